import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { baseURL } from "./playwright.config";
import { expect, test } from "./fixtures";
import { routeTable } from "./route-table";

// What the first visit to each page costs: every script and stylesheet the browser fetches until the page has
// hydrated and the network is quiet, weighed gzip-compressed (zlib's default level, as a CDN sends it) so the
// figure does not depend on the server. KB = 1024 bytes. The limits are issue 6's.
const KB = 1024;
const budget = { jsHome: 120 * KB, jsOther: 100 * KB, css: 20 * KB };
const pages = [...routeTable.map((route) => route.path), "/no/such/page"];

/**
 * Pages over their JavaScript budget today: the figure (KB, gzip) they may not grow past, and why they are over.
 * Which gives, the budget or the code, is the lead's decision (issue 6); until then each such page's budget check
 * is a known failure (marked so, and reported), and this ceiling keeps the overage from growing unnoticed. Raise a
 * ceiling only on purpose, with its reason; drop it once the pages are within budget (their budget check then
 * fails as an unexpected pass, as a reminder).
 */
const overBudget: Record<"home" | "other", { ceiling: number; why: string } | undefined> = {
  home: {
    ceiling: 127 * KB,
    why:
      "React + React Router, with the Link and ScrollRestoration code the layout uses, are 105 KB (one framework " +
      "chunk) before any code of ours; the layout on every page (header, menu, footer, site data) and the home " +
      "page's own sections (hero, carousel, contact form with its valibot check) make 126.1 KB",
  },
  other: {
    ceiling: 118 * KB,
    why:
      "React + React Router, with the Link and ScrollRestoration code the layout uses, are 105 KB (one framework " +
      "chunk), over the 100 KB budget before any code of ours; the layout on every page and the page's own code " +
      "(offering pages the most, with the line icons) make at most 117.5 KB",
  },
};

interface FirstLoad {
  js: number;
  css: number;
  /** The client entry and its imports: React and React Router, which every page needs before any code of ours. */
  framework: number;
  foreign: string[];
}

async function measureFirstLoad(browser: Browser, path: string): Promise<FirstLoad> {
  // A fresh context a page: an empty cache, as for a first visit.
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const gzipped = new Map<string, { type: string; bytes: number }>();
    const foreign: string[] = [];
    const pending: Promise<void>[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith("data:") && new URL(url).origin !== baseURL) foreign.push(`${request.resourceType()} ${url}`);
    });
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      pending.push(
        response.body().then((body) => {
          gzipped.set(new URL(response.url()).pathname, { type, bytes: gzipSync(body).length });
        }),
      );
    });
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    const entry = await page.evaluate(() => {
      const manifest = (window as unknown as { __reactRouterManifest: { entry: { module: string; imports: string[] } } })
        .__reactRouterManifest;
      return [manifest.entry.module, ...manifest.entry.imports];
    });
    const sum = (files: Iterable<{ bytes: number }>) => [...files].reduce((total, file) => total + file.bytes, 0);
    const all = [...gzipped.values()];
    return {
      js: sum(all.filter((file) => file.type === "script")),
      css: sum(all.filter((file) => file.type === "stylesheet")),
      framework: sum(entry.map((file) => gzipped.get(file) ?? { bytes: 0 })),
      foreign,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test.describe("first-load size budget", () => {
  // One worker measures every page once, in order; each check below reads those figures.
  test.describe.configure({ mode: "default" });
  const loads = new Map<string, FirstLoad>();

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const queue = [...pages];
    // Three pages at a time, each in a context of its own.
    const measureNext = async (): Promise<void> => {
      const path = queue.shift();
      if (path === undefined) return;
      loads.set(path, await measureFirstLoad(browser, path));
      return measureNext();
    };
    await Promise.all([measureNext(), measureNext(), measureNext()]);
    for (const path of pages) {
      const load = loads.get(path);
      if (load) console.log(`first load ${path}: JS ${kb(load.js)} (React + React Router ${kb(load.framework)}), CSS ${kb(load.css)}, gzip`);
    }
  });

  for (const path of pages) {
    test(`${path}: CSS within ${budget.css / KB} KB, nothing from another origin`, () => {
      const load = loads.get(path);
      expect(load).toBeDefined();
      expect(load?.foreign, "requests to other origins on first load").toEqual([]);
      expect(load?.css, "CSS bytes, gzip").toBeLessThanOrEqual(budget.css);
    });

    const jsBudget = path === "/" ? budget.jsHome : budget.jsOther;
    const known = overBudget[path === "/" ? "home" : "other"];
    test(`${path}: JavaScript within ${jsBudget / KB} KB`, () => {
      const load = loads.get(path);
      if (!load) throw new Error(`${path} was not measured`);
      test.fail(known !== undefined, `known overage: ${known?.why}`);
      expect(load.js, "JavaScript bytes, gzip").toBeLessThanOrEqual(jsBudget);
    });

    if (known) {
      test(`${path}: JavaScript no more than the ${known.ceiling / KB} KB it is held to while over budget`, () => {
        const load = loads.get(path);
        if (!load) throw new Error(`${path} was not measured`);
        expect(load.js, `JavaScript bytes, gzip (over budget because: ${known.why})`).toBeLessThanOrEqual(known.ceiling);
      });
    }
  }
});
