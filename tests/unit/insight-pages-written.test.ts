import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageFile, writeInsightPagesApart } from "../../scripts/build/insight-pages";

// The build writes the Insights entry and listing pages from the built Worker, run in a Node process of its own
// (decision 0085). Here the "built Worker" is a small one in a build directory of the test's, with what the real one
// needs of Node: its Durable Object import from `cloudflare:workers`, its variables from wrangler.json, its assets
// binding.

const build = mkdtempSync(path.join(tmpdir(), "insight-pages-"));
afterAll(() => {
  rmSync(build, { recursive: true, force: true });
});

const worker = `import { DurableObject } from "cloudflare:workers";
export class Outbox extends DurableObject {}
export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/missing")) return new Response("<p>gone</p>", { status: 404, headers: { "Content-Type": "text/html" } });
    if (pathname.startsWith("/feed")) return new Response("<feed/>", { headers: { "Content-Type": "application/atom+xml" } });
    const data = await env.ASSETS.fetch(new Request("https://assets.test/_prerender/entry.json"));
    const outside = await env.ASSETS.fetch(new Request("https://assets.test/%2e%2e/server/wrangler.json"));
    const folder = await env.ASSETS.fetch(new Request("https://assets.test/_prerender"));
    const words = [request.method, pathname, env.SITE_ORIGIN, typeof Outbox, await data.text(), outside.status, folder.status];
    return new Response("<p>" + words.join(" ") + "</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
};
`;
mkdirSync(path.join(build, "server"), { recursive: true });
mkdirSync(path.join(build, "client/_prerender"), { recursive: true });
writeFileSync(path.join(build, "server/index.js"), worker);
writeFileSync(path.join(build, "server/wrangler.json"), JSON.stringify({ vars: { SITE_ORIGIN: "https://site.test" } }));
writeFileSync(path.join(build, "client/_prerender/entry.json"), '{"title":"Harbour"}');

describe("the Insights entry pages the build writes", () => {
  it("are the built Worker's answers to GETs of their paths with a trailing slash, each written to <path>/index.html", async () => {
    await writeInsightPagesApart(build, ["/insights/harbour", "/es/insights/puerto"]);
    expect(readFileSync(path.join(build, "client/insights/harbour/index.html"), "utf8")).toBe(
      '<p>GET /insights/harbour/ https://site.test function {"title":"Harbour"} 404 404</p>',
    );
    expect(readFileSync(pageFile(path.join(build, "client"), "/es/insights/puerto"), "utf8")).toContain(
      "GET /es/insights/puerto/ ",
    );
  });

  it("fail the build, naming the page, when one answers other than 200 with HTML", async () => {
    for (const [page, answer] of [
      ["/missing", "answered 404"],
      ["/feed", "answered 200"],
    ] as const) {
      await expect(writeInsightPagesApart(build, [page])).rejects.toThrow(
        `Writing the Insights entry pages failed (exit code 1):\nError: The Insights page ${page} ${answer} while the build wrote it`,
      );
      expect(existsSync(pageFile(path.join(build, "client"), page))).toBe(false);
    }
  });
});
