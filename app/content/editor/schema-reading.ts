import * as v from "valibot";

// What a valibot schema says of a value, read off its object: its checks (lengths, a pattern and its words),
// whether it may be left out or empty. The editor's fields (schema-fields.ts) are made from these readings.

export interface Action {
  kind: string;
  type: string;
  requirement?: unknown;
  message?: unknown;
}
export type AnySchema = v.GenericSchema & {
  pipe?: readonly (Action | AnySchema)[];
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  options?: readonly (AnySchema | string)[];
  wrapped?: AnySchema;
  literal?: unknown;
  key?: string;
};

export function actionsOf(schema: AnySchema): Action[] {
  return (schema.pipe ?? []).slice(1).filter((item): item is Action => (item as Action).kind !== "schema");
}

/** Lengths a string or a list holds to, from min_length, max_length, length and non_empty. */
export function lengthsOf(schema: AnySchema): { min?: number; max?: number } {
  let min: number | undefined;
  let max: number | undefined;
  for (const action of actionsOf(schema)) {
    const n = typeof action.requirement === "number" ? action.requirement : undefined;
    if (action.type === "non_empty") min = Math.max(min ?? 0, 1);
    if (action.type === "min_length" && n !== undefined) min = Math.max(min ?? 0, n);
    if (action.type === "max_length" && n !== undefined) max = Math.min(max ?? Infinity, n);
    if (action.type === "length" && n !== undefined) [min, max] = [n, n];
  }
  return { min, max };
}

/** Unwraps optional and nullish wrappers: the value may then be left out. */
export function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (["optional", "nullish", "undefinedable", "exact_optional"].includes(inner.type) && inner.wrapped) {
    optional = true;
    inner = inner.wrapped;
  }
  return { inner, optional };
}

/**
 * A field is required when its schema refuses the empty value an editor leaves behind ("" or an empty list): the
 * editor then refuses to save without it, before the build would.
 */
export function refusesEmpty(schema: AnySchema, empty: "" | []): boolean {
  return !v.is(schema, empty);
}

/** A schema's pattern: its source, its flags and what the editor is told when a value breaks it. */
export function patternOf(schema: AnySchema): { source: string; flags: string; said: string } | undefined {
  const regex = actionsOf(schema).find((action) => action.type === "regex" && action.requirement instanceof RegExp);
  if (!regex) return undefined;
  const { source, flags } = regex.requirement as RegExp;
  const message = typeof regex.message === "string" ? regex.message : undefined;
  // A rule's words may start with "Expected" already ("Expected a date written YYYY-MM-DD").
  const said = message ? `${message.replace(/^expected /i, "Expected ").replace(/^(?!Expected )/, "Expected ")}.` : "";
  return { source, flags, said: said || "This does not have the expected form." };
}

/**
 * A pattern as the editor takes it: its source, or `/source/flags` where the schema's regular expression has flags
 * (a tag's letters of any language need `u`, a photo's name in capitals `i`); the editor reads either.
 */
export function editorPattern(source: string, flags: string, said: string): [string, string] {
  const kept = flags.replace(/[gy]/g, "");
  return [kept ? `/${source}/${kept}` : source, said];
}
