// Spec section 9: the fixed header covers 80px; the expertise section sits a further 40px lower;
// arrival scrolling waits 80 ms so the page has laid out.
export const SECTION_OFFSET_PX = 80;
export const EXPERTISE_EXTRA_OFFSET_PX = 40;
export const ARRIVAL_DELAY_MS = 80;

/** Session-storage flags that carry a scroll request across a navigation to the home page (spec section 2). */
export const FORCE_HOME_TOP_KEY = "forceHomeTop";
export const TARGET_SECTION_KEY = "targetSection";

export function sectionOffset(id: string): number {
  return SECTION_OFFSET_PX + (id === "expertise" ? EXPERTISE_EXTRA_OFFSET_PX : 0);
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function behavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: behavior() });
}

/** Scrolls so the section's top sits its offset below the viewport's top. Returns false if there is no such section. */
export function scrollToSection(id: string): boolean {
  if (id === "home") {
    scrollToTop();
    return true;
  }
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - sectionOffset(id);
  window.scrollTo({ top: Math.max(0, top), behavior: behavior() });
  return true;
}
