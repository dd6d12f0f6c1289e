import { expect } from "@playwright/test";
import { hydratedIslandOf } from "../e2e/fixtures";
import { type TargetState, targetInPage } from "./target-in-page";
import type { Key, NameMatch, Target, Visitor } from "./visitor";

// The steps journeys are written in: what a visitor does and sees, on top of the few primitives an engine
// adapter provides. Waiting is always "until it is so, within a bound": the engines render at their own pace.

/** Polling a page through WebDriver costs a round trip: look often at first, then less. */
const intervals = [50, 100, 200];

/** How long a whole page load may take: an engine driven through WebDriver on a busy machine is slow to navigate. */
const pageLoadBound = 15_000;

/**
 * Waits until the page is ready for a visitor: loaded, and its script (where it has one) running. This is the one
 * place that knows the page's readiness marker.
 */
export async function untilReady(visitor: Visitor): Promise<void> {
  await expect
    .poll(
      () =>
        visitor.run(() => document.readyState === "complete" && document.documentElement.hasAttribute("data-ready")),
      {
        message: "the page became ready",
        timeout: pageLoadBound,
        intervals,
      },
    )
    .toBe(true);
}

/**
 * Brings a home-page section on screen and waits until it is interactive: its island's code is fetched only when
 * it comes into view, and the island then carries `data-hydrated`.
 */
export async function scrolledToSection(visitor: Visitor, id: string): Promise<void> {
  await visitor.run(
    (sectionId: string) => document.getElementById(sectionId)?.scrollIntoView({ block: "center", behavior: "instant" }),
    id,
  );
  await expect
    .poll(() => visitor.run((selector: string) => document.querySelector(selector) !== null, hydratedIslandOf(id)), {
      message: `the #${id} section became interactive`,
      timeout: 10_000,
      intervals,
    })
    .toBe(true);
}

/** Loads a path and waits until the page is ready. */
export async function visit(visitor: Visitor, path: string): Promise<void> {
  await visitor.goto(path);
  await untilReady(visitor);
}

/** A name pattern, in the form that crosses into the page. */
const matching = (pattern: RegExp): NameMatch => ({ pattern: pattern.source, flags: pattern.flags });

export const byRole = (role: string, name?: string | RegExp, within?: Target): Target => ({
  role,
  ...(name === undefined ? {} : { name: name instanceof RegExp ? matching(name) : name }),
  ...(within ? { within } : {}),
});

export const byCss = (css: string, within?: Target): Target => ({ css, ...(within ? { within } : {}) });

export function look(visitor: Visitor, target: Target): Promise<TargetState> {
  return visitor.run(targetInPage, target, "describe") as Promise<TargetState>;
}

/** Waits until what `read` returns passes `check`, and returns it. */
export async function eventually<T>(
  description: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeout = 5_000,
): Promise<T> {
  let last: T | undefined;
  await expect
    .poll(
      async () => {
        last = await read();
        return check(last);
      },
      { message: description, timeout, intervals },
    )
    .toBe(true);
  return last as T;
}

/** Waits until the target is visible, and returns its state. */
export function seen(
  visitor: Visitor,
  target: Target,
  description = `${describeTarget(target)} is visible`,
  timeout = 5_000,
) {
  return eventually(
    description,
    () => look(visitor, target),
    (state) => state.visible,
    timeout,
  );
}

/** Waits until nothing visible matches the target. */
export async function gone(
  visitor: Visitor,
  target: Target,
  description = `${describeTarget(target)} is hidden`,
): Promise<void> {
  await eventually(
    description,
    () => look(visitor, target),
    (state) => state.count === 0,
  );
}

export async function clickOn(visitor: Visitor, target: Target): Promise<void> {
  await seen(visitor, target);
  await visitor.click(target);
}

/** Moves keyboard focus to the target, as a keyboard visitor who tabbed to it would find it. */
export async function focusOn(visitor: Visitor, target: Target): Promise<void> {
  await seen(visitor, target);
  expect(await visitor.run(targetInPage, target, "focus"), `${describeTarget(target)} takes focus`).toBe(true);
}

/** Replaces a text field's content by typing, as a visitor who selected it and typed would. */
export async function fillIn(visitor: Visitor, target: Target, text: string): Promise<void> {
  await seen(visitor, target);
  expect(await visitor.run(targetInPage, target, "select"), `${describeTarget(target)} takes focus`).toBe(true);
  if (text === "") await visitor.press("Backspace");
  else await visitor.type(text);
  await eventually(
    `${describeTarget(target)} holds what was typed`,
    () => look(visitor, target),
    (state) => state.value === text,
  );
}

export async function press(visitor: Visitor, ...keys: Key[]): Promise<void> {
  for (const key of keys) await visitor.press(key);
}

/** The current address, as the visitor's address bar shows it. */
export function location(visitor: Visitor): Promise<{ pathname: string; hash: string }> {
  return visitor.run(() => ({ pathname: window.location.pathname, hash: window.location.hash }));
}

/** Waits until a navigation (a click on a link) has reached an address that passes `check`. */
export function arrived(
  visitor: Visitor,
  description: string,
  check: (at: { pathname: string; hash: string }) => boolean,
): Promise<{ pathname: string; hash: string }> {
  return eventually(description, () => location(visitor), check, pageLoadBound);
}

export function scrollTop(visitor: Visitor): Promise<number> {
  return visitor.run(() => window.scrollY);
}

/** Waits for the element's distance from the top of the viewport to settle (smooth scrolling ends), and returns it. */
export async function settledTop(
  visitor: Visitor,
  target: Target,
  expected: number,
  tolerance: number,
): Promise<number> {
  let previous = Number.NaN;
  const top = await eventually(
    `${describeTarget(target)} settles ${expected}px (±${tolerance}) below the top of the viewport`,
    async () => {
      const now = (await look(visitor, target)).top;
      const stable = Math.abs(now - previous) < 0.5;
      previous = now;
      return { now, stable };
    },
    ({ now, stable }) => stable && Math.abs(now - expected) <= tolerance,
    8_000,
  );
  return top.now;
}

/** The document's HTTP status, as the page itself can learn it. */
export function documentStatus(visitor: Visitor): Promise<number> {
  return visitor.run(async () => {
    const [navigation] = performance.getEntriesByType("navigation") as (PerformanceEntry & {
      responseStatus?: number;
    })[];
    if (navigation?.responseStatus) return navigation.responseStatus;
    // Engines without Navigation Timing's responseStatus: ask the server for the same address again.
    return (await fetch(window.location.href, { cache: "no-store" })).status;
  });
}

/** Resolves after a stretch of real time (WebDriver has no fake clock to run forward). */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function describeTarget(target: Target): string {
  const self =
    target.css ??
    `${target.role}${target.name === undefined ? "" : ` "${typeof target.name === "string" ? target.name : `/${target.name.pattern}/`}"`}`;
  return target.within ? `${self} in ${describeTarget(target.within)}` : self;
}
