import { scrolledHook, scrollStateHook } from "~/lib/document/page-hooks";

/** The header turns more opaque once the page has scrolled past this many pixels. */
const HEADER_SCROLLED_PX = 20;

/** Keeps `data-scrolled` on every `[data-scroll-state]` element true while the page is scrolled past the threshold. */
export function startHeaderState(): void {
  const elements = document.querySelectorAll(scrollStateHook.selector);
  if (elements.length === 0) return;
  const update = () => {
    const scrolled = String(window.scrollY > HEADER_SCROLLED_PX);
    for (const element of elements) {
      if (scrolledHook.read(element) !== scrolled) element.setAttribute(scrolledHook.name, scrolled);
    }
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}
