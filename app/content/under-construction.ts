import * as v from "valibot";
import { defineContent } from "./define-content";
import { pageSlugs, resolveEntry, sitePages } from "./pages";

// The under-construction page: its headline, message and the eight areas its card rotates through, in the
// required order, named as the page registry names them. Read by the route's loader only.

const text = (max: number) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));

export const underConstruction = defineContent(
  v.strictObject({
    headline: text(60),
    message: text(40),
    lede: text(240),
    cardLabel: text(40),
    pages: v.pipe(v.array(v.picklist(pageSlugs)), v.length(8)),
  }),
  {
    headline: "Looking Beyond Conventional",
    message: "Coming soon...",
    lede: "This part of the site is still being built. While it takes shape, these are the areas our teams are working in.",
    cardLabel: "In the lab now",
    pages: [
      "quantum",
      "robotics",
      "scalable-ai",
      "behavioural-systems",
      "mit-media-lab",
      "irt-platform",
      "venture-builder",
      "complexity-modelling",
    ],
  },
);

/** The names the card rotates through: each page's label in the registry. */
export const underConstructionNames: readonly string[] = underConstruction.pages.flatMap(
  (slug) => resolveEntry(sitePages, slug)?.label ?? [],
);
