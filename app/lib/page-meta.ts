import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export interface PageMetaInput {
  title: string;
  description: string;
}

/** Every page's title and description, in one shape. */
export function pageMeta({ title, description }: PageMetaInput): MetaDescriptor[] {
  return [{ title: title === site.name ? title : `${title} | ${site.name}` }, { name: "description", content: description }];
}
