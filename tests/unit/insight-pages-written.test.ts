import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { pageFile, writeInsightPagesApart } from "../../scripts/build/insight-pages";

// The build writes the Insights entry and listing pages from the built Worker, run in a Node process of its own
// (decision 0085). Here the "built Worker" is a small one in a build directory of the test's, with what the real one
// needs of Node: its Durable Object import from `cloudflare:workers`, its variables from wrangler.json, its assets
// binding. Its pages say what it was given, so a test reads them.

const build = mkdtempSync(path.join(tmpdir(), "insight-pages-"));
const client = path.join(build, "client");
afterAll(() => {
  rmSync(build, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const worker = `import { DurableObject } from "cloudflare:workers";
export class Outbox extends DurableObject {}
const html = { "Content-Type": "text/html; charset=utf-8" };
const status = async (env, address) => (await env.ASSETS.fetch(new Request("https://assets.test/" + address))).status;
export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/missing")) {
      console.error("noise ".repeat(2000));
      return new Response("<p>gone</p>" + "x".repeat(3000), { status: 404, headers: html });
    }
    if (pathname.startsWith("/moved")) return new Response("<p>moved</p>", { status: 301, headers: { ...html, Location: "/" } });
    if (pathname.startsWith("/feed")) return new Response("<feed/>", { headers: { "Content-Type": "application/atom+xml" } });
    if (pathname.startsWith("/bare")) return new Response(new Uint8Array([60, 112, 62]));
    if (pathname.startsWith("/xhtml")) return new Response("<p/>", { headers: { "Content-Type": "application/xhtml+xml" } });
    if (pathname.startsWith("/accent")) return new Response("é".repeat(1000), { status: 404, headers: html });
    if (pathname.startsWith("/tail")) {
      process.stderr.write("cb" + "a".repeat(3999));
      process.exit(3);
    }
    if (pathname.startsWith("/killed")) process.kill(process.pid, "SIGKILL");
    ctx.waitUntil(Promise.resolve());
    ctx.passThroughOnException();
    const typeOf = async (address) =>
      String((await env.ASSETS.fetch(new Request("https://assets.test/" + address))).headers.get("Content-Type"));
    const data = await env.ASSETS.fetch(new Request("https://assets.test/_prerender/entry.json"));
    const words = [
      request.method, pathname, env.SITE_ORIGIN, typeof Outbox, await data.text(), data.headers.get("Content-Type"),
      await status(env, "..%2Fserver%2Fwrangler.json"), await status(env, "..%2Fclient-secret%2Fkey.json"),
      await status(env, "_prerender"), await status(env, "caf%C3%A9.json"), await typeOf("notes.txt"),
      await typeOf("json.txt"), process.execArgv.join(","),
    ];
    return new Response("<p>" + words.join(" ") + "</p>", { headers: html });
  },
};
`;
mkdirSync(path.join(build, "server"), { recursive: true });
mkdirSync(path.join(client, "_prerender"), { recursive: true });
mkdirSync(path.join(build, "client-secret"), { recursive: true });
writeFileSync(path.join(build, "server/index.js"), worker);
writeFileSync(path.join(build, "server/wrangler.json"), JSON.stringify({ vars: { SITE_ORIGIN: "https://site.test" } }));
writeFileSync(path.join(client, "_prerender/entry.json"), '{"title":"Harbour"}');
writeFileSync(path.join(client, "café.json"), "{}");
writeFileSync(path.join(client, "notes.txt"), "notes");
writeFileSync(path.join(client, "json.txt"), "not JSON");
writeFileSync(path.join(build, "client-secret/key.json"), "{}");

/** What the built Worker's page says: what it was asked, and what its assets binding answered. */
const pageSays = (page: string) => readFileSync(pageFile(client, page), "utf8");

describe("the Insights pages the build writes", () => {
  it("are the built Worker's answers to GETs of their paths with a trailing slash, each written to <path>/index.html", async () => {
    const written = vi.spyOn(process.stdout, "write").mockReturnValue(true);
    await writeInsightPagesApart(build, ["/insights/harbour", "/es/insights/puerto"]);
    expect(pageSays("/insights/harbour")).toMatch(/^<p>GET \/insights\/harbour\/ https:\/\/site\.test function /);
    expect(readFileSync(path.join(client, "es/insights/puerto/index.html"), "utf8")).toContain(
      "GET /es/insights/puerto/ ",
    );
    expect(written.mock.calls.map(([chunk]) => String(chunk)).join("")).toMatch(/^Insights pages: 2 written in /);
  });

  it("are written by a process with the build's heap growth, and source maps for the errors it reports", () => {
    expect(pageSays("/insights/harbour")).toMatch(/ --heap-growing-percent=50,--enable-source-maps<\/p>$/);
  });

  it("read the client build's files, by their decoded names, and nothing outside it or a folder", () => {
    // The prerender data as JSON; `../server/…` and a folder beside client/ that starts with its name, 404; the
    // folder _prerender, 404; café.json, asked for as caf%C3%A9.json, 200; files not named .json (one with "json" in
    // its name) untyped.
    expect(pageSays("/insights/harbour")).toContain(' {"title":"Harbour"} application/json 404 404 404 200 null null ');
  });

  it("fail the build, naming the page and what it answered, when one answers other than 200 with HTML", async () => {
    const said = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    for (const [page, answer] of [
      ["/missing", "answered 404"],
      ["/moved", "answered 301"],
      ["/feed", "answered 200"],
      ["/bare", "answered 200"],
      ["/xhtml", "answered 200"],
    ] as const) {
      const failure = await writeInsightPagesApart(build, [page]).then(
        () => "written",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(failure.startsWith("Writing the Insights pages failed (exit code 1):\n"), failure).toBe(true);
      expect(failure).toContain(`Error: The Insights page ${page} ${answer} while the build wrote it:\n`);
      expect(existsSync(pageFile(client, page))).toBe(false);
    }
    // The message has the start of the page's answer, and the end of what the process said (its error and stack),
    // not its start (what the Worker logged before); the build's log gets all of it.
    const missing = await writeInsightPagesApart(build, ["/missing"]).catch((error: unknown) => String(error));
    expect(missing).toMatch(/answered 404 while the build wrote it:\n<p>gone<\/p>x{989}\n {4}at writeInsightPages \(/);
    expect(missing).not.toContain("noise ".repeat(700));
    expect(said.mock.calls.map(([chunk]) => String(chunk)).join("")).toContain("noise ".repeat(2000));
  });
});

describe("a failed writing of the Insights pages", () => {
  const failureOf = (pages: string[]) =>
    writeInsightPagesApart(build, pages).then(
      () => "written",
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

  it("quotes the first 1,000 bytes of the page's answer, not characters", async () => {
    vi.spyOn(process.stderr, "write").mockReturnValue(true);
    expect(await failureOf(["/accent"])).toContain(`while the build wrote it:\n${"é".repeat(500)}\n    at `);
  });

  it("is the process's own exit code and the last 4,000 characters it wrote to stderr", async () => {
    vi.spyOn(process.stderr, "write").mockReturnValue(true);
    expect(await failureOf(["/tail"])).toBe(`Writing the Insights pages failed (exit code 3):\nb${"a".repeat(3999)}`);
  });

  it("names the signal that ended the process", async () => {
    vi.spyOn(process.stderr, "write").mockReturnValue(true);
    expect(await failureOf(["/killed"])).toBe("Writing the Insights pages failed (SIGKILL):\n");
  });

  it("is a rejection, not a crash, when the process cannot start", async () => {
    const node = process.execPath;
    process.execPath = path.join(build, "no-such-node");
    try {
      expect(await failureOf(["/insights/harbour"])).toMatch(/ENOENT/);
    } finally {
      process.execPath = node;
    }
  });
});

describe("the built Worker, loaded in Node", () => {
  it("reads the files it is given in memory before the client build's, as JSON", async () => {
    const script = path.join(build, "ask.ts");
    const loader = path.resolve("scripts/build/built-worker.ts");
    writeFileSync(
      script,
      `import { loadBuiltWorker } from ${JSON.stringify(loader)};\n` +
        `const worker = await loadBuiltWorker(${JSON.stringify(build)}, new Map([["_prerender/entry.json", '{"title":"Held"}']]));\n` +
        `console.log(await (await worker.ask("/insights/held/")).text());\n`,
    );
    const { stdout } = await promisify(execFile)(process.execPath, [script]);
    expect(stdout).toContain('GET /insights/held/ https://site.test function {"title":"Held"} application/json ');
  });
});
