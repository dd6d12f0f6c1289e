/**
 * What a route module's `handle` tells the document shell (root.tsx) about its page.
 * - `hydrate`: the page needs React in the browser. Only then does the shell ship React Router's scripts and
 *   the page's data; every other page is HTML and CSS plus the few-KB page script.
 * - `motion`: something on the page moves by itself, so the header carries the motion control.
 */
export interface PageHandle {
  hydrate?: true;
  motion?: true;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null;
}
