import { tooltipHook, truncatedLabelHook } from "~/lib/document/page-hooks";

/**
 * A one-line label that is cut short with an ellipsis when it does not fit, and shows in full in a tooltip
 * (behaviours/truncated-labels.ts opens and closes it). The label is a button, so keyboard users reach it as
 * pointer users do; it holds the full text, so assistive technology reads it whole, and the tooltip is hidden
 * from it.
 */
export function TruncatedLabel({ text, className = "" }: { text: string; className?: string }) {
  return (
    <span className="relative block">
      <button
        type="button"
        {...truncatedLabelHook.attr()}
        className={`block w-full cursor-default truncate rounded-sm text-left ${className}`}
      >
        {text}
      </button>
      <span
        {...tooltipHook.attr()}
        aria-hidden="true"
        hidden
        className="absolute bottom-full left-0 z-10 mb-2 w-max max-w-[18rem] rounded-lg border border-white/15 bg-ink px-3 py-1.5 text-sm text-white shadow-xl shadow-black/40"
      >
        {text}
      </span>
    </span>
  );
}
