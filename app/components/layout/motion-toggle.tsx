import { motionToggleHook } from "~/lib/document/page-hooks";
import { useSiteText } from "./site-text";

/**
 * The site's one visible pause/play control for everything that moves (carousel, rotations, strips, particles),
 * on the pages where something does. behaviours/motion.ts flips it and keeps `aria-pressed` true while paused;
 * which icon and label show follows `<html data-motion>` in CSS, so the button needs no script of its own to
 * render. The server renders it paused, as the page starts.
 */
export function MotionToggle() {
  const { text } = useSiteText();
  return (
    <button
      type="button"
      {...motionToggleHook.attr()}
      aria-pressed="true"
      className="flex cursor-pointer items-center gap-2 rounded-full border border-white/20 px-3 py-2 text-sm text-white hover:border-violet-300"
    >
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
        <path className="motion-playing:hidden" d="M2 1l9 5-9 5z" fill="currentColor" />
        <path className="motion-paused:hidden" d="M2 1h3v10H2zM7 1h3v10H7z" fill="currentColor" />
      </svg>
      <span className="sr-only sm:not-sr-only">
        <span className="motion-playing:hidden">{text.header.playMotion}</span>
        <span className="motion-paused:hidden">{text.header.pauseMotion}</span>
      </span>
    </button>
  );
}
