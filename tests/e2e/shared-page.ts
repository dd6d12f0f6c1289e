import type { EventEmitter } from "node:events";
import type { Browser, BrowserContext, CDPSession, Disposable, Page, ViewportSize } from "@playwright/test";

/**
 * One browser context and page a test worker, handed from test to test and reset in between
 * (tests/e2e/fixtures.ts, `shareContext`).
 *
 * Why not Playwright's own `reuseContext`: its reset takes the page to about:blank and back to each origin the
 * test visited, and in Chromium each of those navigations starts a renderer process of its own, which then
 * parses, decodes and compiles everything again. That came to about a core-second a test on two busy cores,
 * more than many tests' own work. This reset keeps the page on the site's origin: it clears what a test can
 * leave behind there, and the renderer, warm, serves the next test.
 *
 * What a test can leave, and what undoes it:
 * - init scripts (page's or context's): each is recorded as it is added and disposed of;
 * - routes: removed; listeners added to the page or the context: removed;
 * - pages it opened: closed; viewport and emulated media: set back to the context's options;
 * - cookies, permissions, extra headers: cleared;
 * - the HTTP cache: kept, so the next test's pages load their styles, scripts and pictures from it, as a visitor's
 *   second page does (about 0.14 CPU-seconds a test less); a test about a first visit clears it before it starts
 *   (`clearCache`, the fixtures' `coldCache`);
 * - the document and its storage: the page goes to a plain resource of the site (`blankURL`), where local and
 *   session storage are cleared.
 * A fake clock and the network's state are not undone: the fixtures refuse them in a shared context.
 */
/**
 * A plain resource of the site, with no page script, where a page waits between tests: on the site's origin, so its
 * storage can be cleared there and the renderer stays (the WebKit journeys clear theirs there too).
 */
export const parkingPath = "/robots.txt";

export interface SharedPage {
  context: BrowserContext;
  /** Empties the browser's HTTP cache, for a test whose pages must load as on a first visit. */
  clearCache(): Promise<void>;
  reset(): Promise<void>;
}

interface Shape {
  /** The context's options, serialized: a test with other options gets a context of its own. */
  key: string;
  /** A same-origin address with no page script, where the page waits between tests. */
  blankURL: string;
  viewport: ViewportSize | null;
  media: Parameters<Page["emulateMedia"]>[0];
}

interface Shared {
  key: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  added: Disposable[];
  listenersAtStart: Map<Emitter, Map<string | symbol, unknown[]>>;
}

/** What Playwright's client objects implement of Node's EventEmitter, though their types leave it out. */
type Emitter = Pick<EventEmitter, "eventNames" | "rawListeners" | "off">;
const asEmitter = (target: Page | BrowserContext) => target as unknown as Emitter;

/** The worker's shared page: one test at a time runs in a worker process. */
let current: Shared | undefined;

function listenersOf(emitter: Emitter) {
  return new Map(emitter.eventNames().map((name) => [name, emitter.rawListeners(name)]));
}

/** Records every init script added through `target`, so that the reset can take it away. */
function recordInitScripts(target: Page | BrowserContext, added: Disposable[]) {
  const addInitScript = target.addInitScript.bind(target) as (...args: unknown[]) => Promise<Disposable>;
  Object.assign(target, {
    addInitScript: async (...args: unknown[]) => {
      const disposable = await addInitScript(...args);
      added.push(disposable);
      return disposable;
    },
  });
}

async function open(browser: Browser, key: string): Promise<Shared> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const added: Disposable[] = [];
  recordInitScripts(context, added);
  recordInitScripts(page, added);
  return {
    key,
    browser,
    context,
    page,
    cdp: await context.newCDPSession(page),
    added,
    listenersAtStart: new Map([page, context].map((target) => [asEmitter(target), listenersOf(asEmitter(target))])),
  };
}

async function reset(shared: Shared, { blankURL, viewport, media }: Shape): Promise<void> {
  const { context, page } = shared;
  await Promise.all(shared.added.splice(0).map((disposable) => disposable.dispose()));
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  for (const [emitter, atStart] of shared.listenersAtStart) {
    for (const name of emitter.eventNames()) {
      const kept = atStart.get(name) ?? [];
      for (const listener of emitter.rawListeners(name)) {
        if (!kept.includes(listener)) emitter.off(name, listener as (...args: unknown[]) => void);
      }
    }
  }
  for (const other of context.pages()) if (other !== page) await other.close();
  await context.clearCookies();
  await context.clearPermissions();
  await context.setExtraHTTPHeaders({});
  await page.setExtraHTTPHeaders({});
  await page.goto(blankURL);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) {
    await page.setViewportSize(viewport);
  }
  await page.emulateMedia({
    media: null,
    colorScheme: media?.colorScheme ?? null,
    reducedMotion: media?.reducedMotion ?? null,
    forcedColors: null,
    contrast: null,
  });
}

/** The worker's shared context for a test of this shape: the one kept from the test before, or a new one. */
export async function sharedPage(browser: Browser, shape: Shape): Promise<SharedPage> {
  if (current && (current.key !== shape.key || current.browser !== browser || current.page.isClosed())) {
    await current.context.close().catch(() => undefined);
    current = undefined;
  }
  current ??= await open(browser, shape.key);
  const shared = current;
  return {
    context: shared.context,
    clearCache: async () => {
      await shared.cdp.send("Network.clearBrowserCache");
    },
    reset: async () => {
      try {
        await reset(shared, shape);
      } catch (error) {
        // A reset that fails leaves nothing to hand on: the next test starts a new context.
        if (current === shared) current = undefined;
        await shared.context.close().catch(() => undefined);
        throw error;
      }
    },
  };
}
