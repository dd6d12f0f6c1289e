import * as v from "valibot";
import { defineContent } from "./define-content";
import { type PageNames, pageSlugs, resolveEntry, sitePages } from "./pages";

// The under-construction page: the eight areas its card rotates through, in the required order, named in each
// language as that language's page labels name them (the page's words are in
// app/content/<language>/under-construction.yaml).

const text = (max: number) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));

export const underConstructionPages = defineContent(v.pipe(v.array(v.picklist(pageSlugs)), v.length(8)), [
  "quantum",
  "robotics",
  "scalable-ai",
  "behavioural-systems",
  "mit-media-lab",
  "irt-platform",
  "venture-builder",
  "complexity-modelling",
]);

export const underConstructionSchema = v.strictObject({
  /** The page's title in the browser's tab and link previews, and its description. */
  title: text(40),
  description: v.pipe(v.string(), v.minLength(70), v.maxLength(170)),
  headline: text(60),
  message: text(40),
  lede: text(240),
  cardLabel: text(40),
});

export type UnderConstructionCopy = v.InferOutput<typeof underConstructionSchema>;

/** The names the card rotates through, in a language: each page's name in it. */
export function underConstructionNames(names: PageNames): readonly string[] {
  return underConstructionPages.flatMap((slug) => resolveEntry(sitePages, slug, names)?.label ?? []);
}
