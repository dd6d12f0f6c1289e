// How the content editor at /admin is set up around its fields (app/content/editor/editor-config.ts): a save is a
// draft in a pull request into the site's branch, never a commit on it; every content file is exactly one entry,
// named as its page is titled and linked, in each language, to its own page on the pull request's preview (English
// pages have no prefix, Spanish ones are under /es); lists to pick from show names, not keys; texts the product fixes
// in English are translated on the other side. Where the editor fills a link's placeholders, this file fills them
// as the editor's documentation and source say it does (Sveltia CMS 0.221.1: `{{locale}}/` dropped for the default
// language with omit_default_locale_from_preview_path, then `{{locale}}` and `{{slug}}` replaced).
import { readFileSync } from "node:fs";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  type ContentCollection,
  contentCollections,
  editorCollections,
  filesOf,
  insightsCollection,
} from "~/content/collections";
import { editorConfig } from "~/content/editor/editor-config";
import type { EditorField } from "~/content/editor/schema-fields";
import { parseContentFile } from "~/content/file-format";
import { insightSlugPattern } from "~/content/insights/insight-schema";
import { leadershipRoles } from "~/content/interface-schema";
import { offeringPages, sitePages } from "~/content/pages";
import { defaultLanguage, languageCodes, languages, localizedPath } from "~/lib/language/languages";
import { pageRoutes } from "../../app/routes";
import { changedPages } from "../../scripts/deploy/changed-pages";
import { STATUS_CONTEXT } from "../../scripts/deploy/preview-report";
import { articlesFolder } from "./editor-fields";

const repository = { repo: "owner/site", branch: "main", origin: "https://site.test" };
const { config } = editorConfig(contentCollections, repository);
const english = parseContentFile(readFileSync("app/content/en/interface.yaml", "utf8"), "yaml", "interface") as {
  pages: Record<string, string>;
  leadership: { roles: Record<string, string> };
};

type Config = typeof config;
interface Entry {
  collection: string;
  label: string;
  file: string;
  localized: boolean;
  previewPath: string;
}

/** Every entry of the editor: a file of a file collection. */
function entriesOf(editor: Config): Entry[] {
  return editor.collections.flatMap((collection) =>
    (collection.files ?? []).map((file) => ({
      collection: collection.name,
      label: file.label,
      file: file.file,
      localized: file.i18n === true,
      previewPath: file.preview_path,
    })),
  );
}

/** The address the editor opens for an entry in a language, its preview_path filled as the editor fills it. */
function previewAddress(base: string, template: string, language: string | undefined, slug = ""): string {
  const omitted = language === defaultLanguage && config.i18n.omit_default_locale_from_preview_path;
  const path = (omitted ? template.replace(/{{locale}}[./]/, "") : template)
    .replaceAll("{{locale}}", language ?? "")
    .replaceAll("{{slug}}", slug);
  return `${base.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
}

/** The site's page addresses, in every language, as the route table has them. */
const routePaths = new Set(
  pageRoutes(sitePages).map((route) => `/${route.path ?? ""}`.replace(/^\/$/, "/").replace(/\/$/, "") || "/"),
);

/** Fields of an editor entry by dotted path. */
function fieldAt(fields: readonly EditorField[], path: string): EditorField | undefined {
  const [head, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === head);
  return rest.length === 0 ? field : fieldAt(field?.fields ?? [], rest.join("."));
}

/** The files a folder of the editor lists (its path pattern matches them) that are another collection's. */
function strayFilesOfFolders(editor: Config): string[] {
  const contentFiles = contentCollections.flatMap((collection) => filesOf(collection, languageCodes));
  return editor.collections.flatMap((folder) => {
    if (folder.folder === undefined) return [];
    const languages = folder.i18n ? `(?:${languageCodes.join("|")})/` : "";
    const path = (folder.path ?? "").replace("{{slug}}", "[^/]+");
    const pattern = new RegExp(`^${folder.folder}/${languages}${path}\\.${folder.extension ?? ""}$`);
    return contentFiles
      .filter((file) => pattern.test(file.path) && file.collection.name !== folder.name)
      .map((file) => `${folder.name}: ${file.path}`);
  });
}

describe("the content editor's entries, previews and publishing", () => {
  it("saves drafts as pull requests into the site's branch, in one mode for every collection", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend.branch).toBe("main");
    // No collection opts out of the workflow, and no local proxy stands in for the repository: on a working copy
    // the editor's own local mode writes the files in place (tests/e2e/admin-editor.spec.ts shows it does).
    expect(config.collections.filter((collection) => "publish_mode" in collection)).toEqual([]);
    expect("local_backend" in config).toBe(false);
  });

  it("opens an entry with the other language's side beside it, not a preview of its fields", () => {
    // The editor's second pane shows the preview when it may, another language when it may not.
    expect(config.editor).toEqual({ preview: false });
  });

  it("signs in with GitHub through this site's own origin, and finds each preview under the name 'preview'", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "owner/site",
      branch: "main",
      base_url: "https://site.test",
      auth_endpoint: "admin/auth",
      preview_context: "preview",
    });
  });

  it("looks for the preview under the name the preview workflow posts its address by", () => {
    // scripts/deploy/preview-report.ts sets that commit status on the pull request's head commit.
    expect(config.backend.preview_context).toBe(STATUS_CONTEXT);
  });

  it("links, in the preview's comment, the page each entry's View Preview opens", () => {
    // A pull request that changes one content file: its comment lists that file's page (scripts/deploy/
    // changed-pages.ts), the one the editor opens for the file's entry (the collection's page, in the file's language).
    const facts = { collections: contentCollections, pages: sitePages, languages };
    const missed: string[] = [];
    for (const collection of contentCollections) {
      for (const file of filesOf(collection, languageCodes)) {
        const page = localizedPath(file.language ?? defaultLanguage, collection.page(file.slug ?? collection.name));
        const listed = changedPages([file.path], facts).map((changed) => changed.path);
        if (!listed.includes(page)) missed.push(`${file.path}: ${page} not in ${listed.join(", ")}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it("opens an entry's page in its language on the preview: English at the root, Spanish under /es", () => {
    const preview = "https://pr-7-site.example.workers.dev";
    const byCollection = new Map(contentCollections.map((collection) => [collection.name, collection]));
    const opened: string[] = [];
    for (const entry of entriesOf(config)) {
      const collection = byCollection.get(entry.collection);
      if (!collection) throw new Error(`no collection ${entry.collection}`);
      const slug = collection.slugs ? entry.file.replace(/^.*\/|\.\w+$/g, "") : collection.name;
      for (const language of entry.localized ? languageCodes : [undefined]) {
        const address = previewAddress(preview, entry.previewPath, language);
        const page = localizedPath(language ?? defaultLanguage, collection.page(slug));
        // The home page in Spanish opens as /es/, which the site answers with a redirect to /es: the editor has no
        // way to leave the slash out for one language only.
        const opens = collection.page(slug) === "/" ? `${page.replace(/\/$/, "")}/` : page;
        expect(address, `${entry.label} (${language ?? "shared"})`).toBe(`${preview}${opens}`);
        expect(routePaths.has(page.replace(/\/$/, "") || "/"), page).toBe(true);
        opened.push(new URL(address).pathname);
      }
    }
    expect(opened).toContain("/expertise/quantum");
    expect(opened).toContain("/es/expertise/quantum");
    expect(opened).toContain("/services/venture-builder");
    expect(opened).toContain("/es/privacy");
  });

  it("shows every content file as exactly one entry, and no entry without a file", () => {
    const entryFiles = entriesOf(config).flatMap((entry) =>
      entry.localized ? languageCodes.map((language) => entry.file.replace("{{locale}}", language)) : [entry.file],
    );
    const contentFiles = contentCollections.flatMap((collection) => filesOf(collection, languageCodes));
    const count = (path: string) => entryFiles.filter((file) => file === path).length;
    expect(contentFiles.filter((file) => count(file.path) !== 1).map((file) => file.path)).toEqual([]);
    expect(entryFiles.length).toBe(contentFiles.length);
    // A folder lists every file its path pattern matches: none may match another collection's file.
    expect(strayFilesOfFolders(config)).toEqual([]);
  });

  it("finds a folder that would list another collection's files (the venture builder's page, once)", () => {
    // The offering pages as a folder editors add to, as they were: the venture builder's page is in it too.
    const offerings = contentCollections.find((collection) => collection.name === "offerings");
    if (!offerings) throw new Error("no offerings");
    const asFolder = {
      ...offerings,
      slugs: undefined,
      titleField: "hero",
      slugRule: { pattern: /^[a-z]+$/, maxLength: 40, words: "letters" },
      page: (slug: string) => `/${slug}`,
    };
    const { config: before } = editorConfig(
      contentCollections.map((collection) => (collection === offerings ? asFolder : collection)),
      repository,
    );
    const venture = contentCollections.find((collection) => collection.name === "venture-builder");
    expect(strayFilesOfFolders(before)).toEqual(
      (venture ? filesOf(venture, languageCodes) : []).map((file) => `offerings: ${file.path}`),
    );
    expect(strayFilesOfFolders(before)).toHaveLength(languageCodes.length);
  });

  it("names each offering page's entry by the page's English title, in the registry's order", () => {
    const offerings = config.collections.find((collection) => collection.name === "offerings");
    const standard = offeringPages.filter((entry) => entry.kind !== "venture");
    expect(offerings?.files?.map((file) => file.label)).toEqual(standard.map((entry) => english.pages[entry.slug]));
    expect(offerings?.files?.filter((file) => file.label === file.name)).toEqual([]);
  });

  it("lists the leaders' job titles by the English wording of each, keeping the key in the file", () => {
    const leaders = config.collections.find((collection) => collection.name === "leaders")?.files?.[0];
    const role = leaders?.fields[0]?.fields?.find((field) => field.name === "role");
    expect(role?.options).toEqual(leadershipRoles.map((key) => ({ label: english.leadership.roles[key], value: key })));
  });

  it("shows a text fixed in English as a text to translate, whose hint gives the English wording", () => {
    const fixedIn = (collection: ContentCollection) => {
      const found: { path: string; wording: string }[] = [];
      const walk = (node: v.GenericSchema, path: string) => {
        const schema = node as v.GenericSchema & { entries?: Record<string, v.GenericSchema>; literal?: unknown };
        if (schema.type === "literal") found.push({ path, wording: String(schema.literal) });
        for (const [key, entry] of Object.entries(schema.entries ?? {})) walk(entry, path ? `${path}.${key}` : key);
      };
      if (collection.schemaIn) walk(collection.schemaIn(defaultLanguage), "");
      return found;
    };
    const checked: string[] = [];
    for (const collection of contentCollections) {
      const fields = config.collections.find((entry) => entry.name === collection.name)?.files?.[0]?.fields ?? [];
      for (const { path, wording } of fixedIn(collection)) {
        const field = fieldAt(fields, path);
        expect(field, `${collection.name}.${path}`).toMatchObject({ widget: "string", i18n: true, required: true });
        expect(field?.hint, `${collection.name}.${path}`).toContain(`In English it is always “${wording}”`);
        checked.push(`${collection.name}.${path}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        "home-section-copy.hero.getStarted",
        "venture-builder.cta.buttonLabel",
        "interface.contact.notices.sent.title",
      ]),
    );
  });

  it("lets editors add and delete the items of a folder of their own, each named by its title and linked to its page", () => {
    const [collection] = editorConfig([articlesFolder()], repository).config.collections;
    expect(collection).toMatchObject({
      folder: "app/content",
      path: "articles/{{slug}}",
      extension: "md",
      create: true,
      delete: true,
      identifier_field: "title",
      summary: "{{title}}",
      preview_path: "{{locale}}/articles/{{slug}}",
      // A new item's slug is made from its title, can be changed before the first save, and holds to the rule.
      slug: {
        template: "{{title}}",
        editable: ["create"],
        pattern: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", "Expected lower-case words and hyphens."],
      },
    });
    expect(collection?.slug?.hint).toContain("lower-case words and hyphens");
    const preview = "https://pr-7-site.example.workers.dev";
    expect(previewAddress(preview, collection?.preview_path ?? "", "es", "first-light")).toBe(
      `${preview}/es/articles/first-light`,
    );
    expect(previewAddress(preview, collection?.preview_path ?? "", "en", "first-light")).toBe(
      `${preview}/articles/first-light`,
    );
  });

  it("lists the Insights entries as a folder of both languages' files, slugs made from the title by the site's rule", () => {
    const { config: editor } = editorConfig(editorCollections, repository);
    const insights = editor.collections.find((collection) => collection.name === "insights");
    expect(insights).toMatchObject({
      i18n: true,
      format: "frontmatter",
      folder: "app/content",
      path: "insights/{{slug}}",
      extension: "md",
      create: true,
      delete: true,
      slug: { template: "{{title}}", pattern: [insightSlugPattern.source, expect.any(String)] },
    });
    // Each language's file in its folder, by the entry's slug: the folder, the language, the path and the extension.
    const file = (language: string, slug: string) =>
      `${insights?.folder ?? ""}/${language}/${(insights?.path ?? "").replace("{{slug}}", slug)}.${insights?.extension ?? ""}`;
    for (const language of languageCodes) {
      expect(file(language, "why-pilots-stall")).toBe(
        insightsCollection.path.replace("{lang}", language).replace("{slug}", "why-pilots-stall"),
      );
    }
    // Titles become slugs in ASCII letters (accents dropped, "é" as "e"), no longer than the rule allows.
    expect(editor.slug).toEqual({ encoding: "ascii", clean_accents: true, maxlength: 80 });
    const preview = "https://pr-7-site.example.workers.dev";
    expect(previewAddress(preview, insights?.preview_path ?? "", "en", "why-pilots-stall")).toBe(
      `${preview}/insights/why-pilots-stall`,
    );
    expect(previewAddress(preview, insights?.preview_path ?? "", "es", "why-pilots-stall")).toBe(
      `${preview}/es/insights/why-pilots-stall`,
    );
  });

  it("has no slug rule to apply where no folder takes new items", () => {
    expect(editorConfig(contentCollections, repository).config.slug).toEqual({
      encoding: "ascii",
      clean_accents: true,
    });
  });
});
