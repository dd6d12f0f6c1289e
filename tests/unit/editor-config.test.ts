// The content editor's configuration (app/content/editor/) against the schemas it is generated from: every schema
// field has an editor field with a label and a hint, and the two agree on required-ness, lengths and choices. The
// schema side is read here on its own (valibot's schema objects), not through the generator, so a generator that
// drops or misreads a field fails this file. Where a language's rules differ (texts fixed in English), the fields are
// held to the other languages' schema, whose words the editor takes; the English wording is the check's
// (editor-entries.test.ts). How entries, previews and publishing are set up: editor-entries.test.ts.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type ContentCollection, contentCollections, editorCollections } from "~/content/collections";
import { editorConfig } from "~/content/editor/editor-config";
import type { EditorField } from "~/content/editor/schema-fields";
import { everyField, fieldsOf } from "./editor-fields";
import { defaultLanguage, languageCodes } from "~/lib/language/languages";

const repository = { repo: "owner/site", branch: "main", origin: "https://site.test" };

interface Facts {
  /** A relation: one of another file's values (an author is a leader's name). */
  kind: "list" | "object" | "value" | "fixed" | "relation";
  value?: string;
  required: boolean;
  min?: number;
  max?: number;
  options?: (string | boolean)[];
}

interface Node {
  type: string;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: readonly unknown[];
  literal?: unknown;
  pipe?: readonly { kind?: string; type: string; requirement?: unknown }[];
}

/** min and max from a string's or list's checks, as valibot states them. */
function bounds(node: Node): { min?: number; max?: number } {
  let min: number | undefined;
  let max: number | undefined;
  for (const step of node.pipe ?? []) {
    if (step.kind !== "validation") continue;
    const n = step.requirement as number;
    if (step.type === "non_empty") min = Math.max(min ?? 0, 1);
    if (step.type === "min_length") min = Math.max(min ?? 0, n);
    if (step.type === "max_length") max = Math.min(max ?? Infinity, n);
    if (step.type === "length") [min, max] = [n, n];
  }
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** Every field of a schema, by dotted path, with what an editor must be held to. */
function schemaFacts(node: Node, path: string, required: boolean, into: Map<string, Facts>): void {
  let inner = node;
  let optional = false;
  while (inner.wrapped) {
    optional = true;
    inner = inner.wrapped;
  }
  const needed = required && !optional;
  if (inner.type === "array" && inner.item) {
    into.set(path, { kind: "list", required: needed && !v.is(inner as v.GenericSchema, []), ...bounds(inner) });
    const item = inner.item.wrapped ?? inner.item;
    if (item.entries || item.type === "variant") objectFacts(item, path, into);
    else schemaFacts(item, `${path}.*`, true, into);
    return;
  }
  if (inner.entries || inner.type === "variant") {
    into.set(path, { kind: "object", required: needed });
    objectFacts(inner, path, into);
    return;
  }
  if (inner.type === "literal") {
    // A value a file has or leaves out (an entry's `draft: true`) is a choice of that value; a fixed one is kept.
    if (!needed) into.set(path, { kind: "value", required: false, options: [inner.literal as string | boolean] });
    else into.set(path, { kind: "fixed", required: needed, value: String(inner.literal) });
    return;
  }
  const refusesEmpty = !v.is(inner as v.GenericSchema, "");
  const options = inner.type === "picklist" ? (inner.options ?? []).map(String) : undefined;
  const lengths = inner.type === "string" ? bounds(inner) : {};
  into.set(path, { kind: "value", required: needed && refusesEmpty, ...lengths, ...(options && { options }) });
}

function objectFacts(node: Node, path: string, into: Map<string, Facts>): void {
  const variants = node.type === "variant" ? (node.options as Node[]) : [node];
  const keys = new Set(variants.flatMap((variant) => Object.keys(variant.entries ?? {})));
  for (const key of keys) {
    const inEvery = variants.every((variant) => variant.entries?.[key]);
    const entry = variants.find((variant) => variant.entries?.[key])?.entries?.[key];
    if (entry) schemaFacts(entry, `${path}.${key}`, inEvery, into);
  }
}

/** The same facts, read off the editor's fields. */
function editorFacts(field: EditorField, path: string, into: Map<string, Facts>): void {
  if (field.widget === "list") {
    into.set(path, { kind: "list", required: field.required ?? false, min: field.min, max: field.max });
    if (field.field) editorFacts(field.field, `${path}.*`, into);
    for (const sub of field.fields ?? []) editorFacts(sub, `${path}.${sub.name}`, into);
    return;
  }
  if (field.widget === "object") {
    into.set(path, { kind: "object", required: field.required ?? false });
    for (const sub of field.fields ?? []) editorFacts(sub, `${path}.${sub.name}`, into);
    return;
  }
  if (field.widget === "hidden") {
    // Not shown, never empty: it keeps its value, which is all a fixed value needs.
    into.set(path, { kind: "fixed", required: true, value: field.default });
    return;
  }
  const options = field.options?.map((option) => (typeof option === "string" ? option : option.value));
  if (field.widget === "relation") {
    // One of another file's values (an author is a leader's name): that file's schema holds their lengths.
    into.set(path, { kind: "relation", required: field.required ?? false });
    return;
  }
  into.set(path, {
    kind: "value",
    required: field.required ?? false,
    min: field.minlength,
    max: field.maxlength,
    ...(options && { options }),
  });
}

const stripUndefined = (facts: Map<string, Facts>) =>
  Object.fromEntries(
    [...facts].map(([path, fact]) => [
      path,
      Object.fromEntries(Object.entries(fact).filter(([, value]) => value !== undefined)),
    ]),
  );

/** A language other than the default one: where its rules differ (texts fixed in English), they are the editor's. */
const translatedLanguage = languageCodes.find((language) => language !== defaultLanguage) ?? defaultLanguage;

function compare(collection: ContentCollection) {
  const { config } = editorConfig([collection], repository);
  const expected = new Map<string, Facts>();
  const node = (collection.schemaIn?.(translatedLanguage) ?? collection.schema) as unknown as Node;
  if (node.type === "array") schemaFacts(node, collection.name, true, expected);
  else objectFacts(node, collection.name, expected);
  const actual = new Map<string, Facts>();
  for (const field of fieldsOf(config, collection.name)) {
    editorFacts(field, field.root ? collection.name : `${collection.name}.${field.name}`, actual);
  }
  // A relation's value is one of another file's (an author is a leader's name), held to that file's lengths there.
  for (const [path, fact] of actual) {
    const schemaSide = expected.get(path);
    if (fact.kind === "relation" && schemaSide?.kind === "value") {
      expected.set(path, { kind: "relation", required: schemaSide.required });
    }
  }
  // The Markdown body is checked by the build, not held to lengths by the editor's Markdown field.
  if (collection.bodyField) {
    const body = expected.get(`${collection.name}.${collection.bodyField}`);
    if (body) expected.set(`${collection.name}.${collection.bodyField}`, { kind: "value", required: body.required });
  }
  return { expected: stripUndefined(expected), actual: stripUndefined(actual) };
}

describe("the content editor's fields, generated from the content schemas", () => {
  it.each(editorCollections.map((collection) => [collection.name, collection] as const))(
    "%s: a field for every schema field, with the same required-ness, lengths and choices",
    (_name, collection) => {
      const { expected, actual } = compare(collection);
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(actual).toEqual(expected);
    },
  );

  it("every field it shows has a label and a hint that says what it is for", () => {
    const { config, unexplained } = editorConfig(editorCollections, repository);
    expect(unexplained).toEqual([]);
    for (const field of everyField(config).filter((candidate) => candidate.widget !== "hidden")) {
      expect(field.label, field.name).not.toBe("");
      expect(field.hint?.length, `${field.name}: ${field.hint}`).toBeGreaterThan(10);
    }
  });

  it("a hidden field has neither a hint nor required-ness, which the editor warns of on the console", () => {
    const hidden = everyField(editorConfig(contentCollections, repository).config).filter(
      (field) => field.widget === "hidden",
    );
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.filter((field) => "hint" in field || "required" in field).map((field) => field.name)).toEqual([]);
  });

  it("every field's name is one the editor takes", () => {
    // The editor refuses its whole configuration over a field name with a space, a dot, "*", ":", "<" or ">" (a
    // record keyed by English words did); a schema's keys are its field names.
    const names = everyField(editorConfig(contentCollections, repository).config).map((field) => field.name);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !/^[^\s.*:<>]+$/.test(name))).toEqual([]);
  });

  it("a schema field the table of words does not describe is reported", () => {
    const collection: ContentCollection = {
      name: "probe",
      label: "Probe",
      schema: v.object({ unexplainedField: v.pipe(v.string(), v.maxLength(10)) }),
      path: "app/content/{lang}/probe.yaml",
      format: "yaml",
      localized: true,
      page: () => "/",
    };
    expect(editorConfig([collection], repository).unexplained).toEqual([{ path: "probe.unexplainedField" }]);
  });

  describe("fields read off a schema's edges (a probe collection)", () => {
    const probe = (schema: ContentCollection["schema"]) =>
      fieldsOf(
        editorConfig(
          [
            {
              name: "probe",
              label: "Probe",
              schema,
              path: "app/content/{lang}/probe.yaml",
              format: "yaml",
              localized: true,
              page: () => "/",
            },
          ],
          repository,
        ).config,
        "probe",
      );

    it("a pattern goes to the editor with its message's words, the same in every language; other text is translated", () => {
      const [slug, title] = probe(
        v.object({
          slug: v.pipe(v.string(), v.regex(/^[a-z]+$/, "lower-case letters")),
          title: v.pipe(v.string(), v.maxLength(60)),
        }),
      );
      expect(slug).toMatchObject({ pattern: ["^[a-z]+$", "Expected lower-case letters."], i18n: "duplicate" });
      expect(title?.pattern).toBeUndefined();
      expect(title?.i18n).toBe(true);
    });

    it("one line up to 120 characters, a box from 121", () => {
      const [short, long] = probe(
        v.object({ short: v.pipe(v.string(), v.maxLength(120)), long: v.pipe(v.string(), v.maxLength(121)) }),
      );
      expect(short?.widget).toBe("string");
      expect(long?.widget).toBe("text");
    });

    it("an optional field says so in its hint; a required one does not", () => {
      const [needed, left] = probe(
        v.object({
          needed: v.pipe(v.string(), v.minLength(1), v.maxLength(10)),
          left: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(10))),
        }),
      );
      expect(needed).toMatchObject({ required: true, hint: "Up to 10 characters." });
      expect(left).toMatchObject({ required: false, hint: "Up to 10 characters. Optional." });
    });

    it("a choice that takes the empty value is optional; one that refuses it is required", () => {
      const [loose, strict] = probe(v.object({ loose: v.picklist(["", "a"]), strict: v.picklist(["a", "b"]) }));
      expect(loose).toMatchObject({ widget: "select", required: false, options: ["", "a"] });
      expect(strict).toMatchObject({ widget: "select", required: true, options: ["a", "b"] });
    });

    it("a field of only some variants is optional, one of every variant keeps its required-ness", () => {
      const fields = probe(
        v.variant("kind", [
          v.object({
            kind: v.literal("a"),
            shared: v.pipe(v.string(), v.minLength(1)),
            only: v.pipe(v.string(), v.minLength(1)),
          }),
          v.object({ kind: v.literal("b"), shared: v.pipe(v.string(), v.minLength(1)) }),
        ]),
      );
      expect(fields.find((field) => field.name === "shared")?.required).toBe(true);
      expect(fields.find((field) => field.name === "only")?.required).toBe(false);
    });
  });

  it("limits are told in the hint, choices become a list to pick from", () => {
    const { config } = editorConfig(contentCollections, repository);
    const offerings = fieldsOf(config, "offerings");
    const hero = offerings.find((field) => field.name === "hero");
    expect(hero?.fields?.find((field) => field.name === "lede")?.hint).toMatch(/ Up to 320 characters\.$/);
    const capabilities = offerings.find((field) => field.name === "capabilities")?.fields;
    const items = capabilities?.find((field) => field.name === "items");
    expect(items?.hint).toMatch(/ Exactly 4 items\.$/);
    expect(items?.fields?.find((field) => field.name === "icon")?.widget).toBe("select");
  });

  it("a picture is an upload into public/, of the types and size its field allows, and no address typed in", () => {
    const { config } = editorConfig(contentCollections, repository);
    const intro = fieldsOf(config, "offerings").find((field) => field.name === "intro");
    const video = intro?.fields?.find((field) => field.name === "video");
    expect(video?.fields?.find((field) => field.name === "poster")).toMatchObject({
      widget: "image",
      media_folder: "/public/posters",
      public_folder: "/posters",
      accept: ".svg,image/svg+xml",
      choose_url: false,
      media_libraries: { default: { config: { max_file_size: 200_000, slugify_filename: true } } },
    });
  });

  it("a picture field refuses a file of another type by its name, before and after it is uploaded", () => {
    // The editor checks an upload's file name ("poster.png") while it is new, and the path it stores after.
    const pictures = everyField(editorConfig(contentCollections, repository).config).filter(
      (field) => field.widget === "image",
    );
    const drawings = pictures.filter((field) => field.accept === ".svg,image/svg+xml");
    const folders = [...new Set(drawings.map((field) => field.public_folder))].sort();
    expect(folders).toEqual(["/images", "/images/slides", "/posters"]);
    for (const field of drawings) {
      const [source = "$^", said = ""] = field.pattern ?? [];
      const pattern = new RegExp(source);
      expect(pattern.test("drawing.svg"), source).toBe(true);
      expect(pattern.test(`${field.public_folder}/drawing.svg`), source).toBe(true);
      expect(pattern.test("drawing.png"), source).toBe(false);
      expect(pattern.test(`${field.public_folder}/drawing.png`), source).toBe(false);
      expect(pattern.test("https://elsewhere.example/drawing.svg"), source).toBe(false);
      expect(said).toMatch(/^Expected an SVG drawing/);
    }
  });

  it("offers no stock photo sites (other origins)", () => {
    expect(editorConfig(contentCollections, repository).config.media_libraries).toEqual({ stock_assets: false });
  });
});
