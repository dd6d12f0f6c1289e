import { Fragment, type ReactNode } from "react";
import {
  currentHook,
  rotatorDotHook,
  rotatorHook,
  rotatorIntervalHook,
  rotatorItemHook,
} from "~/lib/document/page-hooks";
import { ROTATION_INTERVAL_MS } from "~/lib/motion/motion-timings";

interface RotatorProps<Item> {
  /** What rotates, in order; the first is on show in the HTML. */
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** One item's element, which must carry the attributes it is given (they make it an item of the rotator). */
  renderItem: (item: Item, attributes: Record<string, string | undefined>) => ReactNode;
  /** The rotator's own element: inline in a sentence (`span`) or a block of its own (`div`). */
  as?: "span" | "div";
  className?: string;
  /** What stands before the items inside the rotator (a label). */
  children?: ReactNode;
  /** The element the items share (stacked in one grid cell, so the rotator is as large as its largest item). */
  itemsAs?: "p" | "span";
  itemsId?: string;
  itemsClassName?: string;
  /** A row of dots under the items, following the one on show. */
  dots?: boolean;
}

/**
 * Something that shows one of its items at a time and moves to the next every 2000 ms (behaviours/rotators.ts,
 * which also holds it still while motion is paused or the pointer or focus is on it). Every item is in the HTML;
 * those not on show keep their place but are invisible and out of the accessibility tree (app.css), so nothing
 * around the rotator moves. Not a live region: announcing an item every two seconds would drown out everything
 * else.
 */
export function Rotator<Item>({
  items,
  keyOf,
  renderItem,
  as: Element = "span",
  className,
  children,
  itemsAs,
  itemsId,
  itemsClassName,
  dots = false,
}: RotatorProps<Item>) {
  const rendered = items.map((item, i) => (
    <Fragment key={keyOf(item)}>
      {renderItem(item, { ...rotatorItemHook.attr(), ...currentHook.flag(i === 0) })}
    </Fragment>
  ));
  const ItemsElement = itemsAs;
  return (
    <Element {...rotatorHook.attr()} {...rotatorIntervalHook.attr(ROTATION_INTERVAL_MS)} className={className}>
      {children}
      {ItemsElement ? (
        <ItemsElement id={itemsId} className={itemsClassName}>
          {rendered}
        </ItemsElement>
      ) : (
        rendered
      )}
      {dots && (
        <ol aria-hidden="true" className="mt-5 flex justify-center gap-1.5">
          {items.map((item, i) => (
            <li
              key={keyOf(item)}
              {...rotatorDotHook.attr()}
              {...currentHook.flag(i === 0)}
              className="h-1.5 w-1.5 rounded-full bg-white/20 transition-all data-current:w-5 data-current:bg-violet-300"
            />
          ))}
        </ol>
      )}
    </Element>
  );
}
