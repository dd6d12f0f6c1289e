import { gzipSync } from "node:zlib";
import type { BrowserContext, Page, Request, Response } from "@playwright/test";
import { measuringHook } from "~/lib/document/page-hooks";
import { baseURL } from "./playwright.config";
import { expect, test } from "./fixtures";
import { insightPagesIn, routeTableIn } from "./site-words";

// What the first visit to each page costs: every script and stylesheet the browser fetches until the page is
// ready and the network is quiet, weighed gzip-compressed (zlib's default level, as a CDN sends it) so the figure
// does not depend on the server. KB = 1024 bytes. Every page loads the page script alone at first; the home
// page's islands bring React and their own code as they come on screen, so the home page is weighed a second
// time with every island scrolled into view and hydrated: all the script a visitor who reads it to the end
// gets (the toasts, fetched when the form is used, aside). Each page is weighed as a browser without invoker
// commands sees it, so the polyfill such a browser fetches counts too (the worst case a visitor meets). A page in
// another language costs what its English twin costs, within half a KB.
const KB = 1024;
const budget = { firstLoad: 6.5 * KB, homeHydrated: 90 * KB, css: 20 * KB, twin: 0.5 * KB };
/**
 * The visit measure's code (behaviours/visit-beacon.ts, web-vitals), which every page fetches once it has loaded
 * and is idle: not part of its first load (left out, whenever it comes), but part of all the script a reader of the
 * whole home page gets (waited for).
 */
const loadedWhenIdle = (path: string) => path.startsWith("/assets/page-visit-");
const englishPages = routeTableIn("en").map((route) => route.path);
const spanishPages = routeTableIn("es").map((route) => route.path);
/** Every published Insights entry (and later listing page), in every language it is published in. */
const insightPages = [...insightPagesIn("en"), ...insightPagesIn("es")].map((page) => page.path);
/** The Insights pages published in both languages, each English path with its Spanish twin. */
const insightTwins = insightPagesIn("en").flatMap((page) =>
  page.entry?.translations.includes("es") ? [[page.path, `/es${page.path}`] as const] : [],
);
const pages = [...englishPages, ...spanishPages, ...insightPages, "/no/such/page", "/es/no-existe"];
const HOME = "/";
const SPANISH_HOME = "/es";

interface FirstLoad {
  js: number;
  css: number;
  /** React and ReactDOM (the page script's react chunk), once an island needs them. */
  react: number;
  foreign: string[];
}

/** Brings every island on the page into view, one after another, and waits until React has hydrated each. */
async function hydrateEveryIsland(page: Page): Promise<void> {
  const islands = page.locator("[data-island]");
  const count = await islands.count();
  expect(count, "islands on the page").toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i);
    await island.evaluate((element) => {
      (element.firstElementChild ?? element).scrollIntoView({ block: "center", behavior: "instant" });
    });
    // A busy machine can take a while to fetch and run an island's code.
    await expect(island).toHaveAttribute("data-hydrated", "", { timeout: 30_000 });
  }
}

/**
 * A tab that loads pages as a first visit does: the browser's cache is off (DevTools' "Disable cache"), so every
 * script and stylesheet comes from the server, and the page is weighed as a browser without invoker commands sees
 * it. One tab loads many pages: a fresh context for each cost a renderer process a page.
 */
async function firstVisitTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    delete (HTMLButtonElement.prototype as { command?: unknown }).command;
  });
  const devtools = await context.newCDPSession(page);
  await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
  return page;
}

async function measureLoad(page: Page, path: string, hydrateIslands = false): Promise<FirstLoad> {
  /** Every script and stylesheet the page fetched, by address. */
  const fetched = new Map<string, string>();
  const foreign: string[] = [];
  const onRequest = (request: Request) => {
    const url = request.url();
    if (!url.startsWith("data:") && new URL(url).origin !== baseURL) foreign.push(`${request.resourceType()} ${url}`);
  };
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    if (!hydrateIslands && loadedWhenIdle(new URL(response.url()).pathname)) return;
    fetched.set(response.url(), type);
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  try {
    await page.goto(path);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    // Hydrated islands have all their code; waiting for a quiet network instead would also wait for the
    // carousel's videos, which stream while it is on screen.
    if (hydrateIslands) {
      await hydrateEveryIsland(page);
      await page.locator(`html[${measuringHook.name}]`).waitFor({ state: "attached" });
    } else {
      await page.waitForLoadState("networkidle");
    }
  } finally {
    page.off("request", onRequest);
    page.off("response", onResponse);
  }
  // The browser tells what it fetched; the bytes are asked of the server again, here. Read back from the browser
  // (DevTools' response bodies), a file was once gone from its buffer on a busy machine, failing the run.
  const gzipped = new Map<string, { type: string; bytes: number }>();
  for (const [url, type] of fetched) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    gzipped.set(new URL(url).pathname, { type, bytes: gzipSync(await response.body()).length });
  }
  const sum = (files: Iterable<{ bytes: number }>) => [...files].reduce((total, file) => total + file.bytes, 0);
  const all = [...gzipped.values()];
  return {
    js: sum(all.filter((file) => file.type === "script")),
    css: sum(all.filter((file) => file.type === "stylesheet")),
    react: sum([...gzipped].filter(([path]) => path.startsWith("/assets/page-react-")).map(([, file]) => file)),
    foreign,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test.describe("size budget", () => {
  // One worker measures every page once, in order; each check below reads those figures.
  test.describe.configure({ mode: "default" });
  const loads = new Map<string, FirstLoad>();
  let homeHydrated: FirstLoad | undefined;
  let spanishHomeHydrated: FirstLoad | undefined;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL });
    const queue = [...pages];
    // Three tabs, each loading the next page in the queue.
    const measureNext = async (tab: Page): Promise<void> => {
      const path = queue.shift();
      if (path === undefined) return;
      loads.set(path, await measureLoad(tab, path));
      return measureNext(tab);
    };
    const tabs = await Promise.all([0, 1, 2].map(() => firstVisitTab(context)));
    await Promise.all(tabs.map(measureNext));
    const [tab = await firstVisitTab(context)] = tabs;
    homeHydrated = await measureLoad(tab, HOME, true);
    spanishHomeHydrated = await measureLoad(tab, SPANISH_HOME, true);
    await context.close();
    const report = (label: string, load: FirstLoad) => {
      console.log(`${label}: JS ${kb(load.js)} (React ${kb(load.react)}), CSS ${kb(load.css)}, gzip`);
    };
    for (const path of pages) {
      const load = loads.get(path);
      if (load) report(`first load ${path}`, load);
    }
    report(`${HOME} with every island hydrated`, homeHydrated);
    report(`${SPANISH_HOME} with every island hydrated`, spanishHomeHydrated);
  });

  // One check over every page rather than a test a page: a test costs a browser context of its own, and a soft
  // expectation a page still names each page that fails.
  test(`every page: CSS within ${budget.css / KB} KB, nothing from another origin`, () => {
    for (const path of pages) {
      const load = loads.get(path);
      if (!load) throw new Error(`${path} was not measured`);
      expect.soft(load.foreign, `${path}: requests to other origins on first load`).toEqual([]);
      expect.soft(load.css, `${path}: CSS bytes, gzip`).toBeLessThanOrEqual(budget.css);
    }
  });

  test(`every page: JavaScript within ${budget.firstLoad / KB} KB on first load, no React`, () => {
    for (const path of pages) {
      const load = loads.get(path);
      if (!load) throw new Error(`${path} was not measured`);
      expect.soft(load.js, `${path}: JavaScript bytes, gzip`).toBeLessThanOrEqual(budget.firstLoad);
      expect.soft(load.react, `${path}: React bytes before any island is on screen`).toBe(0);
    }
  });

  test(`every Spanish page's JavaScript is its English twin's, within ${budget.twin / KB} KB, on first load and hydrated`, () => {
    const pairs: [string, FirstLoad | undefined, FirstLoad | undefined][] = englishPages.map((path, index) => [
      path,
      loads.get(path),
      loads.get(spanishPages[index] ?? ""),
    ]);
    for (const [english, spanish] of insightTwins) pairs.push([english, loads.get(english), loads.get(spanish)]);
    pairs.push(["/no/such/page", loads.get("/no/such/page"), loads.get("/es/no-existe")]);
    pairs.push([`${HOME} hydrated`, homeHydrated, spanishHomeHydrated]);
    for (const [path, english, spanish] of pairs) {
      if (!english || !spanish) throw new Error(`${path} was not measured in both languages`);
      expect(
        Math.abs(spanish.js - english.js),
        `${path}: Spanish ${spanish.js} B, English ${english.js} B`,
      ).toBeLessThanOrEqual(budget.twin);
    }
  });

  test(`${HOME} with every island hydrated: JavaScript within ${budget.homeHydrated / KB} KB, React included`, () => {
    if (!homeHydrated) throw new Error(`${HOME} was not measured with its islands`);
    expect(homeHydrated.react, "React bytes once an island hydrates").toBeGreaterThan(0);
    expect(homeHydrated.foreign, "requests to other origins").toEqual([]);
    expect(homeHydrated.js, "JavaScript bytes, gzip").toBeLessThanOrEqual(budget.homeHydrated);
  });
});
