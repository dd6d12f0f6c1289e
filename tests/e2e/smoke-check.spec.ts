import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
// The base test, not ./fixtures: these tests run a command and open no browser, and the fixtures' guards would
// start one for each.
import { expect, test } from "@playwright/test";
import { runSmokeCheck } from "../../scripts/deploy/smoke-check";
import { baseURL } from "./playwright.config";

// `npm run smoke` (scripts/deploy/smoke-check.ts) against the built site on the local Workers runtime, through a
// loopback proxy that stands where Cloudflare's edge does: it gives each run a client address of its own (as the
// edge sets CF-Connecting-IP), and, for each test but the first, breaks one thing a deploy can break. The command
// must pass the site as it is, and fail each broken one by the check that names what broke, that one alone.

const root = new URL("../../", import.meta.url);
/** The origin the build wrote into its pages (SITE_ORIGIN of the served configuration), not the address it is on. */
const builtOrigin = (
  JSON.parse(readFileSync(new URL("build/server/wrangler.json", root), "utf8")) as { vars: { SITE_ORIGIN: string } }
).vars.SITE_ORIGIN;
/** Four ports past the site's: the stand-ins take the three after it. */
const proxyPort = Number(new URL(baseURL).port) + 4;
const proxyOrigin = `http://127.0.0.1:${proxyPort}`;

interface Answer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}
/** What a broken target does to the site's answer to a request, in place. */
type Breakage = (answer: Answer, request: { method: string; path: string }) => void;

let breakage: Breakage = () => undefined;
/** The requests the proxy passed on during the current run, with their bodies. */
const forwarded: { method: string; path: string; body: string; override?: string }[] = [];

const target = new URL(baseURL);
const proxy = http.createServer((incoming, outgoing) => {
  const chunks: Buffer[] = [];
  incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
  incoming.on("end", () => {
    const body = Buffer.concat(chunks);
    const method = incoming.method ?? "GET";
    const path = incoming.url ?? "/";
    const override = incoming.headers["cloudflare-workers-version-overrides"];
    forwarded.push({
      method,
      path,
      body: body.toString("utf8"),
      override: typeof override === "string" ? override : undefined,
    });
    // The Host header goes on as sent: the Worker then sees the proxy's origin as its own, as it sees its domain.
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        // Answers uncompressed, so a test can change a body.
        headers: { ...incoming.headers, "accept-encoding": "identity", "cf-connecting-ip": runAddress },
      },
      (answered) => {
        const answerChunks: Buffer[] = [];
        answered.on("data", (chunk: Buffer) => answerChunks.push(chunk));
        answered.on("end", () => {
          const answer: Answer = {
            status: answered.statusCode ?? 502,
            headers: { ...answered.headers },
            body: Buffer.concat(answerChunks),
          };
          breakage(answer, { method, path });
          delete answer.headers["transfer-encoding"];
          answer.headers["content-length"] = String(answer.body.length);
          outgoing.writeHead(answer.status, answer.headers);
          outgoing.end(answer.body);
        });
      },
    );
    upstream.on("error", (error) => {
      outgoing.writeHead(502).end(String(error));
    });
    upstream.end(body);
  });
});
let runAddress = "";

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
  expect((proxy.address() as AddressInfo).port).toBe(proxyPort);
});
test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

/**
 * Runs the check against `url`, the proxy unless told: its exit code and its lines. In this process unless told
 * (scripts/deploy/smoke-check.ts's runSmokeCheck, as the command runs it): a Node process a run cost two seconds
 * of loading the site's modules through Vite, fifteen times over. `npm run smoke` itself and the command's usage
 * error are run as a process.
 */
async function smoke(
  options: string[] = [],
  { through = "in-process", url = proxyOrigin }: { through?: "npm" | "node" | "in-process"; url?: string } = {},
): Promise<{ code: number | null; lines: string[] }> {
  runAddress = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;
  forwarded.length = 0;
  const args = ["--url", url, "--canonical", builtOrigin, ...options];
  if (through === "in-process") {
    const printed: string[] = [];
    const print = (line: string) => printed.push(...line.split("\n"));
    const code = await runSmokeCheck(args, print, print);
    return { code, lines: printed.filter(Boolean) };
  }
  const child: ChildProcess =
    through === "npm"
      ? spawn("npm", ["run", "--silent", "smoke", "--", ...args], { cwd: root })
      : spawn(process.execPath, ["scripts/deploy/smoke-check.ts", ...args], { cwd: root });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { code, lines: output.split("\n").filter(Boolean) };
}

const failedLines = (lines: string[]) => lines.filter((line) => line.startsWith("FAILED"));

test("the site as built passes every check: `npm run smoke` exits 0, one beacon sent, no message", async () => {
  const { code, lines } = await smoke(["--ops", "expect-sign-in"], { through: "npm" });
  expect(failedLines(lines), lines.join("\n")).toEqual([]);
  expect(code).toBe(0);
  expect(lines.filter((line) => line.startsWith("ok "))).toHaveLength(11);
  expect(lines.at(-1)).toBe("Every check passed.");
  // One page view counted, marked as the check's; the only contact post an empty one.
  const beacons = forwarded.filter(({ path }) => path === "/api/visit");
  expect(beacons).toHaveLength(1);
  expect(JSON.parse(beacons[0]?.body ?? "")).toMatchObject({ kind: "view", path: "/", utm_source: "smoke-check" });
  expect(forwarded.filter(({ path }) => path === "/api/contact").map(({ body }) => body)).toEqual(["{}"]);
});

/** A change to one answer: the path it applies to (`/assets/` for any hashed file), and what it does. */
const on =
  (path: string, change: (answer: Answer) => void): Breakage =>
  (answer, request) => {
    if (path.endsWith("/") && path !== "/" ? request.path.startsWith(path) : request.path === path) change(answer);
  };

const broken: { what: string; check: string; options?: string[]; breakage: Breakage }[] = [
  {
    what: "a security header left out",
    check: "page / security headers",
    breakage: on("/", (answer) => delete answer.headers["x-content-type-options"]),
  },
  {
    what: "the policy letting any site frame the page",
    check: "page /es security headers",
    breakage: on("/es", (answer) => {
      answer.headers["content-security-policy"] = String(answer.headers["content-security-policy"]).replace(
        "frame-ancestors 'none'",
        "frame-ancestors *",
      );
    }),
  },
  {
    what: "the canonical link on another origin",
    check: "page /es answers 200 on its canonical origin",
    breakage: on("/es", (answer) => {
      answer.body = Buffer.from(answer.body.toString("utf8").replaceAll(builtOrigin, "https://elsewhere.example"));
    }),
  },
  {
    what: "the Spanish page a 404",
    check: "page /es answers 200 on its canonical origin",
    breakage: on("/es", (answer) => (answer.status = 404)),
  },
  {
    what: "the home page cached for an hour",
    check: "page / cache headers",
    breakage: on("/", (answer) => (answer.headers["cache-control"] = "public, max-age=3600")),
  },
  {
    what: "hashed files revalidated on every load",
    check: "hashed files cached for good",
    breakage: on("/assets/", (answer) => (answer.headers["cache-control"] = "public, max-age=0, must-revalidate")),
  },
  {
    what: "/api/health a 500",
    check: "/api/health answers 200",
    breakage: on("/api/health", (answer) => {
      answer.status = 500;
      answer.body = Buffer.from('{"ok":false}');
    }),
  },
  {
    what: "the beacon refused with a 400",
    check: "a page view's beacon answers 204",
    breakage: on("/api/visit", (answer) => {
      answer.status = 400;
      answer.body = Buffer.from('{"ok":false,"code":"invalid_beacon","status":400}');
    }),
  },
  {
    what: "/ops a 500",
    check: "/ops answers its sign-in page",
    options: ["--ops", "expect-sign-in"],
    breakage: on("/ops", (answer) => {
      answer.status = 500;
      answer.body = Buffer.from("Internal Server Error");
    }),
  },
  {
    what: "the console open where it should be closed",
    check: "/ops answers 404",
    options: ["--ops", "expect-404"],
    breakage: () => undefined,
  },
  {
    what: "an empty contact message taken",
    check: "/api/contact refuses an empty message (400), sending nothing",
    breakage: on("/api/contact", (answer) => {
      answer.status = 200;
      answer.body = Buffer.from('{"ok":true}');
    }),
  },
];

for (const { what, check, options = [], breakage: breaks } of broken) {
  test(`${what}: exits 1, "${check}" the one check failed`, async () => {
    breakage = breaks;
    try {
      const { code, lines } = await smoke(options);
      expect(
        failedLines(lines).map((line) => line.slice(0, line.indexOf(":"))),
        lines.join("\n"),
      ).toEqual([`FAILED  ${check}`]);
      expect(code).toBe(1);
      expect(lines.at(-1)).toBe("1 check(s) failed.");
    } finally {
      breakage = () => undefined;
    }
  });
}

test("--version of the version answering, asked of the Worker by override: every request carries the header", async () => {
  const answered = await (await fetch(`${proxyOrigin}/api/health`)).json<{ version: string }>();
  const { code, lines } = await smoke([
    "--ops",
    "expect-sign-in",
    "--version",
    answered.version,
    "--worker",
    "consultancy-site",
  ]);
  expect(failedLines(lines), lines.join("\n")).toEqual([]);
  expect(code).toBe(0);
  expect(lines).toContain(`ok      version ${answered.version} answers: version ${answered.version} answers`);
  // The wait for the version, then each check's requests (the two pages', the home page and a hashed file, health,
  // the beacon, the console, the empty message), every one of them naming the version.
  expect(forwarded.map(({ method, path }) => `${method} ${path}`)).toEqual([
    "GET /api/health",
    "GET /",
    "GET /es",
    "GET /",
    expect.stringMatching(/^GET \/assets\/[^/]+\.(css|js)$/) as unknown,
    "GET /api/health",
    "POST /api/visit",
    "GET /ops",
    "POST /api/contact",
  ]);
  expect(forwarded.map(({ override }) => override)).toEqual(
    forwarded.map(() => `consultancy-site="${answered.version}"`),
  );
});

test("no site at the address: exits 1, every check saying it had no answer", async () => {
  const closed = `http://127.0.0.1:${proxyPort + 1}`;
  const { code, lines } = await smoke([], { url: closed });
  expect(code).toBe(1);
  expect(failedLines(lines)).toHaveLength(11);
  expect(failedLines(lines).every((line) => line.includes(`no answer from ${closed}`))).toBe(true);
});

test("a wrong command: exits 2 with the usage", async () => {
  const { code, lines } = await smoke(["--ops", "maybe"], { through: "node" });
  expect(code).toBe(2);
  expect(lines).toContain("--ops is expect-sign-in or expect-404, not maybe");
});
