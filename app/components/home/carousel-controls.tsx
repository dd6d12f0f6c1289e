import type { Ref } from "react";
import type { InterfaceText } from "~/content/interface-schema";

const controlClass =
  "grid size-11 cursor-pointer place-items-center rounded-full border border-white/15 bg-white/5 text-white transition-colors hover:border-violet-200 hover:bg-white/10";

interface CarouselControlsProps {
  text: InterfaceText["carousel"];
  /** Whether the slides advance by themselves: the rotation button then offers to stop them. */
  rotating: boolean;
  onToggleRotation: () => void;
  onPrevious: () => void;
  onNext: () => void;
  rotationRef: Ref<HTMLButtonElement>;
}

/** The carousel's rotation, previous and next buttons, first in tab order as the W3C carousel pattern has them. */
export function CarouselControls({
  text,
  rotating,
  onToggleRotation,
  onPrevious,
  onNext,
  rotationRef,
}: CarouselControlsProps) {
  return (
    <div className="flex items-center gap-2">
      <button
        ref={rotationRef}
        type="button"
        aria-label={rotating ? text.stop : text.start}
        onClick={onToggleRotation}
        className={controlClass}
      >
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
          {rotating ? (
            <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
          ) : (
            <path d="M3.5 1.5 12 7l-8.5 5.5z" fill="currentColor" />
          )}
        </svg>
      </button>
      <button
        type="button"
        aria-label={text.previous}
        aria-controls="carousel-slides"
        onClick={onPrevious}
        className={controlClass}
      >
        <Chevron direction="left" />
      </button>
      <button
        type="button"
        aria-label={text.next}
        aria-controls="carousel-slides"
        onClick={onNext}
        className={controlClass}
      >
        <Chevron direction="right" />
      </button>
    </div>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
      <path
        d={direction === "left" ? "M10 3 5 8l5 5" : "M6 3l5 5-5 5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
