// @vitest-environment node
// What a release asks outside (scripts/deploy/): Cloudflare's API for the deployed migration tag, the ops alert
// webhook, and wrangler's output file, each against a stand-in on loopback or on PATH that answers as the real one,
// failures included.
import http from "node:http";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { deployedMigrationTag } from "../../scripts/deploy/durable-object-migration.ts";
import { postAlert } from "../../scripts/deploy/ops-alert.ts";
import { releaseBuildEnv, runUrl } from "../../scripts/deploy/release-command.ts";
import { staticFileLimit } from "../../scripts/build/deployed-files.ts";
import { wranglerTimeoutMs } from "../../scripts/deploy/wrangler-command.ts";
import { type FakeWrangler, fakeWrangler } from "./fake-wrangler.ts";
import { servedOnLoopback } from "./loopback-server.ts";

let answer: { status: number; body: string } = { status: 200, body: "" };
const seen: { method: string; path: string; authorization?: string; contentType?: string; body: string }[] = [];
const server = http.createServer((incoming, outgoing) => {
  let body = "";
  incoming.on("data", (chunk: Buffer) => (body += chunk.toString()));
  incoming.on("end", () => {
    seen.push({
      method: incoming.method ?? "",
      path: incoming.url ?? "",
      authorization: incoming.headers.authorization,
      contentType: incoming.headers["content-type"],
      body,
    });
    outgoing.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
  });
});
const stand = servedOnLoopback(server);
afterEach(() => {
  seen.length = 0;
});

const service = (tag: string | null) =>
  JSON.stringify({ success: true, errors: [], result: { default_environment: { script: { migration_tag: tag } } } });

describe("the deployed Durable Object migration tag", () => {
  const ask = () =>
    deployedMigrationTag({
      accountId: "acc 1",
      apiToken: "t0k3n",
      worker: "site-prod",
      apiBase: `${stand.origin}/client/v4`,
    });

  it("is read from the Worker's service, with the token", async () => {
    answer = { status: 200, body: service("v2") };
    expect(await ask()).toBe("v2");
    expect(seen).toEqual([
      expect.objectContaining({
        method: "GET",
        path: "/client/v4/accounts/acc%201/workers/services/site-prod",
        authorization: "Bearer t0k3n",
      }),
    ]);
  });

  it("is none for a Worker without migrations, or one that does not exist (404)", async () => {
    answer = { status: 200, body: service(null) };
    expect(await ask()).toBeUndefined();
    answer = { status: 404, body: JSON.stringify({ success: false, errors: [{ code: 10090 }] }) };
    expect(await ask()).toBeUndefined();
  });

  it("cannot be guessed when the API refuses or answers something else", async () => {
    for (const refused of [
      { status: 403, body: JSON.stringify({ success: false, errors: [{ code: 10000 }] }) },
      { status: 200, body: "<html>" },
      { status: 200, body: JSON.stringify({ success: false, result: null }) },
      { status: 500, body: service("v2") },
    ]) {
      answer = refused;
      await expect(ask(), refused.body).rejects.toThrow(`answered ${refused.status}`);
    }
  });
});

describe("an alert to ops", () => {
  it("is posted as the Worker's alerts are: JSON { text }", async () => {
    answer = { status: 200, body: "ok" };
    const logged: string[] = [];
    await postAlert(`${stand.origin}/hook`, "The rollback failed", (line) => logged.push(line));
    expect(seen).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/hook",
        contentType: "application/json",
        body: '{"text":"The rollback failed"}',
      }),
    ]);
    expect(logged).toEqual([]);
  });

  it("is tried three times, 2 s then 4 s apart, then only logged; never throws", async () => {
    answer = { status: 500, body: "" };
    const logged: string[] = [];
    const pauses: number[] = [];
    await postAlert(`${stand.origin}/hook`, "x", (line) => logged.push(line), {
      pause: (ms) => {
        pauses.push(ms);
        return Promise.resolve();
      },
    });
    expect(seen).toHaveLength(3);
    expect(pauses).toEqual([2000, 4000]);
    expect(logged).toEqual([
      "ops alert: the webhook failed 3 times (answered 500); the alert is only in the job summary",
    ]);
  });

  it("with no webhook set, says nobody was alerted", async () => {
    const logged: string[] = [];
    await postAlert(undefined, "x", (line) => logged.push(line));
    expect(logged[0]).toContain("OPS_ALERT_WEBHOOK_URL is not set");
  });
});

describe("a release's build", () => {
  it("builds the environment released, held to the code's limit of files whatever the shell set", () => {
    const shell: Record<string, string | undefined> = { ...process.env, STATIC_FILE_LIMIT: "100000" };
    const env = { ...shell, ...releaseBuildEnv("production") };
    expect(env.CLOUDFLARE_ENV).toBe("production");
    expect(staticFileLimit(env)).toBe(20_000);
  });
});

describe("the run's address, for an alert", () => {
  it("is GitHub's run page in Actions, and says so when run by hand", () => {
    expect(runUrl({ GITHUB_SERVER_URL: "https://github.com", GITHUB_REPOSITORY: "o/r", GITHUB_RUN_ID: "42" })).toBe(
      "https://github.com/o/r/actions/runs/42",
    );
    expect(runUrl({})).toBe("(run by hand, not in GitHub Actions)");
  });
});

// Each run starts a Node process: the tests give it time.
describe("wrangler's output file", { timeout: 60_000 }, () => {
  let wrangler: FakeWrangler | undefined;
  afterEach(() => wrangler?.remove());
  const script = fileURLToPath(new URL("./wrangler-output-probe.ts", import.meta.url));

  it("is read entry by entry after the command, and a failure names the command and its environment", async () => {
    wrangler = fakeWrangler({ output: [{ type: "version-upload", version_id: "v-1" }, { type: "x" }] });
    const ran = await wrangler.run(script, ["versions", "upload", "--config", "c.json"]);
    expect(JSON.parse(ran.stdout)).toEqual({ entries: [{ type: "version-upload", version_id: "v-1" }, { type: "x" }] });
    wrangler.remove();
    wrangler = fakeWrangler({ stderr: "✘ [ERROR] The Worker site has no deployments.\n\n", code: 1 });
    const failed = await wrangler.run(script, ["rollback", "v-0", "--env", "production", "--yes"]);
    expect(failed.stdout).toBe("");
    expect(failed.stderr).toContain(
      "`wrangler rollback v-0 --env production` failed: The Worker site has no deployments.",
    );
  });

  it("a failed API call is named with Cloudflare's reason, printed under wrangler's error", async () => {
    wrangler = fakeWrangler({ stderr: API_REFUSED_STDERR, code: 1 });
    const failed = await wrangler.run(script, ["deployments", "status", "--json", "--env", "staging"]);
    expect(failed.stderr.trim()).toBe(
      "`wrangler deployments status --env staging` failed: A request to the Cloudflare API " +
        "(/accounts/abc/workers/scripts/site-staging/deployments) failed: Authentication error [code: 10000]",
    );
  });
});

/** What wrangler 4.164 printed on stderr when Cloudflare's API refused its token (run against a stand-in API). */
const API_REFUSED_STDERR = [
  "\x1b[31m✘ \x1b[41;31m[\x1b[41;97mERROR\x1b[41;31m]\x1b[0m \x1b[1mA request to the Cloudflare API " +
    "(/accounts/abc/workers/scripts/site-staging/deployments) failed.\x1b[0m",
  "",
  "  Authentication error [code: 10000]",
  "",
  "",
  "\x1b[31m✘ \x1b[41;31m[\x1b[41;97mERROR\x1b[41;31m]\x1b[0m \x1b[1mA request to the Cloudflare API " +
    "(/user/tokens/verify) failed.\x1b[0m",
  "",
  "  Authentication error [code: 10000]",
  "",
  "",
  "",
  "APIError: A request to the Cloudflare API (/user/tokens/verify) failed.",
  "    at throwFetchError (wrangler-dist/cli.js:63338:19)",
  "",
].join("\n");

describe("the time a wrangler command is given", () => {
  it("ten minutes for what uploads the Worker and its files or migrates D1, a minute for what only asks", () => {
    for (const uploads of [["deploy"], ["versions", "upload"], ["d1", "migrations", "apply", "INSIGHTS_DB"]]) {
      expect(wranglerTimeoutMs(uploads), uploads.join(" ")).toBe(600_000);
    }
    for (const asks of [
      ["deployments", "status", "--json"],
      ["versions", "deploy", "x@100%"],
      ["triggers", "deploy"],
      ["rollback", "x"],
      ["secret", "list"],
      ["d1", "list"],
      ["upload"],
    ]) {
      expect(wranglerTimeoutMs(asks), asks.join(" ")).toBe(60_000);
    }
  });
});
