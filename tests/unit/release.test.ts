// @vitest-environment node
// The release of an environment (scripts/deploy/release.ts) with wrangler, the build, the smoke check and Cloudflare's
// API played by stand-ins that record every call: the safe path (upload, check at 0 % by override, triggers,
// promote, check), the plain deploy a Durable Object migration or a first deploy needs, and the way back from each
// step that can fail, including a rollback that fails (scripts/deploy/roll-back.ts).
import { describe, expect, it } from "vitest";
import { pendingMigration } from "../../scripts/deploy/durable-object-migration.ts";
import { type Release, type ReleaseTools, release, versionFromOutput } from "../../scripts/deploy/release.ts";
import { rollBack } from "../../scripts/deploy/roll-back.ts";

const LIVE = "11111111-1111-4111-8111-111111111111";
const NEW = "22222222-2222-4222-8222-222222222222";
const CONFIG = "--config build/server/wrangler.json";

const target: Release = {
  name: "production",
  worker: "consultancy-site-production",
  origin: "https://www.consultancy.test",
  migrationTags: ["v1", "v2"],
  allowMigration: false,
  commit: "abc123",
  runUrl: "https://github.test/o/r/actions/runs/7",
};

interface Script {
  /** The version serving; undefined: the Worker was never deployed. */
  live?: string | undefined;
  deployedTag?: string | undefined;
  /** Commands (their start, as called) that fail, with wrangler's reason. */
  failing?: Record<string, string>;
  /** The smoke check's verdicts, in order. */
  smoke?: boolean[];
  failingStep?: "preflight" | "build";
}

/** Stand-in tools playing `script`; every call recorded in order as one line. */
function tools(script: Script = {}) {
  const calls: string[] = [];
  const summary: string[] = [];
  const alerts: string[] = [];
  const logs: string[] = [];
  const smoke = [...(script.smoke ?? [true, true])];
  const live = "live" in script ? script.live : LIVE;
  const fake: ReleaseTools = {
    wrangler: (args) => {
      const line = `wrangler ${args.join(" ")}`;
      calls.push(line);
      const failure = Object.entries(script.failing ?? {}).find(([start]) => line.startsWith(start));
      if (failure) return Promise.reject(new Error(`\`${failure[0]}\` failed: ${failure[1]}`));
      if (line.startsWith("wrangler deployments status")) {
        if (live === undefined) return Promise.reject(new Error("The Worker has no deployments."));
        return Promise.resolve({
          stdout: JSON.stringify({ versions: [{ version_id: live, percentage: 100 }] }),
          entries: [],
        });
      }
      if (line.startsWith("wrangler versions upload")) {
        return Promise.resolve({ stdout: "", entries: [{ type: "version-upload", version_id: NEW }] });
      }
      if (line.startsWith("wrangler deploy"))
        return Promise.resolve({ stdout: "", entries: [{ type: "deploy", version_id: NEW }] });
      return Promise.resolve({ stdout: "", entries: [] });
    },
    step: (name) => {
      calls.push(`step ${name}`);
      return script.failingStep === name ? Promise.reject(new Error(`the ${name} failed (exit 1)`)) : Promise.resolve();
    },
    smoke: (args) => {
      calls.push(`smoke ${args.join(" ")}`);
      return Promise.resolve(smoke.shift() ?? true);
    },
    deployedMigrationTag: () => Promise.resolve("deployedTag" in script ? script.deployedTag : "v2"),
    summary: (markdown) => summary.push(markdown),
    alert: (text) => {
      alerts.push(text);
      return Promise.resolve();
    },
    log: (line) => logs.push(line),
  };
  return { fake, calls, summary, alerts, logs };
}

const before = [
  "wrangler deployments status --json --env production",
  "step preflight",
  "step build",
  `wrangler d1 migrations apply INSIGHTS_DB --remote ${CONFIG}`,
];
const upload = `wrangler versions upload ${CONFIG} --message Release of abc123`;
const stage = `wrangler versions deploy ${NEW}@0% ${LIVE}@100% --yes ${CONFIG} --message Check of abc123`;
const checkByOverride = `smoke --url https://www.consultancy.test --version ${NEW} --worker consultancy-site-production`;
const triggers = `wrangler triggers deploy ${CONFIG}`;
const promote = `wrangler versions deploy ${NEW}@100% --yes ${CONFIG} --message Release of abc123`;
const checkLive = `smoke --url https://www.consultancy.test --version ${NEW}`;
const rollback = (why: string) =>
  `wrangler rollback ${LIVE} --env production --message ${why} (release of abc123) --yes`;

describe("a release with a version serving and no Durable Object migration", () => {
  it("uploads, checks the new version at 0 % by override, applies the triggers, promotes it, and checks it again", async () => {
    const { fake, calls, summary, alerts, logs } = tools();
    expect(await release(target, fake)).toEqual({ released: true, version: NEW });
    expect(logs).toEqual([`serving now: ${LIVE}; no Durable Object migration`]);
    expect(calls).toEqual([...before, upload, stage, checkByOverride, triggers, promote, checkLive]);
    expect(summary.join("")).toContain(`**Released** abc123 to production: version \`${NEW}\``);
    expect(alerts).toEqual([]);
  });

  it("a failed check before it takes traffic: the live version alone again, nothing promoted, the release failed", async () => {
    const { fake, calls, alerts, summary } = tools({ smoke: [false] });
    const outcome = await release(target, fake);
    expect(outcome).toMatchObject({ released: false, rolledBack: true, version: NEW });
    const why = `the smoke check of version ${NEW} before it took traffic failed`;
    expect(summary[0]).toBe(`**Release of abc123 to production FAILED**: ${why}.\n`);
    expect(calls).toEqual([...before, upload, stage, checkByOverride, rollback(why)]);
    // Rolled back cleanly, and still ops are told: the change published is not live.
    expect(alerts).toEqual([
      `The release of abc123 to production failed (${why}); version ${LIVE} serves all traffic again, and the ` +
        `change is not live. ${target.runUrl}`,
    ]);
  });

  it("a failed check once it took all traffic: rolled back to the version recorded before", async () => {
    const { fake, calls, alerts } = tools({ smoke: [true, false] });
    expect(await release(target, fake)).toMatchObject({ released: false, rolledBack: true });
    const why = `the smoke check of version ${NEW} once it took all traffic failed`;
    expect(calls).toEqual([...before, upload, stage, checkByOverride, triggers, promote, checkLive, rollback(why)]);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain(`failed (${why}); version ${LIVE} serves all traffic again`);
  });

  it("triggers that fail (a custom domain, a zone permission): rolled back, never promoted", async () => {
    const { fake, calls } = tools({ failing: { "wrangler triggers deploy": "Could not create the custom domain" } });
    expect(await release(target, fake)).toMatchObject({ released: false, rolledBack: true });
    expect(calls).not.toContain(promote);
    expect(calls.at(-1)).toMatch(/^wrangler rollback 11111111-.* --message the promotion of version .* failed: /);
  });

  it("a staging deployment Cloudflare refuses: rolled back to the live version alone", async () => {
    const { fake, calls } = tools({ failing: { "wrangler versions deploy": "refused" } });
    expect(await release(target, fake)).toMatchObject({
      released: false,
      rolledBack: true,
      why: `the deployment of version ${NEW} at 0 % failed: \`wrangler versions deploy\` failed: refused`,
    });
    expect(calls.at(-1)).toMatch(/^wrangler rollback 11111111-/);
    expect(calls).not.toContain(checkByOverride);
  });

  it("wrangler's reason is the first line of what it said", async () => {
    const { fake, summary } = tools({
      failing: { "wrangler versions upload": "Authentication error\n    at upload (x.js:1)" },
    });
    expect(await release(target, fake)).toMatchObject({
      why: "wrangler versions upload failed: `wrangler versions upload` failed: Authentication error",
    });
    expect(summary).toEqual([
      "**Release of abc123 to production refused**: wrangler versions upload failed: `wrangler versions upload` failed: Authentication error. Nothing was changed.\n",
    ]);
  });

  it("an upload that fails: nothing took traffic, nothing to roll back", async () => {
    const { fake, calls, summary } = tools({ failing: { "wrangler versions upload": "Authentication error" } });
    expect(await release(target, fake)).toMatchObject({ released: false });
    expect(calls.at(-1)).toBe(upload);
    expect(summary.join("")).toContain("refused**: wrangler versions upload failed");
  });
});

describe("a release that must not start", () => {
  it("a pending Durable Object migration without the input: refused before anything is built", async () => {
    const { fake, calls, summary } = tools({ deployedTag: "v1" });
    const outcome = await release(target, fake);
    expect(outcome).toEqual({
      released: false,
      why:
        "the Durable Object migration v1 → v2 is pending: Cloudflare runs it only with a plain deploy and refuses " +
        "any rollback across it. Run the workflow by hand with the Durable Object migration input, the migration alone",
    });
    expect(calls).toEqual(["wrangler deployments status --json --env production"]);
    expect(summary.join("")).toContain("Nothing was changed.");
  });

  it("the migration input with no migration pending: refused", async () => {
    const { fake, calls } = tools();
    expect(await release({ ...target, allowMigration: true }, fake)).toMatchObject({
      released: false,
      why: "the Durable Object migration input was given, but no migration is pending",
    });
    expect(calls).toHaveLength(1);
  });

  it("what serves cannot be read: refused, since there would be no way back", async () => {
    const { fake, calls } = tools({ failing: { "wrangler deployments status": "Authentication error [code: 10000]" } });
    expect(await release(target, fake)).toMatchObject({
      released: false,
      why: expect.stringContaining("no way back") as unknown,
    });
    expect(calls).toHaveLength(1);
  });

  it("a preflight or build that fails: nothing uploaded", async () => {
    for (const failingStep of ["preflight", "build"] as const) {
      const { fake, calls } = tools({ failingStep });
      expect(await release(target, fake)).toEqual({
        released: false,
        why: `the ${failingStep} failed (exit 1) (before anything was uploaded)`,
      });
      expect(calls.at(-1)).toBe(`step ${failingStep}`);
    }
  });
});

describe("a plain deploy (a Durable Object migration, or a first deploy)", () => {
  const deploy = `wrangler deploy ${CONFIG}`;

  it("with the input, the migration deploys plainly and is checked until the new version answers", async () => {
    const { fake, calls, summary, logs } = tools({ deployedTag: "v1", smoke: [true] });
    expect(await release({ ...target, allowMigration: true }, fake)).toEqual({ released: true, version: NEW });
    expect(logs).toEqual([`serving now: ${LIVE}; the Durable Object migration v1 → v2`]);
    expect(calls).toEqual([...before, deploy, checkLive]);
    expect(summary).toEqual([
      `**Released** abc123 to production: version \`${NEW}\` (a plain deploy, the Durable Object migration v1 → v2).\n`,
    ]);
  });

  it("its failed check, and a rollback Cloudflare refuses: the summary says what is live, ops are alerted", async () => {
    const { fake, calls, summary, alerts } = tools({
      deployedTag: "v1",
      smoke: [false],
      failing: { "wrangler rollback": "Cannot rollback across a Durable Object migration [code: 10212]" },
    });
    expect(await release({ ...target, allowMigration: true }, fake)).toMatchObject({
      released: false,
      rolledBack: false,
    });
    expect(calls.slice(-2)).toEqual([
      expect.stringMatching(/^wrangler rollback 11111111-/) as unknown,
      "wrangler deployments status --json --env production",
    ]);
    const written = summary.join("");
    expect(written).toContain(`**Rollback of production to version \`${LIVE}\` FAILED**`);
    expect(written).toContain("Cannot rollback across a Durable Object migration");
    expect(written).toContain(`What is live now: version ${LIVE}.`);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain("The rollback of production to version 11111111-1111-4111-8111-111111111111 failed");
    expect(alerts[0]).toContain(target.runUrl);
  });

  it("a wrangler deploy that fails after its upload (a route): rolled back", async () => {
    const { fake, calls } = tools({
      deployedTag: "v1",
      failing: { "wrangler deploy --config": "A custom domain failed" },
    });
    expect(await release({ ...target, allowMigration: true }, fake)).toMatchObject({
      released: false,
      rolledBack: true,
    });
    expect(calls.at(-1)).toMatch(/^wrangler rollback 11111111-.* --message wrangler deploy failed: /);
  });

  it("a first deploy (nothing serving) deploys plainly; when its check fails there is nothing to go back to: ops are told", async () => {
    const { fake, calls, alerts, summary, logs } = tools({ live: undefined, deployedTag: undefined, smoke: [false] });
    expect(await release({ ...target, allowMigration: true }, fake)).toMatchObject({
      released: false,
      rolledBack: false,
    });
    expect(logs).toEqual(["serving now: nothing (a first deploy); the Durable Object migration (none yet) → v2"]);
    expect(calls).toEqual([...before, deploy, checkLive]);
    expect(summary).toEqual([
      `**Release of abc123 to production FAILED**: the smoke check of version ${NEW} failed. No earlier version to go back to.\n`,
    ]);
    expect(alerts[0]).toContain("there is no earlier version to roll back to");
  });

  it("a first deploy of a Worker with no Durable Object: deployed plainly, no input needed", async () => {
    const { fake, calls, summary } = tools({ live: undefined, deployedTag: undefined, smoke: [true] });
    expect(await release({ ...target, migrationTags: [] }, fake)).toEqual({ released: true, version: NEW });
    expect(calls).toEqual([...before, deploy, checkLive]);
    expect(summary).toEqual([`**Released** abc123 to production: version \`${NEW}\` (a plain deploy).\n`]);
  });
});

describe("what a release reads", () => {
  it("the version id of the entry of its kind in wrangler's output file", () => {
    const entries = [{ type: "wrangler-session" }, { type: "deploy", version_id: NEW }, null, "x"];
    expect(versionFromOutput(entries, "deploy")).toBe(NEW);
    expect(() => versionFromOutput(entries, "version-upload")).toThrow("no version-upload entry");
    for (const id of ["latest", `${NEW}0`, `0${NEW}`, [NEW]]) {
      expect(() => versionFromOutput([{ type: "deploy", version_id: id }], "deploy"), String(id)).toThrow();
    }
  });

  it("a Durable Object migration is pending when the deployed tag is not the configuration's last", () => {
    expect(pendingMigration(["v1", "v2"], "v2")).toBeNull();
    expect(pendingMigration(["v1", "v2"], "v1")).toEqual({ from: "v1", to: "v2" });
    expect(pendingMigration(["v1", "v2"], undefined)).toEqual({ from: undefined, to: "v2" });
    expect(pendingMigration(["v1", "v2"], "v0")).toEqual({ from: "v0", to: "v2" });
    expect(pendingMigration([], undefined)).toBeNull();
  });
});

describe("a version id read from wrangler's output", () => {
  it.each([
    [`${NEW}0`, "a character after"],
    [`0${NEW}`, "a character before"],
  ])("%s (%s) is no version id: refused", (id) => {
    expect(() => versionFromOutput([{ type: "deploy", version_id: id }], "deploy")).toThrow("no deploy entry");
  });
});

describe("the rollback's message", () => {
  it("a reason longer than the 120 characters wrangler takes: --message is its first 120", async () => {
    const { fake, calls } = tools();
    const why = `${"a".repeat(120)}bcdef`;
    expect(await rollBack(LIVE, why, { name: "production", runUrl: target.runUrl }, fake)).toBe(true);
    expect(calls).toEqual([`wrangler rollback ${LIVE} --env production --message ${"a".repeat(120)} --yes`]);
  });
});
