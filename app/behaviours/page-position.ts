import { fullLayoutHook } from "~/lib/document/page-hooks";

/**
 * Where a page starts, and how links within the page move through it (docs/decisions/0015-page-position.md).
 * - Every page opens at its top, reload included, unless it was opened at a section's address from another page
 *   (`/#contact`): the browser's own scroll restoration would put a reloaded page back where the visitor left it.
 * - A link to the page the visitor is on (the logo and Home on the home page, Contact, the footer's sections, a
 *   legal page's contents) scrolls there smoothly (instantly for reduced motion), stopping `scroll-margin-top`
 *   short so the fixed header does not cover the section, and moves keyboard focus there as the browser would.
 *   The address stays as it is: a section in it would bring a reload back to the section, not the top.
 */
export function startPagePosition(): void {
  // The mode belongs to the history entry, so a reload of this page will not restore its position.
  history.scrollRestoration = "manual";

  document.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>("a[href]");
    if (!link || link.target || link.origin !== location.origin) return;
    if (link.pathname !== location.pathname || link.search !== location.search) return;
    const target = link.hash ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
    if (link.hash && !target) return;
    event.preventDefault();
    // After every other handler of this click: a menu the link sits in closes first, handing focus back to
    // its button, and only then does focus move on to the section.
    requestAnimationFrame(() => {
      goTo(target);
    });
  });
}

function goTo(target: HTMLElement | null): void {
  // Sections far from the viewport are not laid out (`.render-when-near`): lay them all out, so the distance to
  // glide is the real one.
  document.documentElement.setAttribute(fullLayoutHook.name, "");
  const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
  if (!target) {
    window.scrollTo({ top: 0, behavior });
    return;
  }
  target.scrollIntoView({ behavior, block: "start" });
  // A fragment link moves the keyboard's starting point to its target; a section is not focusable, so it is
  // made so for as long as it holds focus.
  if (!target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
  }
  target.focus({ preventScroll: true });
}
