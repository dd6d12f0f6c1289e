import { useState } from "react";
import { Link } from "react-router";
import type { Destination } from "~/content/home/destinations";
import { ROTATION_INTERVAL_MS } from "~/lib/motion-timings";
import { useRotatingIndex } from "~/lib/use-rotating-index";

/**
 * The hero's rotating name box (spec section 2, design.md section 3): the current destination's label as a link
 * to it, changing every 2000 ms. It holds still under the pointer or keyboard focus, so a visitor never follows a
 * link that changed as they reached it. The box is as wide as the longest label, so it never shifts the layout.
 */
export function RotatingDestination({ lead, destinations }: { lead: string; destinations: readonly Destination[] }) {
  const [held, setHeld] = useState(false);
  const index = useRotatingIndex(destinations.length, ROTATION_INTERVAL_MS, held);
  const current = destinations[index];
  if (!current) return null;
  return (
    <p className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-3 text-lg text-slate-300 sm:text-xl">
      <span>{lead}</span>
      <span
        className="inline-grid"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        {destinations.map((destination) => (
          <span key={destination.path} aria-hidden="true" className={`invisible ${boxClass}`}>
            {destination.label}
            <Arrow />
          </span>
        ))}
        <Link
          key={current.path}
          to={current.path}
          // The /assets/... paths are redirects the Worker answers, not routes of the app: load them as documents.
          reloadDocument={current.path.startsWith("/assets/")}
          className={`rise-in ${boxClass} border-violet-300/40 bg-violet-400/10 text-white shadow-[0_0_40px_-12px] shadow-violet-400/60 hover:border-violet-200 hover:bg-violet-400/20`}
        >
          {current.label}
          <Arrow />
        </Link>
      </span>
    </p>
  );
}

const boxClass =
  "col-start-1 row-start-1 inline-flex items-center justify-between gap-3 rounded-full border px-5 py-2.5 font-medium";

function Arrow() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="shrink-0">
      <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
