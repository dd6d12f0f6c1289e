import { motionPaused } from "./motion";

/**
 * The transition between pages is CSS (app.css); CSS cannot read the motion switch of the page being left, so the
 * page skips it here when the visitor has paused motion. Reduced motion needs nothing: CSS turns transitions off.
 */
export function startPageTransitions(): void {
  window.addEventListener("pageswap", (event) => {
    if (event.viewTransition && motionPaused()) event.viewTransition.skipTransition();
  });
}
