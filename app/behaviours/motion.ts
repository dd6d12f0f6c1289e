import { motionHook, motionToggleHook } from "~/lib/document/page-hooks";
import { readChoice, rememberChoice } from "~/lib/document/stored-choice";

/**
 * The site's one switch for everything that moves by itself (WCAG 2.2.2), kept on the document rather than in a
 * module's memory: `<html data-motion="paused|playing">`. CSS animations read the attribute, the framework-free
 * behaviours and the home page's React sections subscribe to the change event, and every copy of this module
 * (the static pages' script and the home page's bundle) agrees because none of them holds state of its own.
 *
 * The server renders `paused` (no motion, full text) since it cannot know the visitor's preference; the page
 * starts motion when the visitor neither prefers reduced motion nor chose to pause before. An explicit choice is
 * remembered in localStorage and wins over the preference.
 */

/** Where the visitor's choice is kept (localStorage): "paused" or "playing". */
export const MOTION_STORAGE_KEY = "motion";
const CHANGE_EVENT = "motionchange";

export function motionPaused(): boolean {
  return motionHook.read(document.documentElement) !== "playing";
}

export function setMotionPaused(paused: boolean, { remember = true } = {}): void {
  document.documentElement.setAttribute(motionHook.name, paused ? "paused" : "playing");
  if (remember) rememberChoice(MOTION_STORAGE_KEY, paused ? "paused" : "playing");
  for (const toggle of document.querySelectorAll(motionToggleHook.selector))
    toggle.setAttribute("aria-pressed", String(paused));
  document.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `listener` whenever motion is paused or played; returns the unsubscribe function. */
export function onMotionChange(listener: () => void): () => void {
  document.addEventListener(CHANGE_EVENT, listener);
  return () => {
    document.removeEventListener(CHANGE_EVENT, listener);
  };
}

function flipOnToggle(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest(motionToggleHook.selector))
    setMotionPaused(!motionPaused());
}

/** Applies the visitor's choice or preference, and makes every `[data-motion-toggle]` button flip it. */
export function startMotion(): void {
  const stored = readChoice(MOTION_STORAGE_KEY);
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  setMotionPaused(stored ? stored === "paused" : reduced, { remember: false });
  // The same listener added twice is added once.
  document.addEventListener("click", flipOnToggle);
}
