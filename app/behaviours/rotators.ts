import { nextIndex } from "~/lib/motion/rotation";
import { motionPaused, onMotionChange } from "./motion";
import {
  currentHook,
  rotatorDotHook,
  rotatorHook,
  rotatorIntervalHook,
  rotatorItemHook,
} from "~/lib/document/page-hooks";

/**
 * A rotator shows one of its `[data-rotator-item]` children at a time and moves to the next every
 * `data-interval` milliseconds, wrapping after the last. Items that are not current keep their place (the
 * rotator is as large as its largest item, so nothing around it moves) but are invisible and out of the
 * accessibility tree; `[data-rotator-dot]` children follow along as a position indicator.
 * It holds still while motion is paused, and while the pointer or keyboard focus is on it, so a visitor never
 * follows a link that changed as they reached it. Playing again starts a fresh interval.
 */
export function startRotator(rotator: HTMLElement): void {
  const items = [...rotator.querySelectorAll(rotatorItemHook.selector)];
  const dots = [...rotator.querySelectorAll(rotatorDotHook.selector)];
  const intervalMs = Number(rotatorIntervalHook.read(rotator));
  if (items.length < 2 || !(intervalMs > 0)) return;

  let index = Math.max(
    0,
    items.findIndex((item) => item.matches(currentHook.selector)),
  );
  let held = false;
  let timer: number | undefined;

  const show = (next: number) => {
    index = next;
    items.forEach((item, i) => item.toggleAttribute(currentHook.name, i === index));
    dots.forEach((dot, i) => dot.toggleAttribute(currentHook.name, i === index));
  };
  const update = () => {
    const running = !motionPaused() && !held;
    if (running && timer === undefined)
      timer = window.setInterval(() => {
        show(nextIndex(index, items.length));
      }, intervalMs);
    if (!running && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
  const hold = (value: boolean) => () => {
    held = value;
    update();
  };

  rotator.addEventListener("pointerenter", hold(true));
  rotator.addEventListener("pointerleave", hold(false));
  rotator.addEventListener("focusin", hold(true));
  rotator.addEventListener("focusout", hold(false));
  onMotionChange(update);
  update();
}

export function startRotators(): void {
  for (const rotator of document.querySelectorAll<HTMLElement>(rotatorHook.selector)) startRotator(rotator);
}
