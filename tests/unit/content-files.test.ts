import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFileData, contentFileProblems, contentProblems, siteRegistry } from "~/content/check-content.server";
import { everyCollection, filesOf, schemaOf } from "~/content/collections";
import { parseContentFile, stringifyContentFile } from "~/content/file-format";
import { languageCodes } from "~/lib/language/languages";
import { contentFiles } from "../../scripts/build/content-files";

// The site's words live in data files (app/content/**/*.yaml, *.md), each held to its collection's schema
// (app/content/collections.ts). Vitest runs from the repository root, so the collections' paths open as they are.

const everyFile = everyCollection.flatMap((collection) => filesOf(collection, languageCodes));

/** A schema as far as key order goes: an object's entries, a list's item, an optional's wrapped schema. */
interface SchemaShape {
  entries?: Readonly<Record<string, SchemaShape>>;
  item?: SchemaShape;
  wrapped?: SchemaShape;
}

/** The places where a value's keys are not in its schema's order, however deep. */
function outOfOrder(schema: SchemaShape | undefined, value: unknown, at = "(root)"): string[] {
  if (!schema) return [];
  if (schema.wrapped) return outOfOrder(schema.wrapped, value, at);
  if (Array.isArray(value)) return value.flatMap((item, i) => outOfOrder(schema.item, item, `${at}[${i}]`));
  if (!schema.entries || typeof value !== "object" || value === null) return [];
  const { entries } = schema;
  const keys = Object.keys(value);
  const wanted = Object.keys(entries).filter((key) => keys.includes(key));
  return [
    ...(keys.join() === wanted.join() ? [] : [`${at}: ${keys.join(", ")}`]),
    ...keys.flatMap((key) => outOfOrder(entries[key], (value as Record<string, unknown>)[key], `${at}.${key}`)),
  ];
}
const read = (file: string) => readFileSync(file, "utf8");

describe("content files", () => {
  it("are every file the collections name, and each reads back as the editor writes it, byte for byte", () => {
    expect(everyFile.length).toBe(Object.keys(contentFileData).length);
    for (const { path, collection } of everyFile) {
      const text = read(path);
      expect(stringifyContentFile(parseContentFile(text, collection.format, path), collection.format), path).toBe(text);
    }
  });

  it("list their fields in the order their schema does, as the editor shows them", () => {
    for (const file of everyFile) {
      const data = parseContentFile(read(file.path), file.collection.format, file.path);
      expect(outOfOrder(schemaOf(file) as SchemaShape, data), file.path).toEqual([]);
    }
  });

  it("an edit of one field changes one line of the file", () => {
    const path = "app/content/es/offerings/quantum.yaml";
    const text = read(path);
    const data = parseContentFile(text, "yaml", path) as { hero: { eyebrow: string } };
    const edited = stringifyContentFile({ ...data, hero: { ...data.hero, eyebrow: "Otro texto" } }, "yaml");
    const [before, after] = [text.split("\n"), edited.split("\n")];
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual(["  eyebrow: Otro texto"]);
  });

  it("a file that breaks a rule fails the check in one line, in the editor's words: the entry, the field, what is wrong and what is expected, then the file and the key", () => {
    const path = "app/content/es/offerings/quantum.yaml";
    const broken = read(path).replace(/^ {2}eyebrow: .*$/m, `  eyebrow: ${"x".repeat(93)}`);
    const files = { ...contentFileData, "./es/offerings/quantum.yaml": parseContentFile(broken, "yaml", path) };
    expect(contentFileProblems(files)).toEqual([
      "Service and expertise pages › Quantum (Spanish): Top of the page › Small line above the title: " +
        "has 93 characters; expected at most 60 characters. [app/content/es/offerings/quantum.yaml: hero.eyebrow]",
    ]);
  });

  it("a broken offering file is one line of the whole check, though its collection and its page both read it", () => {
    const path = "app/content/es/offerings/quantum.yaml";
    const broken = parseContentFile(
      read(path).replace(/^ {2}eyebrow: .*$/m, `  eyebrow: ${"x".repeat(93)}`),
      "yaml",
      path,
    );
    const files = { ...contentFileData, "./es/offerings/quantum.yaml": broken };
    const bodies = { ...siteRegistry.bodies, es: { ...siteRegistry.bodies.es, quantum: broken } };
    expect(contentProblems({ ...siteRegistry, bodies }, files)).toEqual([
      "Service and expertise pages › Quantum (Spanish): Top of the page › Small line above the title: " +
        "has 93 characters; expected at most 60 characters. [app/content/es/offerings/quantum.yaml: hero.eyebrow]",
    ]);
  });

  it("a field the page does not use, inside another field, is said at the field it sits in; at the top, at the entry", () => {
    const key = "./en/offerings/quantum.yaml";
    const data = contentFileData[key] as { hero: object };
    const nested = contentFileProblems({ ...contentFileData, [key]: { ...data, hero: { ...data.hero, byline: "x" } } });
    expect(nested).toEqual([
      "Service and expertise pages › Quantum (English): Top of the page: has a field the page does not use " +
        "(“byline”); expected only the editor's fields: remove it. [app/content/en/offerings/quantum.yaml: hero.byline]",
    ]);
    const top = contentFileProblems({ ...contentFileData, [key]: { ...data, byline: "x" } });
    expect(top).toEqual([
      "Service and expertise pages › Quantum (English): Offerings: has a field the page does not " +
        "use (“byline”); expected only the editor's fields: remove it. [app/content/en/offerings/quantum.yaml: byline]",
    ]);
  });

  it("a missing file, or a page in one language only, fails the check", () => {
    const withoutVision = Object.fromEntries(
      Object.entries(contentFileData).filter(([key]) => key !== "./es/vision.yaml"),
    );
    expect(contentFileProblems(withoutVision)).toEqual(["app/content/es/vision.yaml: missing"]);
    const extra = { ...contentFileData, "./es/offerings/extra.yaml": contentFileData["./es/offerings/quantum.yaml"] };
    expect(contentFileProblems(extra)).toEqual([
      "app/content/es/offerings/extra.yaml: no content collection holds this file (a page is a line in pages.ts, " +
        "a collection one in collections.ts)",
    ]);
  });

  it("a legal text whose Markdown is not sections fails the check, naming the file", () => {
    const path = "app/content/en/legal/terms.md";
    const document = parseContentFile(read(path), "markdown", path) as { body: string };
    const files = { ...contentFileData, "./en/legal/terms.md": { ...document, body: `Preamble.\n\n${document.body}` } };
    expect(contentFileProblems(files)).toEqual([
      "Legal notice (English): Text: starts with “Preamble.” (line 1); expected a section heading first, such as " +
        "“## Heading {#anchor}”. [app/content/en/legal/terms.md]",
    ]);
  });

  it("a file that is not YAML fails, naming the file", () => {
    expect(() => parseContentFile("title: [unclosed\n", "yaml", "app/content/en/vision.yaml")).toThrow(
      /^app\/content\/en\/vision\.yaml: /,
    );
    expect(() => parseContentFile("no front matter\n", "markdown", "app/content/en/legal/terms.md")).toThrow(
      /^app\/content\/en\/legal\/terms\.md: /,
    );
  });

  it("a YAML file with a field twice fails, naming the file, instead of keeping one of the two", () => {
    expect(() => parseContentFile("title: One\ntitle: Two\n", "yaml", "app/content/en/vision.yaml")).toThrow(
      /^app\/content\/en\/vision\.yaml: /,
    );
  });

  it("a Markdown file whose front matter is not fields (a list, a word) fails, naming the file", () => {
    for (const frontMatter of ["- title\n", "title\n"]) {
      expect(() =>
        parseContentFile(`---\n${frontMatter}---\n\nText.\n`, "markdown", "app/content/en/legal/terms.md"),
      ).toThrow("app/content/en/legal/terms.md: the front matter is a list of fields");
    }
  });
});

describe("the build's content-files plugin", () => {
  const transform = (code: string, id: string) =>
    (contentFiles().transform as (code: string, id: string) => { code: string } | undefined)(code, id);

  it("makes a content file a module whose default export is its data, and leaves any other YAML alone", () => {
    const inContent = path.resolve("app/content/en/vision.yaml");
    expect(transform("title: Vision\n", `${inContent}?import`)?.code).toBe('export default {"title":"Vision"};\n');
    expect(transform("on: push\n", path.resolve(".github/workflows/ci.yaml"))).toBeUndefined();
    expect(transform("title: x\n", path.resolve("app/content-drafts/vision.yaml"))).toBeUndefined();
    expect(transform("export default 1;\n", path.resolve("app/content/pages.ts"))).toBeUndefined();
  });
});

describe("the collections", () => {
  it("name their files by language exactly when localized, and a body field exactly for Markdown", () => {
    for (const collection of everyCollection) {
      expect(collection.path.includes("{lang}"), collection.name).toBe(collection.localized);
      expect(collection.bodyField !== undefined, collection.name).toBe(collection.format === "markdown");
      expect(collection.path.endsWith(collection.format === "markdown" ? ".md" : ".yaml"), collection.name).toBe(true);
    }
    expect(new Set(everyCollection.map((collection) => collection.name)).size).toBe(everyCollection.length);
  });
});
