import { type OfferingPage, offeringByPath, pageName } from "~/content/pages";
import { languageOfPath } from "~/lib/language/languages";
import { interfaceIn, offeringBodiesIn } from "../localized.server";
import type { Offering } from "./schema";

/**
 * The whole page for a path, in the language its prefix names: its registry line, its body in that language and
 * that language's name for it as its title; undefined for no such page. The build checks every page of every
 * language against the offering schema (content/check-content.server.ts); the kind of the registry line decides
 * which body shape applies. Server-only (loaders, prerendering, tests): no body reaches a browser bundle.
 */
export function loadOffering(path: string): Offering | undefined {
  const language = languageOfPath(path);
  const entry = offeringByPath(path);
  const body = entry && offeringBodiesIn(language)[entry.slug];
  if (!entry || !body) return undefined;
  return offeringOf(entry, body, pageName(interfaceIn(language), entry.slug)) as Offering;
}

/** A registry line, a body and a title as one page, before the schema has checked that they fit together. */
export function offeringOf(entry: OfferingPage, body: object, title: string): Record<string, unknown> {
  return { kind: entry.kind, slug: entry.slug, path: entry.path, title, ...body };
}
