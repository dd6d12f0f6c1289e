import { sitePages } from "~/content/pages";
import { insightPagesIn, routeTableIn } from "./site-words";

/** Every page of the registry in English, with what its h1 must say. */
export const routeTable = routeTableIn("en");

/**
 * One page of each template in English, with what its h1 must say: the first page of each kind of the registry (the
 * offering template draws three kinds, each with sections of its own) and the newest Insights entry.
 */
export const pageOfEachTemplate = [
  ...routeTable.filter((_, index) => sitePages.findIndex(({ kind }) => kind === sitePages[index]?.kind) === index),
  ...insightPagesIn("en")
    .filter(({ entry }) => entry !== undefined)
    .slice(0, 1),
];
