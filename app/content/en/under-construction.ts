import { defineContent } from "~/content/define-content";
import { underConstructionSchema } from "~/content/under-construction";

// The under-construction page's words in English. Read by the route's loader only.
export const underConstruction = defineContent(underConstructionSchema, {
  title: "Coming soon",
  description: "This part of the site is being built. Here is what our teams are working on meanwhile.",
  headline: "Looking Beyond Conventional",
  message: "Coming soon...",
  lede: "This part of the site is still being built. While it takes shape, these are the areas our teams are working in.",
  cardLabel: "In the lab now",
});
