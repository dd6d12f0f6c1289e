import type { ComponentType } from "react";
import { islandHook, islandPropsHook } from "~/lib/document/page-hooks";

/**
 * A part of a page that needs React in the browser. The server renders it in place, like everything around it;
 * in the browser the page script hydrates it on its own, with the props written here, once it comes on screen
 * (components/ui/hydrate-islands.ts finds its code by `name` in app/islands.ts). The rest of the page is HTML
 * and CSS plus the behaviours: no router, no page data, no React until an island is seen.
 *
 * Props travel as JSON. A component rendered as an island must not call `useId`: the server counts those ids
 * from the page's root, the browser from the island's, and the two would not match.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: string;
  component: ComponentType<Props>;
  props: Props;
}) {
  // `display: contents`: the wrapper takes no box, so the island lays out as if it stood in the page directly.
  return (
    <div {...islandHook.attr(name)} {...islandPropsHook.attr(JSON.stringify(props))} className="contents">
      <Component {...props} />
    </div>
  );
}
