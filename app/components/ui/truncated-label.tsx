import { useEffect, useRef, useState } from "react";
import { tooltipOpenDelay } from "~/lib/motion/tooltip-delay";

/** When any label's tooltip last closed: the next one opens at once if the visitor is moving between labels. */
let lastClosedAt: number | null = null;

/**
 * A one-line label that is cut short with an ellipsis when it does not fit, and shows in full in a tooltip: on
 * hover after the open delay (700 ms; none within 300 ms of another closing), at once on keyboard focus or a
 * tap. Escape hides it (WCAG 1.4.13). The label is a button, so keyboard users reach it as pointer users do; it
 * holds the full text, so assistive technology reads it whole, and the tooltip is hidden from it.
 */
export function TruncatedLabel({ text, className = "" }: { text: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    if (delay === 0) setOpen(true);
    else
      timer.current = window.setTimeout(() => {
        setOpen(true);
      }, delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  return (
    <span className="relative block">
      <button
        type="button"
        className={`block w-full cursor-default truncate rounded-sm text-left ${className}`}
        onPointerEnter={(event) => {
          if (event.pointerType !== "touch") show(tooltipOpenDelay(Date.now(), lastClosedAt));
        }}
        onPointerLeave={(event) => {
          if (event.pointerType !== "touch") hide();
        }}
        // Touch screens have no hover: a tap shows it, and it hides when focus moves on.
        onClick={() => {
          show(0);
        }}
        onFocus={(event) => {
          if (event.currentTarget.matches(":focus-visible")) show(0);
        }}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === "Escape") hide();
        }}
      >
        {text}
      </button>
      <span
        data-tooltip=""
        aria-hidden="true"
        hidden={!open}
        className="absolute bottom-full left-0 z-10 mb-2 w-max max-w-[18rem] rounded-lg border border-white/15 bg-ink px-3 py-1.5 text-sm text-white shadow-xl shadow-black/40"
      >
        {text}
      </span>
    </span>
  );
}
