import { mountFramesIn, unmountFramesIn } from "./lazy-frames";
import { focusWrapHook, frameSrcHook } from "~/lib/document/page-hooks";

const focusable = `a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]):not(${focusWrapHook.selector})`;

/** The focusable elements of a dialog that are on screen, in order. */
function focusableIn(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.getClientRects().length > 0);
}

/**
 * Key presses inside a frame never reach this document, so Tab from the last element of a dialog that ends
 * with a frame would carry focus out of the page. A focusable stop placed after the frame catches it and sends
 * focus back to the dialog's first element. It goes inside the frame's slot, which React never reconciles.
 */
function addFocusWrapAfterFrames(dialog: HTMLDialogElement): void {
  for (const frame of dialog.querySelectorAll(`${frameSrcHook.selector} > iframe`)) {
    if (frame.nextElementSibling?.matches(focusWrapHook.selector)) continue;
    const stop = document.createElement("span");
    stop.tabIndex = 0;
    stop.setAttribute(focusWrapHook.name, "");
    frame.parentElement?.appendChild(stop);
  }
}

/** The modal dialog on top, if one is open. */
function topDialog(): HTMLDialogElement | null {
  const open = document.querySelectorAll<HTMLDialogElement>("dialog[open]");
  for (let i = open.length - 1; i >= 0; i--) {
    const dialog = open[i];
    if (dialog?.matches(":modal")) return dialog;
  }
  return null;
}

/**
 * A modal `<dialog>` already gives Escape, the inert page behind it and focus returned to its opener on close,
 * and invoker commands (`command="show-modal"`/`"close"` with `commandfor`) open and close it without script.
 * What the platform leaves out is added here, once for every dialog of the site:
 * - Tab and Shift+Tab wrap inside the dialog instead of leaving for the browser's own controls (WCAG 2.4.3);
 * - a dialog's frame slots are filled when it opens, never before, and emptied when it closes;
 * - following a link inside a dialog closes it (the menu's Contact entry scrolls the page behind it).
 */
export function startModalDialogs(): void {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const dialog = topDialog();
    if (!dialog) return;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const outside = !active || !dialog.contains(active);
    if (event.shiftKey && (outside || active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (outside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  });

  // Neither event bubbles: listen in the capture phase to hear every dialog. `command` comes first, from the
  // button that opens it (natively or through the polyfill); `toggle` covers a dialog opened any other way.
  const fillWhenOpened = (event: Event) => {
    if (!(event.target instanceof HTMLDialogElement)) return;
    const command = (event as Event & { command?: string }).command;
    if (event.type === "toggle" ? event.target.open : command === "show-modal") {
      mountFramesIn(event.target);
      addFocusWrapAfterFrames(event.target);
    }
  };
  document.addEventListener("command", fillWhenOpened, true);
  document.addEventListener("toggle", fillWhenOpened, true);
  document.addEventListener(
    "close",
    (event) => {
      if (event.target instanceof HTMLDialogElement) unmountFramesIn(event.target);
    },
    true,
  );

  document.addEventListener("focusin", (event) => {
    if (!(event.target instanceof HTMLElement) || !event.target.matches(focusWrapHook.selector)) return;
    const dialog = event.target.closest("dialog");
    if (dialog) focusableIn(dialog)[0]?.focus();
  });

  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest("a[href]");
    const dialog = link?.closest("dialog[open]");
    if (dialog instanceof HTMLDialogElement) dialog.close();
  });
}
