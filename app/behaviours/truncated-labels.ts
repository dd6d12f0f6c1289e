import { tooltipHook, truncatedLabelHook } from "~/lib/document/page-hooks";
import { tooltipOpenDelay } from "~/lib/motion/tooltip-delay";

/** When any label's tooltip last closed: the next one opens at once if the visitor is moving between labels. */
let lastClosedAt: number | null = null;

/**
 * The tooltips of labels cut short (components/ui/truncated-label.tsx): on hover after the open delay (700 ms;
 * none within 300 ms of another closing), at once on keyboard focus or a tap. Escape hides it, and so does
 * moving the pointer or focus away (WCAG 1.4.13).
 */
export function startTruncatedLabels(): void {
  for (const label of document.querySelectorAll<HTMLElement>(truncatedLabelHook.selector)) {
    const tooltip = label.parentElement?.querySelector<HTMLElement>(tooltipHook.selector);
    if (!tooltip) continue;
    let timer: number | undefined;
    const show = (delay: number) => {
      window.clearTimeout(timer);
      if (delay === 0) tooltip.hidden = false;
      else
        timer = window.setTimeout(() => {
          tooltip.hidden = false;
        }, delay);
    };
    const hide = () => {
      window.clearTimeout(timer);
      if (!tooltip.hidden) lastClosedAt = Date.now();
      tooltip.hidden = true;
    };
    label.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "touch") show(tooltipOpenDelay(Date.now(), lastClosedAt));
    });
    label.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "touch") hide();
    });
    // Touch screens have no hover: a tap shows it, and it hides when focus moves on.
    label.addEventListener("click", () => {
      show(0);
    });
    label.addEventListener("focus", () => {
      if (label.matches(":focus-visible")) show(0);
    });
    label.addEventListener("blur", hide);
    label.addEventListener("keydown", (event) => {
      if (event.key === "Escape") hide();
    });
  }
}
