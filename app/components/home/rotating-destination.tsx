import { Rotator } from "~/components/ui/rotator";
import type { Destination } from "~/content/navigation";

/**
 * The hero's rotating name box: the current destination's label as a link to it, changing every 2000 ms, held
 * still under the pointer or keyboard focus. Only the current link is visible and reachable.
 */
export function RotatingDestination({ lead, destinations }: { lead: string; destinations: readonly Destination[] }) {
  return (
    <p className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-3 text-lg text-slate-300 sm:text-xl">
      <span>{lead}</span>
      <Rotator
        items={destinations}
        keyOf={(destination) => destination.path}
        className="inline-grid"
        renderItem={(destination, attributes) => (
          <a
            href={destination.path}
            {...attributes}
            className="col-start-1 row-start-1 inline-flex items-center justify-between gap-3 rounded-full border border-violet-300/40 bg-violet-400/10 px-5 py-2.5 font-medium text-white shadow-[0_0_40px_-12px] shadow-violet-400/60 hover:border-violet-200 hover:bg-violet-400/20"
          >
            {destination.label}
            <Arrow />
          </a>
        )}
      />
    </p>
  );
}

function Arrow() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="shrink-0">
      <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
