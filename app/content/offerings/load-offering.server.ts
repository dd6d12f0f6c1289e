import { type OfferingPage, offeringByPath } from "~/content/pages";
import type { Offering, StandardBody, VentureBody } from "./schema";

// Server-only (loaders, prerendering, tests): every page body is bundled into the Worker, none into the browser.
const bodyModules = import.meta.glob<StandardBody | VentureBody>("./pages/*.ts", { eager: true, import: "default" });

/** Every page body, by the slug its file is named after. */
export const offeringBodies: Readonly<Record<string, StandardBody | VentureBody>> = Object.fromEntries(
  Object.entries(bodyModules).map(([file, body]) => [file.replace(/^\.\/pages\/|\.ts$/g, ""), body]),
);

/**
 * The whole page for a path: its registry line and its body, or undefined for no such page. The build checks
 * every page against the offering schema (content/check-content.server.ts); the kind of the registry line
 * decides which body shape applies.
 */
export function loadOffering(path: string): Offering | undefined {
  const entry = offeringByPath(path);
  const body = entry && offeringBodies[entry.slug];
  if (!entry || !body) return undefined;
  return offeringOf(entry, body) as Offering;
}

/** A registry line and a body as one page, before the schema has checked that they fit together. */
export function offeringOf(entry: OfferingPage, body: object): Record<string, unknown> {
  return { kind: entry.kind, slug: entry.slug, path: entry.path, title: entry.label, ...body };
}
