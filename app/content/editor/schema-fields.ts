import type { ContentCollection } from "~/content/collections";
import type { Language } from "~/lib/language/languages";
import { labelOf, wordsFor } from "./field-label";
import { type AnySchema, actionsOf, editorPattern, lengthsOf, patternOf, refusesEmpty, unwrap } from "./schema-reading";
import type { FieldWords } from "./field-words-shape";

// The editor's fields, read off a collection's valibot schema: the schema that the build holds every content file
// to is the only place a field, its required-ness, its lengths, its choices and its pattern are written. What a
// schema cannot say (what a field is for, in an editor's words; that a path names a picture) comes from the table
// in field-words.ts.

/** One field of the editor's configuration (Sveltia CMS, which reads Decap CMS's field options). */
export interface EditorField {
  name: string;
  label: string;
  /** What the field is for and its limits; none for a hidden field, which the editor does not show. */
  hint?: string;
  widget:
    | "string"
    | "text"
    | "markdown"
    | "select"
    | "list"
    | "object"
    | "image"
    | "hidden"
    | "boolean"
    | "number"
    | "datetime"
    | "relation";
  /** Whether the editor refuses to save it empty; none for a hidden field, which always holds its default. */
  required?: boolean;
  /** Localized collections: translated (true) or the same in every language ("duplicate"). */
  i18n?: true | "duplicate";
  minlength?: number;
  maxlength?: number;
  /** A regular expression's source and what the editor is told when the text breaks it. */
  pattern?: [string, string];
  /** A list to pick from: the values, or each value with the name the editor shows for it. */
  options?: (string | { label: string; value: string | boolean })[];
  default?: string;
  /** Lists: how many items at least and at most; numbers: the least value. */
  min?: number;
  max?: number;
  /** Numbers: whole numbers only. */
  value_type?: "int";
  /** A list of single values. */
  field?: EditorField;
  /** An object, or a list of objects. */
  fields?: EditorField[];
  /** A list at the top of a file (the file is the list). */
  root?: boolean;
  /** Images: where uploads go in the repository, the address pages use, and what may be uploaded. */
  media_folder?: string;
  public_folder?: string;
  accept?: string;
  /** Pictures: no address of another site typed in, only an uploaded or chosen file. */
  choose_url?: false;
  media_libraries?: { default: { config: { max_file_size: number; slugify_filename: true } } };
  /** Days: a date input, stored as `format` ("YYYY-MM-DD"). */
  type?: "date";
  format?: string;
  /** Relations: the collection and file whose field's values are the choices. */
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  /** Markdown: the toolbar's buttons and the blocks it inserts (none that the build refuses). */
  buttons?: string[];
  editor_components?: string[];
}

/** A field the table of words does not describe: the drift test lists them, so none ships unexplained. */
export interface Unexplained {
  /** Dotted path in the collection, items of a list as "*": "offerings.benefits.items.*". */
  path: string;
}

/** A text the product fixes in the default language's wording and other languages word freely (fixed-text.ts). */
export interface FixedText {
  /** The default language's wording, which the schema holds it to. */
  wording: string;
  /** The schema of the other languages' wording. */
  translated: AnySchema;
}

interface Walk {
  collection: string;
  localized: boolean;
  unexplained: Unexplained[];
  /** The collection's fixed texts, by dotted path ("home-section-copy.hero.getStarted"). */
  fixed?: ReadonlyMap<string, FixedText>;
}

/** Texts longer than this get a box of several lines rather than one line. */
const ONE_LINE_LIMIT = 120;

/** A file size as the editor's upload limit says it: "200 KB", "20 MB". */
export function sizeWords(bytes: number): string {
  return bytes >= 1_000_000 ? `${bytes / 1_000_000} MB` : `${bytes / 1_000} KB`;
}

function limitWords(field: EditorField): string {
  const parts: string[] = [];
  if (field.widget === "list") {
    if (field.min !== undefined && field.min === field.max) parts.push(`Exactly ${field.min} items.`);
    else if (field.min !== undefined && field.max !== undefined) parts.push(`${field.min} to ${field.max} items.`);
    else if (field.min !== undefined) parts.push(`At least ${field.min} ${field.min === 1 ? "item" : "items"}.`);
    else if (field.max !== undefined) parts.push(`At most ${field.max} items.`);
  } else if (field.minlength !== undefined && field.maxlength !== undefined && field.minlength > 1) {
    parts.push(`${field.minlength} to ${field.maxlength} characters.`);
  } else if (field.maxlength !== undefined) {
    parts.push(`Up to ${field.maxlength} characters.`);
  } else if (field.minlength !== undefined && field.minlength > 1) {
    parts.push(`At least ${field.minlength} characters.`);
  }
  if (field.widget === "select" || field.widget === "relation") parts.push("Pick one of the list.");
  const maxBytes = field.media_libraries?.default.config.max_file_size;
  if (maxBytes !== undefined) parts.push(`Up to ${sizeWords(maxBytes)}.`);
  if (!field.required && field.widget !== "hidden") parts.push("Optional.");
  return parts.join(" ");
}

function describe(field: Omit<EditorField, "label" | "hint">, path: string, walk: Walk): EditorField {
  const words = wordsFor(path);
  if (!words) walk.unexplained.push({ path });
  const purpose = words?.hint ?? "";
  const described: EditorField = { ...field, label: labelOf(path), hint: "" };
  described.hint = [purpose, limitWords(described)].filter(Boolean).join(" ");
  return described;
}

/** The image field of a picture: where uploads go, the types and size it takes, and the name a file must have. */
function pictureField(
  name: string,
  schema: AnySchema,
  required: boolean,
  media: NonNullable<FieldWords["image"]>,
): Omit<EditorField, "label" | "hint"> {
  const pattern = patternOf(schema);
  // The editor checks an upload's file name before it has a path, and the stored path after: the schema's pattern
  // with the folder made optional holds both to the same name and type (a PNG is refused where drawings go).
  const nameOrPath = pattern?.source.replace(/^\^((?:\\\/[a-z0-9-]+)+)\\\//, "^(?:$1\\/)?");
  return {
    name,
    widget: "image",
    required,
    // A leading slash: from the repository's root (without it, the folder would be beside each entry's file).
    media_folder: `/public${media.folder}`,
    public_folder: media.folder,
    accept: media.types.join(","),
    ...(pattern && nameOrPath ? { pattern: editorPattern(nameOrPath, pattern.flags, pattern.said) } : {}),
    choose_url: false,
    // File names made lower-case words and dashes, as the addresses of public/ are.
    media_libraries: { default: { config: { max_file_size: media.maxBytes, slugify_filename: true } } },
  };
}

/** A text fixed in the default language: worded freely in the others, so editable on their side. */
function fixedTextField(name: string, fixed: FixedText, path: string, walk: Walk): EditorField {
  const { min, max } = lengthsOf(fixed.translated);
  const lengths = { ...(min !== undefined && min >= 1 ? { minlength: min } : {}), ...(max ? { maxlength: max } : {}) };
  const field = describe({ name, widget: "string", required: true, ...lengths, i18n: true }, path, walk);
  const note = `In English it is always “${fixed.wording}”: change the other languages only.`;
  return { ...field, hint: [field.hint, note].filter(Boolean).join(" ") };
}

function scalarField(name: string, schema: AnySchema, required: boolean, path: string, walk: Walk): EditorField {
  const duplicate = walk.localized ? { i18n: "duplicate" as const } : {};
  const translated = walk.localized ? { i18n: true as const } : {};
  const words = wordsFor(path);
  if (schema.type === "picklist") {
    const values = (schema.options ?? []).map(String);
    const options = words?.choices
      ? values.map((value) => ({ label: words.choices?.(value) ?? value, value }))
      : values;
    return describe(
      { name, widget: "select", required: required && refusesEmpty(schema, ""), options, ...duplicate },
      path,
      walk,
    );
  }
  if (schema.type === "literal") {
    const fixed = walk.fixed?.get(path);
    if (fixed) return fixedTextField(name, fixed, path, walk);
    if (!required && (typeof schema.literal === "string" || typeof schema.literal === "boolean")) {
      // A value a file has or leaves out (an entry's `draft: true`): a choice of that one value, or none. A checkbox
      // would write `false`, which the schema refuses.
      const value = schema.literal;
      const options = [{ label: words?.choices?.(String(value)) ?? String(value), value }];
      return describe({ name, widget: "select", required: false, options, ...duplicate }, path, walk);
    }
    // A value that never changes: kept in the file, not shown (a hidden field takes neither a hint nor required).
    const hidden = describe({ name, widget: "hidden", default: String(schema.literal), ...duplicate }, path, walk);
    delete hidden.hint;
    delete hidden.required;
    return hidden;
  }
  if (schema.type === "boolean") return describe({ name, widget: "boolean", required, ...duplicate }, path, walk);
  if (schema.type === "number") {
    // Whole numbers and a least value where the schema says so (a picture's width in pixels).
    const actions = actionsOf(schema);
    const least = actions.find((action) => action.type === "min_value")?.requirement;
    const whole = actions.some((action) => action.type === "integer") ? { value_type: "int" as const } : {};
    const bounded = typeof least === "number" ? { min: least } : {};
    return describe({ name, widget: "number", required, ...whole, ...bounded, ...duplicate }, path, walk);
  }
  if (schema.type !== "string") throw new Error(`${path}: the editor has no field for a ${schema.type} schema`);
  if (words?.image) return describe({ ...pictureField(name, schema, required, words.image), ...duplicate }, path, walk);
  if (words?.day) {
    // A calendar rather than typed digits; a new item starts at today's date.
    const day = { widget: "datetime" as const, type: "date" as const, format: "YYYY-MM-DD", default: "{{now}}" };
    return describe({ name, ...day, required, ...duplicate }, path, walk);
  }
  if (words?.oneOf) {
    const { collection, file, field } = words.oneOf;
    const names = { value_field: field, search_fields: [field], display_fields: [field] };
    return describe({ name, widget: "relation", required, collection, file, ...names, ...duplicate }, path, walk);
  }
  const { min, max } = lengthsOf(schema);
  const pattern = patternOf(schema);
  // Unbounded prose gets a box; an address or id (a pattern or a check bounds it) stays on one line.
  const checked = actionsOf(schema).some((action) => ["regex", "check", "url", "email"].includes(action.type));
  const widget = (max === undefined && !checked) || (max ?? 0) > ONE_LINE_LIMIT ? "text" : "string";
  return describe(
    {
      name,
      widget,
      required: required && refusesEmpty(schema, ""),
      ...(min !== undefined && min >= 1 ? { minlength: min } : {}),
      ...(max !== undefined ? { maxlength: max } : {}),
      ...(pattern ? { pattern: editorPattern(pattern.source, pattern.flags, pattern.said) } : {}),
      // Addresses, ids and patterns name the same thing in every language.
      ...(pattern ? duplicate : translated),
    },
    path,
    walk,
  );
}

/** The fields of an object schema, or of the options of a variant merged (a field not in every option is optional). */
function entriesOf(schema: AnySchema, path: string): Record<string, { schema: AnySchema; inEvery: boolean }> {
  if (schema.entries) {
    return Object.fromEntries(
      Object.entries(schema.entries).map(([key, entry]) => [key, { schema: entry, inEvery: true }]),
    );
  }
  if (schema.type === "variant" && schema.options) {
    const options = schema.options as AnySchema[];
    const merged: Record<string, { schema: AnySchema; inEvery: boolean }> = {};
    for (const option of options) {
      for (const [key, entry] of Object.entries(option.entries ?? {})) {
        merged[key] ??= { schema: entry, inEvery: options.every((other) => other.entries?.[key] !== undefined) };
      }
    }
    return merged;
  }
  throw new Error(`${path}: expected an object`);
}

export function fieldOf(name: string, schema: AnySchema, path: string, walk: Walk, parentRequired = true): EditorField {
  const { inner, optional } = unwrap(schema);
  const required = parentRequired && !optional;
  if (inner.type === "array" && inner.item) {
    const { min, max } = lengthsOf(inner);
    const { inner: item } = unwrap(inner.item);
    const itemPath = `${path}.*`;
    const list = {
      name,
      widget: "list" as const,
      required: required && refusesEmpty(inner, []),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(walk.localized ? { i18n: true as const } : {}),
    };
    if (item.entries || item.type === "variant") {
      return describe({ ...list, fields: objectFields(item, path, walk) }, path, walk);
    }
    return describe({ ...list, field: fieldOf("item", item, itemPath, walk) }, path, walk);
  }
  if (inner.entries || inner.type === "variant") {
    const fields = objectFields(inner, path, walk);
    return describe(
      { name, widget: "object", required, fields, ...(walk.localized ? { i18n: true as const } : {}) },
      path,
      walk,
    );
  }
  return scalarField(name, inner, required, path, walk);
}

/**
 * The collection's texts fixed in the default language (fixed-text.ts): a literal in its schema where another
 * language's schema takes words. The editor shows them as texts to translate, not as hidden values.
 */
export function fixedTextsOf(
  collection: ContentCollection,
  otherLanguages: readonly Language[],
): Map<string, FixedText> {
  const found = new Map<string, FixedText>();
  const [other] = otherLanguages;
  const translatedSchema: AnySchema | undefined = other ? collection.schemaIn?.(other) : undefined;
  const visit = (fixedSchema: AnySchema, wordedSchema: AnySchema, path: string) => {
    const fixed = unwrap(fixedSchema).inner;
    const worded = unwrap(wordedSchema).inner;
    if (fixed.type === "literal" && worded.type === "string") {
      found.set(path, { wording: String(fixed.literal), translated: worded });
    } else if (fixed.type === "array" && fixed.item && worded.item) {
      const item = unwrap(fixed.item).inner;
      visit(fixed.item, worded.item, item.entries ? path : `${path}.*`);
    } else if (fixed.entries && worded.entries) {
      for (const [key, entry] of Object.entries(fixed.entries)) {
        const counterpart = worded.entries[key];
        if (counterpart) visit(entry, counterpart, `${path}.${key}`);
      }
    }
  };
  if (translatedSchema) visit(collection.schema, translatedSchema, collection.name);
  return found;
}

export function objectFields(schema: AnySchema, path: string, walk: Walk): EditorField[] {
  return Object.entries(entriesOf(schema, path)).map(([key, { schema: entry, inEvery }]) =>
    fieldOf(key, entry, `${path}.${key}`, walk, inEvery),
  );
}

export type { AnySchema, Walk };
