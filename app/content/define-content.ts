import type * as v from "valibot";

/** The schema each piece of declared content must hold to, by the content itself. */
const declared = new WeakMap<object, v.GenericSchema>();

/**
 * Declares data kept in code (what developers, not editors, decide: the under-construction page's list of areas)
 * together with the schema it must hold to, and returns it unchanged:
 * `export const areas = defineContent(schema, [...])`. The content check (check-content.server.ts) finds every
 * export so declared by itself, at build time and in the tests; nothing is checked on a visitor's request. What
 * editors change is in content files instead (collections.ts).
 */
export function defineContent<Schema extends v.GenericSchema>(
  schema: Schema,
  data: v.InferOutput<Schema>,
): v.InferOutput<Schema> {
  if (typeof data !== "object" || data === null) throw new Error("content is an object or an array");
  declared.set(data, schema);
  return data;
}

/** The schema a value was declared with, if it was. */
export function declaredSchema(value: unknown): v.GenericSchema | undefined {
  return typeof value === "object" && value !== null ? declared.get(value) : undefined;
}
