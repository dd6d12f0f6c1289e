import { frameAllowHook, frameSrcHook, frameTitleHook } from "~/lib/document/page-hooks";

/**
 * Third-party frames that cost nothing until the visitor asks for them. The server renders an empty slot that
 * names the frame (`data-frame-src`, `data-frame-title`, optionally `data-frame-allow`, the iframe's allow list); `mountFrame` creates the
 * iframe inside it when its dialog opens or its play button is pressed. Before that no request leaves the site.
 *
 * Slots are rendered with empty inner HTML set by React (dangerouslySetInnerHTML), so inside an island React
 * never reconciles their children and a frame added before or after hydration stays put.
 */
export function mountFrame(slot: HTMLElement): HTMLIFrameElement | null {
  const src = frameSrcHook.read(slot);
  if (!src) return null;
  const existing = slot.querySelector("iframe");
  if (existing) return existing;
  const frame = document.createElement("iframe");
  frame.src = src;
  frame.title = frameTitleHook.read(slot) ?? "";
  // The allow list grants full screen where it names it; `allowfullscreen` beside it would only draw a warning.
  const allow = frameAllowHook.read(slot);
  if (allow) frame.allow = allow;
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  frame.className = "block h-full w-full border-0";
  slot.appendChild(frame);
  return frame;
}

export function mountFramesIn(container: Element): void {
  for (const slot of container.querySelectorAll<HTMLElement>(frameSrcHook.selector)) mountFrame(slot);
}

/** Takes the frames out again (a closed dialog's third-party page stops, and loads afresh when it reopens). */
export function unmountFramesIn(container: Element): void {
  for (const slot of container.querySelectorAll(frameSrcHook.selector)) slot.replaceChildren();
}
