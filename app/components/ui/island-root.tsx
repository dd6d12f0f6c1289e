import { type ComponentType, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { hydratedHook } from "~/lib/document/page-hooks";

/**
 * Hydrates one island as a React root of its own (imported by hydrate-islands.ts only when an island comes on
 * screen, so a page loads React then, not before).
 */
export function hydrateIsland(container: HTMLElement, Island: ComponentType<object>, props: object): void {
  hydrateRoot(
    container,
    <>
      <Island {...props} />
      <Hydrated container={container} />
    </>,
  );
}

/** Marks the island `data-hydrated` once React has committed it (effects run after their earlier siblings'). */
function Hydrated({ container }: { container: HTMLElement }) {
  useEffect(() => {
    container.setAttribute(hydratedHook.name, "");
  }, [container]);
  return null;
}
