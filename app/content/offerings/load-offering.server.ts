import * as v from "valibot";
import { type Offering, offeringSchema } from "./schema";
import { offeringByPath } from "./registry";

// Server-only (loaders, prerendering, tests): every page body is bundled into the Worker, none into the browser.
const bodies = import.meta.glob<unknown>("./pages/*.ts", { eager: true, import: "default" });

/** The body module of a slug, if there is one (the unit test checks that bodies and registry lines match). */
export function offeringBody(slug: string): unknown {
  return bodies[`./pages/${slug}.ts`];
}

export function offeringSlugsWithBodies(): string[] {
  return Object.keys(bodies).map((file) => file.replace(/^\.\/pages\/|\.ts$/g, ""));
}

/** The whole page for a path (registry entry and body, schema-checked), or undefined for no such page. */
export function loadOffering(path: string): Offering | undefined {
  const entry = offeringByPath(path);
  const body = entry && offeringBody(entry.slug);
  if (!entry || !body) return undefined;
  return v.parse(offeringSchema, { ...entry, ...body });
}
