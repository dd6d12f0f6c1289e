import { useMotion } from "./motion-provider";

/** The site's one visible pause/play control for all motion (carousel, rotations, strips, particles). */
export function MotionToggle() {
  const { paused, setPaused } = useMotion();
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={() => setPaused(!paused)}
      className="flex cursor-pointer items-center gap-2 rounded-full border border-white/20 px-3 py-2 text-sm text-white hover:border-violet-300"
    >
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
        {paused ? <path d="M2 1l9 5-9 5z" fill="currentColor" /> : <path d="M2 1h3v10H2zM7 1h3v10H7z" fill="currentColor" />}
      </svg>
      <span className="sr-only sm:not-sr-only">{paused ? "Play motion" : "Pause motion"}</span>
    </button>
  );
}
