// What the content editor's fields tell an editor of their limits, and the widgets of the kinds of value a schema
// holds (app/content/editor/schema-fields.ts), read off probe collections whose fields the table of words does not
// describe, so each hint is the limits' words alone. Every real field against its schema: editor-config.test.ts.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type ContentCollection, contentCollections, editorCollections } from "~/content/collections";
import { editorConfig } from "~/content/editor/editor-config";
import { type EditorField, sizeWords } from "~/content/editor/schema-fields";
import { wordsFor } from "~/content/editor/field-label";
import { everyField } from "./editor-fields";

const repository = { repo: "owner/site", branch: "main", origin: "https://site.test" };

/** A probe collection of these entries, in every language (or, with `translated`, another language's schema). */
function probe(entries: v.ObjectEntries, changes: Partial<ContentCollection> = {}): ContentCollection {
  return {
    name: "probe",
    label: "Probe",
    schema: v.object(entries),
    path: "app/content/{lang}/probe.yaml",
    format: "yaml",
    localized: true,
    page: () => "/",
    ...changes,
  };
}

/** The editor's fields of a probe collection, by name. */
function fieldsByName(collection: ContentCollection): Record<string, EditorField> {
  const fields = editorConfig([collection], repository).config.collections[0]?.files?.[0]?.fields ?? [];
  return Object.fromEntries(fields.map((field) => [field.name, field]));
}

const probeFields = (entries: v.ObjectEntries) => fieldsByName(probe(entries));
/** Each field's hint, by its name, in the order of `entries`. */
const hintsOf = (entries: v.ObjectEntries) =>
  Object.entries(probeFields(entries)).map(([name, field]) => [name, field.hint]);

const words = v.string();

describe("a field's hint, for its limits", () => {
  it("says how many items a list takes: exactly, a range, at least or at most", () => {
    const hints = hintsOf({
      exactly: v.pipe(v.array(words), v.length(3)),
      range: v.pipe(v.array(words), v.minLength(2), v.maxLength(5)),
      one: v.pipe(v.array(words), v.minLength(1)),
      several: v.pipe(v.array(words), v.minLength(3)),
      atMost: v.pipe(v.array(words), v.maxLength(8)),
      any: v.array(words),
    });
    expect(hints).toEqual([
      ["exactly", "Exactly 3 items."],
      ["range", "2 to 5 items."],
      ["one", "At least 1 item."],
      ["several", "At least 3 items."],
      ["atMost", "At most 8 items. Optional."],
      ["any", "Optional."],
    ]);
  });

  it("says how many characters a text takes: a range from two, up to a most, or at least from two", () => {
    const hints = hintsOf({
      range: v.pipe(v.string(), v.minLength(3), v.maxLength(60)),
      filled: v.pipe(v.string(), v.nonEmpty(), v.maxLength(60)),
      twoOnly: v.pipe(v.string(), v.minLength(2)),
      oneOnly: v.pipe(v.string(), v.minLength(1)),
      left: v.optional(v.pipe(v.string(), v.minLength(3), v.maxLength(60))),
    });
    expect(hints).toEqual([
      ["range", "3 to 60 characters."],
      ["filled", "Up to 60 characters."],
      ["twoOnly", "At least 2 characters."],
      ["oneOnly", ""],
      ["left", "3 to 60 characters. Optional."],
    ]);
  });

  it("asks for a pick from the list where the value is one of a list", () => {
    const { choice, left } = probeFields({
      choice: v.picklist(["a", "b"]),
      left: v.optional(v.picklist(["a", "b"])),
    });
    expect(choice?.hint).toBe("Pick one of the list.");
    expect(left?.hint).toBe("Pick one of the list. Optional.");
  });

  it("says an upload's limit in KB below a million bytes and in MB from it", () => {
    const pictures = everyField(editorConfig(contentCollections, repository).config).filter(
      (field) => field.widget === "image",
    );
    const sizes = new Map(
      pictures.map((field) => [
        field.media_libraries?.default.config.max_file_size,
        /Up to ([\d.]+ [KM]B)\./.exec(field.hint ?? "")?.[1],
      ]),
    );
    expect(Object.fromEntries(sizes)).toEqual({ 200000: "200 KB", 20000000: "20 MB" });
    expect([999_000, 1_000_000, 1_500_000].map(sizeWords)).toEqual(["999 KB", "1 MB", "1.5 MB"]);
  });
});

describe("a field for each kind of value", () => {
  it("a number: whole numbers from the least value where the schema says so, any number otherwise", () => {
    const { width, share, ratio } = probeFields({
      width: v.pipe(v.number(), v.integer(), v.minValue(1)),
      share: v.pipe(v.number(), v.minValue(0)),
      ratio: v.number(),
    });
    expect(width).toMatchObject({ widget: "number", value_type: "int", min: 1, required: true });
    expect(share).toMatchObject({ widget: "number", min: 0 });
    expect(share).not.toHaveProperty("value_type");
    expect(ratio).toMatchObject({ widget: "number", required: true });
    expect(ratio).not.toHaveProperty("value_type");
    expect(ratio).not.toHaveProperty("min");
  });

  it("a yes or no: a checkbox, the same in every language", () => {
    expect(probeFields({ shown: v.boolean() }).shown).toMatchObject({
      widget: "boolean",
      required: true,
      i18n: "duplicate",
    });
  });

  it("an address or an email on one line whatever its length, a free text without a limit in a box", () => {
    const fields = probeFields({
      site: v.pipe(v.string(), v.url()),
      mail: v.pipe(v.string(), v.email()),
      checked: v.pipe(
        v.string(),
        v.check((text) => text.length > 0),
      ),
      code: v.pipe(v.string(), v.regex(/^[a-z]+$/)),
      prose: v.string(),
    });
    expect(Object.entries(fields).map(([name, field]) => [name, field.widget])).toEqual([
      ["site", "string"],
      ["mail", "string"],
      ["checked", "string"],
      ["code", "string"],
      ["prose", "text"],
    ]);
  });

  it("a value a file has or leaves out: a choice of that value (a word, a yes or a number), named by the table's words where it has them", () => {
    // "title" has the table's words (any field of that name), without words for its choices.
    const { word, title, yes, count } = probeFields({
      word: v.optional(v.literal("featured")),
      title: v.optional(v.literal("Featured")),
      yes: v.optional(v.literal(true)),
      count: v.optional(v.literal(2)),
    });
    expect(word).toMatchObject({
      widget: "select",
      required: false,
      options: [{ label: "featured", value: "featured" }],
    });
    expect(title?.options).toEqual([{ label: "Featured", value: "Featured" }]);
    expect(yes).toMatchObject({ widget: "select", options: [{ label: "true", value: true }] });
    expect(count).toMatchObject({ widget: "hidden", default: "2" });
    const draft = fieldsByName(probe({ draft: v.optional(v.literal(true)) }, { name: "insights" })).draft;
    expect(draft?.options).toEqual([{ label: wordsFor("insights.draft")?.choices?.("true"), value: true }]);
  });

  it("a picture declared without a pattern: an upload into its folder, its name held to no pattern", () => {
    const { image } = fieldsByName(probe({ image: v.optional(v.string()) }, { name: "insights" }));
    expect(image).toMatchObject({ widget: "image", public_folder: "/images/insights" });
    expect(image).not.toHaveProperty("pattern");
  });

  it("an author picked by its name: searched and shown by the name it stores", () => {
    const author = editorConfig(editorCollections, repository)
      .config.collections.find((collection) => collection.name === "insights")
      ?.fields?.find((field) => field.name === "author");
    expect(author?.value_field).toBe("leaders.*.name");
    expect(author?.search_fields).toEqual([author?.value_field]);
    expect(author?.hint).toMatch(/\. Pick one of the list\.$/);
  });
});

describe("a field of a nested shape", () => {
  it("a list or a group of every language is translated; of a file shared by all, neither", () => {
    const entries = { items: v.array(v.object({ name: v.string() })), group: v.object({ name: v.string() }) };
    const localized = fieldsByName(probe(entries));
    expect([localized.items?.i18n, localized.group?.i18n]).toEqual([true, true]);
    const shared = fieldsByName(probe(entries, { localized: false, path: "app/content/probe.yaml" }));
    expect(shared.items).not.toHaveProperty("i18n");
    expect(shared.group).not.toHaveProperty("i18n");
  });

  it("a list of variants, or a group that is one, shows every variant's fields, those of only some optional", () => {
    const variant = v.variant("kind", [
      v.object({
        kind: v.literal("a"),
        shared: v.pipe(v.string(), v.minLength(1)),
        only: v.pipe(v.string(), v.minLength(1)),
      }),
      v.object({ kind: v.literal("b"), shared: v.pipe(v.string(), v.minLength(1)) }),
    ]);
    const { list, group } = probeFields({ list: v.array(variant), group: variant });
    for (const field of [list, group]) {
      expect(field?.fields?.map(({ name, required }) => [name, required])).toEqual([
        ["kind", undefined],
        ["shared", true],
        ["only", false],
      ]);
    }
    expect(list?.widget).toBe("list");
    expect(group?.widget).toBe("object");
  });

  it("a text fixed in English inside a list, or a list of them, is one to translate; a value fixed in every language stays hidden", () => {
    const english = v.object({
      cards: v.array(v.object({ more: v.literal("Read more") })),
      labels: v.array(v.literal("Next")),
      go: v.literal("Go"),
      version: v.literal("v1"),
    });
    const worded = v.object({
      cards: v.array(v.object({ more: v.pipe(v.string(), v.maxLength(20)) })),
      labels: v.array(v.pipe(v.string(), v.maxLength(20))),
      go: v.string(),
      version: v.literal("v1"),
    });
    const fields = fieldsByName(
      probe({}, { schema: english, schemaIn: (language) => (language === "en" ? english : worded) }),
    );
    const more = fields.cards?.fields?.find((field) => field.name === "more");
    for (const [field, wording] of [
      [more, "Read more"],
      [fields.labels?.field, "Next"],
    ] as const) {
      expect(field).toMatchObject({ widget: "string", required: true, maxlength: 20, i18n: true });
      expect(field?.hint).toMatch(new RegExp(`^Up to 20 characters\\. In English it is always “${wording}”`));
    }
    // Without limits or words of its own, the hint is the wording alone.
    expect(fields.go?.hint).toBe("In English it is always “Go”: change the other languages only.");
    expect(fields.version).toMatchObject({ widget: "hidden", default: "v1" });
  });

  it("refuses a schema it has no field for, naming its path and kind", () => {
    expect(() => probeFields({ when: v.date() })).toThrow(
      new Error("probe.when: the editor has no field for a date schema"),
    );
    for (const schema of [v.string(), v.picklist(["a", "b"])]) {
      expect(() => editorConfig([probe({}, { schema })], repository)).toThrow(new Error("probe: expected an object"));
    }
  });
});
