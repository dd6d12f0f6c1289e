import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { baseURL } from "./playwright.config";
import { expect, test } from "./fixtures";
import { routeTable } from "./route-table";

// What the first visit to each page costs: every script and stylesheet the browser fetches until the page is
// ready and the network is quiet, weighed gzip-compressed (zlib's default level, as a CDN sends it) so the figure
// does not depend on the server. KB = 1024 bytes. Only the home page hydrates React; every other page carries the
// page script alone. Each page is weighed as a browser without invoker commands sees it, so the polyfill such a
// browser fetches counts too (the worst case a visitor meets).
const KB = 1024;
const budget = { jsHome: 115 * KB, jsOther: 10 * KB, css: 20 * KB };
const pages = [...routeTable.map((route) => route.path), "/no/such/page"];

interface FirstLoad {
  js: number;
  css: number;
  /** React, ReactDOM and React Router (the framework chunk), on the pages that hydrate. */
  framework: number;
  foreign: string[];
}

async function measureFirstLoad(browser: Browser, path: string): Promise<FirstLoad> {
  // A fresh context a page: an empty cache, as for a first visit.
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { command?: unknown }).command;
    });
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
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    const sum = (files: Iterable<{ bytes: number }>) => [...files].reduce((total, file) => total + file.bytes, 0);
    const all = [...gzipped.values()];
    return {
      js: sum(all.filter((file) => file.type === "script")),
      css: sum(all.filter((file) => file.type === "stylesheet")),
      framework: sum([...gzipped].filter(([path]) => path.startsWith("/assets/framework-")).map(([, file]) => file)),
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
      if (load)
        console.log(
          `first load ${path}: JS ${kb(load.js)} (React + React Router ${kb(load.framework)}), CSS ${kb(load.css)}, gzip`,
        );
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
    test(`${path}: JavaScript within ${jsBudget / KB} KB`, () => {
      const load = loads.get(path);
      if (!load) throw new Error(`${path} was not measured`);
      expect(load.js, "JavaScript bytes, gzip").toBeLessThanOrEqual(jsBudget);
    });
  }
});
