import { mountFrame } from "./lazy-frames";
import { frameSrcHook, videoFacadeHook, videoPlayHook } from "~/lib/document/page-hooks";

/**
 * A video facade is our own poster with a play button (`[data-video-play]`) beside an empty frame slot, inside a
 * `[data-video-facade]` box. Pressing play puts the provider's player in the slot at the same size, hides the
 * button and moves focus to the player, so keyboard users stay where they were.
 */
export function startVideoFacades(): void {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLButtonElement>(videoPlayHook.selector);
    const slot = button?.closest(videoFacadeHook.selector)?.querySelector<HTMLElement>(frameSrcHook.selector);
    if (!button || !slot) return;
    const frame = mountFrame(slot);
    if (!frame) return;
    button.hidden = true;
    frame.focus();
  });
}
