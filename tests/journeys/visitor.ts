// What a journey may do in a browser, whatever the engine behind it: load a page, look at it through scripts that
// run in the page, click, press keys and type with the engine's own input, and read back the errors the page
// reported. Firefox is driven by puppeteer-core over WebDriver BiDi and WebKit by a WebDriver client
// (tests/e2e/engines/); each adapter implements this and nothing more, so a journey written against it runs the
// same in both. Chromium runs no journey: its own suite checks the same behaviours with Playwright.

type Engine = "firefox" | "webkit";

/** The keys journeys press: what a keyboard visitor uses to move through dialogs and forms. */
export type Key = "Tab" | "Shift+Tab" | "Escape" | "Enter" | "Backspace";

/** Text matched exactly (after whitespace is collapsed), or a pattern in a form that crosses into the page. */
export type NameMatch = string | { pattern: string; flags: string };

/**
 * An element as a visitor or assistive technology finds it: by role and accessible name, optionally inside
 * another element; or, for the few things with no role of their own (a section anchor, a decorative bar), by a
 * CSS selector. Targets are plain data, so they cross into the page unchanged.
 */
export interface Target {
  role?: string;
  name?: NameMatch;
  /** A CSS selector, used instead of role and name. */
  css?: string;
  within?: Target;
}

export interface Visitor {
  readonly engine: Engine;
  /** Loads a path of the site, as typing it into the address bar would, and returns once the load event fired. */
  goto(path: string): Promise<void>;
  /** Reloads the page, as the browser's reload button would, and returns once the load event fired. */
  reload(): Promise<void>;
  /**
   * Runs a self-contained function in the page (it sees none of the test's variables: pass them as arguments) and
   * returns its JSON-serialisable result; a returned promise is awaited.
   */
  run<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Clicks the first visible element the target names, with the engine's own pointer input. */
  click(target: Target): Promise<void>;
  /** Presses a key, or Shift with a key, on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Types text, key by key, into whatever has focus. */
  type(text: string): Promise<void>;
  /**
   * Every console error, uncaught error and Content-Security-Policy violation the pages reported since the
   * visitor started, oldest first.
   */
  errors(): Promise<string[]>;
  /**
   * Sends every later request as coming from this client address (the header Cloudflare's edge sets), so the
   * contact form's per-client limit counts this visitor alone. Engines whose driver cannot add a header leave it
   * out, and their requests share one address.
   */
  useClientAddress?(address: string): Promise<void>;
}
