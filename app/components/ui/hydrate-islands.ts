import type { ComponentType } from "react";
import { islandHook, islandPropsHook } from "~/lib/document/page-hooks";
import { whenOnScreen } from "~/lib/document/when-on-screen";

/** Where an island's code comes from, by its name (app/islands.ts). */
export type IslandTable = Readonly<Record<string, () => Promise<ComponentType<never>>>>;

/**
 * Hydrates every island on the page (components/ui/island.tsx) once its first element comes on screen. Its code
 * and React are fetched then, so a page whose islands are all below the first screen loads no React at first.
 * This module imports nothing of React's itself: the page script carries it on every page.
 */
export function hydrateIslands(table: IslandTable): void {
  for (const container of document.querySelectorAll<HTMLElement>(islandHook.selector)) {
    const name = islandHook.read(container) ?? "";
    const load = table[name];
    if (!load) {
      console.error(`Island "${name}" is not in the islands table: it stays as the server rendered it.`);
      continue;
    }
    const props = JSON.parse(islandPropsHook.read(container) ?? "{}") as object;
    void whenOnScreen(container.firstElementChild ?? container)
      .then(() => Promise.all([load(), import("./island-root")]))
      .then(([component, { hydrateIsland }]) => {
        hydrateIsland(container, component as ComponentType<object>, props);
      })
      .catch((error: unknown) => {
        // The island keeps the server's HTML, which works on its own (links, a form that posts).
        reportUnlessLeft(() => {
          console.error(`Island "${name}" not hydrated: ${error instanceof Error ? error.message : String(error)}`);
        });
      });
  }
}

/** How long a failure waits to see whether the page is being left before it is reported. */
export const leaveGraceMs = 5000;

/**
 * Reports a failure only if the page is still the visitor's a moment later. Leaving a page aborts the fetch of any
 * module still in flight, and Firefox rejects that import as an error well before the next page replaces this one:
 * a failure nobody will see is not worth a report.
 */
function reportUnlessLeft(report: () => void): void {
  let left = false;
  const leave = () => {
    left = true;
  };
  addEventListener("pagehide", leave, { once: true });
  setTimeout(() => {
    removeEventListener("pagehide", leave);
    if (!left) report();
  }, leaveGraceMs);
}
