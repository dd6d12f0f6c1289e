// The content editor's settings around its fields (app/content/editor/editor-config.ts): where uploads go, how the
// languages' files are laid out, what a save writes, and the folders editors add items to, with what a developer is
// told when a collection cannot be one. The fields themselves: editor-config.test.ts; the entries, previews and
// publishing: editor-entries.test.ts.
import { describe, expect, it } from "vitest";
import { type ContentCollection, editorCollections } from "~/content/collections";
import { editorConfig } from "~/content/editor/editor-config";
import { articlesFolder } from "./editor-fields";

const repository = { repo: "owner/site", branch: "main", origin: "https://site.test" };

describe("the content editor's settings", () => {
  it("uploads into public/images, lays out each language in a folder of its own with English first, and leaves an empty optional field out of the file", () => {
    // The sign-in and the drafts' repository (`backend`): editor-entries.test.ts.
    const { collections, backend, ...settings } = editorConfig(editorCollections, repository).config;
    expect(collections.length).toBe(editorCollections.length);
    expect(backend.repo).toBe("owner/site");
    expect(settings).toEqual({
      publish_mode: "editorial_workflow",
      site_url: "https://site.test",
      media_folder: "public/images",
      public_folder: "/images",
      media_libraries: { stock_assets: false },
      slug: { encoding: "ascii", clean_accents: true, maxlength: 80 },
      i18n: {
        structure: "multiple_folders",
        locales: ["en", "es"],
        default_locale: "en",
        omit_default_locale_from_preview_path: true,
      },
      editor: { preview: false },
      output: { omit_empty_optional_fields: true },
    });
  });

  it("reads and writes a YAML collection's files as YAML, a Markdown one's as front matter and text", () => {
    const formats = editorConfig(editorCollections, repository).config.collections.map(({ name, format }) => [
      name,
      format,
    ]);
    expect(formats).toEqual(
      editorCollections.map(({ name, format }) => [name, format === "markdown" ? "frontmatter" : "yaml"]),
    );
    expect(new Set(formats.map(([, format]) => format))).toEqual(new Set(["yaml", "frontmatter"]));
  });

  it("names a page's entry by its slug where its collection gives no name for it", () => {
    const pages = articlesFolder({ slugs: ["first", "second"], itemLabel: undefined, titleField: undefined });
    const [collection] = editorConfig([pages], repository).config.collections;
    expect(collection?.files?.map(({ name, label }) => [name, label])).toEqual([
      ["first", "first"],
      ["second", "second"],
    ]);
  });

  it("holds every new slug to the shortest limit of the folders that take new items", () => {
    const short = articlesFolder({ name: "notes", path: "app/content/{lang}/notes/{slug}.md" });
    const long = articlesFolder({ slugRule: { pattern: /^[a-z]+$/, maxLength: 90, words: "letters" } });
    for (const collections of [
      [short, long],
      [long, short],
    ]) {
      expect(editorConfig(collections, repository).config.slug.maxlength).toBe(60);
    }
  });

  it("lists a folder shared by every language from the folder that holds its files", () => {
    const shared = articlesFolder({ localized: false, path: "app/content/notes/{slug}.md" });
    const [collection] = editorConfig([shared], repository).config.collections;
    expect(collection).toMatchObject({ folder: "app/content/notes", path: "{{slug}}", extension: "md" });
    expect(collection?.i18n).toBeUndefined();
    expect(collection?.preview_path).toBe("/articles/{{slug}}");
  });
});

describe("a collection the editor cannot show, named to the developer who declares it", () => {
  const refusal = (collection: ContentCollection) => () => editorConfig([collection], repository);

  it("a Markdown file whose text is a field of another name than body", () => {
    expect(refusal(articlesFolder({ bodyField: "text" }))).toThrow(
      new Error('articles: the editor writes a Markdown file\'s text from a field named "body"'),
    );
  });

  it("a folder of every language whose path has no /{lang}/ before its items", () => {
    expect(refusal(articlesFolder({ path: "app/content/articles/{lang}-{slug}.md" }))).toThrow(
      new Error("articles: a localized folder's path has /{lang}/ before its items"),
    );
  });

  it("a folder of items without a field to name them by, or without a rule for their file names", () => {
    expect(refusal(articlesFolder({ titleField: undefined }))).toThrow(
      new Error("articles: items editors add need a titleField to be named by"),
    );
    expect(refusal(articlesFolder({ slugRule: undefined }))).toThrow(
      new Error("articles: items editors add need a slugRule for their file names"),
    );
  });
});
