/**
 * What a route module's `handle` tells the document shell (root.tsx) about its page.
 * - `motion`: something on the page moves by itself, so the header carries the motion control.
 */
export interface PageHandle {
  motion?: true;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null;
}
