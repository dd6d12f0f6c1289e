import type { Location, MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export interface PageMetaInput {
  title: string;
  description: string;
}

/** What pageMeta needs of a route's meta arguments (structural, so every route's generated type fits). */
export interface PageMetaArgs {
  location: Location;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * Every page's meta tags, in one shape: `meta: Route.MetaFunction = (args) => pageMeta(args, { title, description })`.
 * `args` gives the page's location (for its canonical URL and share tags).
 */
export function pageMeta(_args: PageMetaArgs, { title, description }: PageMetaInput): MetaDescriptor[] {
  return [{ title: title === site.name ? title : `${title} | ${site.name}` }, { name: "description", content: description }];
}
