/**
 * The data-* attributes by which the HTML (components, routes, the document shell) and the behaviours that make
 * it interactive (behaviours/) find each other, named once here and imported by both sides: a rename is one edit,
 * and a hook one side stopped using is an unused export. Markup spreads `hook.attr(value)` or `hook.flag(on)`;
 * behaviours find elements by `hook.selector` and read values with `hook.read(element)`.
 */
export interface PageHook<Name extends `data-${string}` = `data-${string}`> {
  name: Name;
  /** `[data-...]`, for querySelector and closest. */
  selector: string;
  /** The attribute with a value (an empty one by default), to spread on an element. */
  attr(value?: string | number): Record<Name, string>;
  /** The attribute, empty, when `on`; nothing otherwise. */
  flag(on: boolean): Partial<Record<Name, string>>;
  read(element: Element): string | null;
}

function hook<const Name extends `data-${string}`>(name: Name): PageHook<Name> {
  return {
    name,
    selector: `[${name}]`,
    attr: (value = "") => ({ [name]: String(value) }) as Record<Name, string>,
    flag: (on) => (on ? ({ [name]: "" } as Record<Name, string>) : {}),
    read: (element) => element.getAttribute(name),
  };
}

// The document.
/** On <html>: the behaviours are in place (set once they have started; browser tests wait for it). */
export const readyHook = hook("data-ready");
/** On <html>: every section laid out, for a smooth scroll across the whole page. */
export const fullLayoutHook = hook("data-full-layout");
/** On <html>: the visit measure is listening (behaviours/visit-beacon.ts; browser tests wait for it). */
export const measuringHook = hook("data-measuring");

// Islands: the parts of a page React hydrates (components/ui/island.tsx), each by its name in app/islands.ts,
// with the props the server rendered it with; `data-hydrated` once React has it.
export const islandHook = hook("data-island");
export const islandPropsHook = hook("data-island-props");
export const hydratedHook = hook("data-hydrated");

// The motion control: `<html data-motion="paused|playing">` (CSS reads it too) and the buttons that flip it.
export const motionHook = hook("data-motion");
export const motionToggleHook = hook("data-motion-toggle");

// The header: `data-scrolled` ("true" or "false") on every element carrying `data-scroll-state`.
export const scrollStateHook = hook("data-scroll-state");
export const scrolledHook = hook("data-scrolled");

// Rotators: one item on show at a time (`data-current`), the next every `data-interval` ms; dots follow.
export const rotatorHook = hook("data-rotator");
export const rotatorIntervalHook = hook("data-interval");
export const rotatorItemHook = hook("data-rotator-item");
export const rotatorDotHook = hook("data-rotator-dot");
export const currentHook = hook("data-current");

// Frames that load only when wanted: a slot names its frame; a stop after a dialog's frame keeps focus in it.
export const frameSrcHook = hook("data-frame-src");
export const frameTitleHook = hook("data-frame-title");
export const frameAllowHook = hook("data-frame-allow");
export const focusWrapHook = hook("data-focus-wrap");

// Video facades: our poster and a play button that puts the provider's player in the facade's frame slot.
export const videoFacadeHook = hook("data-video-facade");
export const videoPlayHook = hook("data-video-play");

// The particle background: a canvas, and whether it is drawing (`running`) or showing one frame (`still`).
export const particleFieldHook = hook("data-particle-field");
export const particleStateHook = hook("data-state");

// Labels cut short with an ellipsis: the label (a button) and, beside it, the tooltip that shows it in full.
export const truncatedLabelHook = hook("data-truncated-label");
export const tooltipHook = hook("data-tooltip");

// Facts the server cannot know: the current year, and the not-found page's missing path.
export const currentYearHook = hook("data-current-year");
export const notFoundHook = hook("data-not-found");

// An Insights entry's page: the visit's story keeps the last one read (lib/visit/visit-insight.ts).
export const insightEntryHook = hook("data-insight-entry");

// Languages: a link to this page in another language (its value: that language), which remembers the choice, and
// the suggestion to switch, shown to a visitor whose browser prefers its language (its value).
export const languageChoiceHook = hook("data-language-choice");
export const languageSuggestionHook = hook("data-language-suggestion");
