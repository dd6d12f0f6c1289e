import { type ComponentType, lazy, Suspense, useEffect } from "react";

/** Resolves once any part of the element with this id is on screen (at once if there is no such element). */
function onScreen(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    // A section that only touches the viewport's edge (the one below a full-height hero) intersects with an
    // area of zero: not yet seen. The second threshold makes the observer speak again once some of it shows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)) {
          observer.disconnect();
          resolve();
        }
      },
      { threshold: [0, 0.01] },
    );
    observer.observe(element);
  });
}

/**
 * A page section whose code is fetched only when the visitor scrolls it into view. The server renders it whole,
 * in place (the document waits for it), so until its code arrives the visitor sees and reads the same HTML,
 * and plain links in it work; React then hydrates it where it stands, nothing moves. `id` is the section's own
 * id, the element watched; once hydrated it carries `data-hydrated`.
 *
 * A section that has not hydrated yet is thrown away and rendered afresh on the client if the page re-renders
 * around it (React cannot tell whether it reads what changed): links within the page therefore leave the router
 * alone (behaviours/page-position.ts).
 */
export function lazySection<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  const Section = lazy(async () => {
    if (typeof document !== "undefined") await onScreen(id);
    const Component = await load();
    function Hydrated(props: P) {
      useEffect(() => {
        document.getElementById(id)?.setAttribute("data-hydrated", "");
      }, []);
      return <Component {...props} />;
    }
    return { default: Hydrated };
  });
  return function LazySection(props: P) {
    return (
      <Suspense>
        <Section {...props} />
      </Suspense>
    );
  };
}
