import { currentYearHook, notFoundHook } from "~/lib/document/page-hooks";

/**
 * Small facts the server cannot know: the current year in the footer (prerendered pages are built once and
 * served for years), and, on the not-found page (`[data-not-found]`), the missing path in the browser console.
 */
export function startPageFacts(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll(currentYearHook.selector)) {
    if (element.textContent !== year) element.textContent = year;
  }
  if (document.querySelector(notFoundHook.selector)) {
    // Paths are visitor input: bounded, and JSON-quoted so control characters cannot forge log lines.
    console.warn(
      `404 Error: User attempted to access non-existent route: ${JSON.stringify(location.pathname.slice(0, 300))}`,
    );
  }
}
