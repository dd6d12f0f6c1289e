/** Resolves once any part of `element` is on screen. */
export function whenOnScreen(element: Element): Promise<void> {
  return new Promise((resolve) => {
    // An element that only touches the viewport's edge (a section below a full-height hero) intersects with an
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
