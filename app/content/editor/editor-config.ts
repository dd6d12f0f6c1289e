import type { ContentCollection } from "~/content/collections";
import { defaultLanguage, languageCodes } from "~/lib/language/languages";
import {
  type AnySchema,
  type EditorField,
  fieldOf,
  fixedTextsOf,
  objectFields,
  type Unexplained,
} from "./schema-fields";

// The configuration of the content editor at /admin (Sveltia CMS), generated from the content collections, so
// that the editor's fields and the build's schemas cannot disagree (docs/decisions/0045-content-editor.md). A save
// is a pull request of its own, shown on that pull request's preview and published by merging it once its checks
// pass (docs/decisions/0061-editor-drafts-as-pull-requests.md).

/** Where the editor reads and commits when an editor signs in with GitHub. */
export interface EditorRepository {
  /** "owner/name" on GitHub. */
  repo: string;
  /** The branch the site is published from: drafts are pull requests into it, never commits on it. */
  branch: string;
  /** The site's own origin: the sign-in window opens `${origin}/admin/auth` (workers/admin/github-oauth.ts). */
  origin: string;
}

/**
 * How saves reach the site: each entry's changes on a branch of their own and a pull request into `branch`,
 * merged when an editor publishes it. The editor only writes files in place when it works on a local working copy.
 */
export const PUBLISH_MODE = "editorial_workflow";

/**
 * The commit status (or deployment environment) that carries a pull request's preview address on its head commit:
 * the preview workflow publishes it, and the editor opens each entry's page there.
 */
export const PREVIEW_CONTEXT = "preview";

interface EditorFile {
  name: string;
  label: string;
  file: string;
  i18n?: boolean;
  preview_path: string;
  fields: EditorField[];
}

interface EditorCollection {
  name: string;
  label: string;
  i18n?: boolean;
  format: "yaml" | "frontmatter";
  extension?: string;
  folder?: string;
  path?: string;
  identifier_field?: string;
  summary?: string;
  create?: boolean;
  delete?: boolean;
  /** A new item's slug: made from its title, shown before the first save to be changed, held to the rule. */
  slug?: { template: string; editable: ["create"]; hint: string; pattern: [string, string] };
  preview_path?: string;
  fields?: EditorField[];
  files?: EditorFile[];
}

export interface EditorConfig {
  backend: {
    name: "github";
    repo: string;
    branch: string;
    base_url: string;
    auth_endpoint: string;
    preview_context: typeof PREVIEW_CONTEXT;
  };
  publish_mode: typeof PUBLISH_MODE;
  site_url: string;
  /** Uploads not tied to a field of their own. Fields that take pictures name their folder (field-words.ts). */
  media_folder: string;
  public_folder: string;
  media_libraries: { stock_assets: false };
  /** How a slug or an uploaded file's name is made from words: ASCII letters and digits, accents dropped. */
  slug: { encoding: "ascii"; clean_accents: true; maxlength?: number };
  i18n: {
    structure: "multiple_folders";
    locales: string[];
    default_locale: string;
    omit_default_locale_from_preview_path: true;
  };
  /** No field-list preview: the second pane is the other language, and each entry links to its page instead. */
  editor: { preview: false };
  output: { omit_empty_optional_fields: true };
  collections: EditorCollection[];
}

/** The path a file pattern of the contract becomes in the editor's own placeholders. */
function editorPath(pattern: string): string {
  return pattern.replaceAll("{lang}", "{{locale}}").replaceAll("{slug}", "{{slug}}");
}

function extensionOf(pattern: string): string {
  return pattern.slice(pattern.lastIndexOf(".") + 1);
}

/**
 * Where the editor opens an entry's page: the page's path after the language's folder, which the editor leaves out
 * for the default language (English pages have no prefix, Spanish ones live under /es).
 */
function previewPath(collection: ContentCollection, pagePath: string): string {
  return collection.localized ? `{{locale}}${pagePath}` : pagePath;
}

function fieldsOf(collection: ContentCollection, unexplained: Unexplained[]): EditorField[] {
  const fixed = fixedTextsOf(
    collection,
    languageCodes.filter((language) => language !== defaultLanguage),
  );
  const walk = { collection: collection.name, localized: collection.localized, unexplained, fixed };
  const schema = collection.schema as AnySchema;
  // A file that is one list (the leadership team) is a list field at the file's root.
  if (schema.type === "array") return [{ ...fieldOf(collection.name, schema, collection.name, walk), root: true }];
  const fields = objectFields(schema, collection.name, walk);
  if (collection.format !== "markdown") return fields;
  if (collection.bodyField !== "body") {
    throw new Error(`${collection.name}: the editor writes a Markdown file's text from a field named "body"`);
  }
  // The Markdown editor takes no length limits; the build's check still holds the text to the schema. Its toolbar
  // offers what the build publishes: no level-1 heading (the title is the page's one) and no picture in the text.
  return fields.map((field) => {
    if (field.name !== "body") return field;
    const body: EditorField = { ...field, widget: "markdown", buttons: [...MARKDOWN_BUTTONS], editor_components: [] };
    delete body.minlength;
    delete body.maxlength;
    return body;
  });
}

/** The Markdown editor's toolbar: every button but the level-1 heading. */
const MARKDOWN_BUTTONS = [
  "bold",
  "italic",
  "strikethrough",
  "code",
  "link",
  "heading-two",
  "heading-three",
  "heading-four",
  "quote",
  "bulleted-list",
  "numbered-list",
] as const;

/** The editor's placeholder for an item's slug, which a collection's `page` is called with for items editors add. */
const SLUG_PLACEHOLDER = "{{slug}}";

function collectionOf(collection: ContentCollection, unexplained: Unexplained[]): EditorCollection {
  const fields = fieldsOf(collection, unexplained);
  const format = collection.format === "markdown" ? "frontmatter" : "yaml";
  const i18n = collection.localized ? { i18n: true } : {};
  const { name, label, path, slugs } = collection;
  if (path.includes("{slug}") && slugs) {
    // Items a developer adds (pages of the registry): one entry each, named by its page's title and linked to its
    // own page; the editor cannot add or delete them.
    return {
      name,
      label,
      ...i18n,
      format,
      files: slugs.map((slug) => ({
        name: slug,
        label: collection.itemLabel?.(slug) ?? slug,
        file: editorPath(path.replace("{slug}", slug)),
        ...i18n,
        preview_path: previewPath(collection, collection.page(slug)),
        fields,
      })),
    };
  }
  if (path.includes("{slug}")) {
    // Items editors add and delete: the editor lists the folder's files and names new ones after their title. It
    // puts the language folder right after the collection's folder ("app/content/es/insights/first-article.md").
    const [folder = "", rest = ""] = collection.localized
      ? path.split("/{lang}/")
      : [path.slice(0, path.lastIndexOf("/")), path.slice(path.lastIndexOf("/") + 1)];
    if (!rest.includes("{slug}")) throw new Error(`${name}: a localized folder's path has /{lang}/ before its items`);
    if (!collection.titleField) throw new Error(`${name}: items editors add need a titleField to be named by`);
    if (!collection.slugRule) throw new Error(`${name}: items editors add need a slugRule for their file names`);
    const rule = collection.slugRule;
    return {
      name,
      label,
      ...i18n,
      format,
      extension: extensionOf(path),
      folder,
      path: editorPath(rest.slice(0, rest.lastIndexOf("."))),
      identifier_field: collection.titleField,
      summary: `{{${collection.titleField}}}`,
      create: true,
      delete: true,
      // The slug is the file's name and the page's address in every language: made from the title (the global
      // slug options below), shown on a new item so that it can be shortened, checked against the site's rule.
      slug: {
        template: `{{${collection.titleField}}}`,
        editable: ["create"],
        hint: `The last part of the entry's address, made from its title; it cannot change once saved. Use ${rule.words}.`,
        pattern: [rule.pattern.source, `Expected ${rule.words}.`],
      },
      preview_path: previewPath(collection, collection.page(SLUG_PLACEHOLDER)),
      fields,
    };
  }
  const file = {
    name,
    label,
    file: editorPath(path),
    ...i18n,
    preview_path: previewPath(collection, collection.page(name)),
    fields,
  };
  return { name, label, ...i18n, format, files: [file] };
}

/** The longest slug every folder of the editor takes, where any folder limits it. */
function slugLength(collections: readonly ContentCollection[]): { maxlength?: number } {
  const limits = collections.flatMap((collection) => (collection.slugRule ? [collection.slugRule.maxLength] : []));
  return limits.length > 0 ? { maxlength: Math.min(...limits) } : {};
}

/**
 * The editor's configuration, and the fields the table of words does not explain (none, or the drift test
 * fails). Served as /admin/config.json by the Worker (workers/admin/admin-route.ts).
 */
export function editorConfig(
  collections: readonly ContentCollection[],
  repository: EditorRepository,
): { config: EditorConfig; unexplained: Unexplained[] } {
  const unexplained: Unexplained[] = [];
  const config: EditorConfig = {
    backend: {
      name: "github",
      repo: repository.repo,
      branch: repository.branch,
      base_url: repository.origin,
      auth_endpoint: "admin/auth",
      preview_context: PREVIEW_CONTEXT,
    },
    publish_mode: PUBLISH_MODE,
    site_url: repository.origin,
    media_folder: "public/images",
    public_folder: "/images",
    // Pictures come from the editor's computer only: stock photo sites are other origins the policy refuses.
    media_libraries: { stock_assets: false },
    // "Café in São Paulo" becomes café-in-são-paulo by default: ASCII letters keep slugs and uploads' names to the
    // site's rules (a slug's letters and digits, a photo's lower-case name), no longer than the shortest slug rule.
    slug: { encoding: "ascii", clean_accents: true, ...slugLength(collections) },
    i18n: {
      structure: "multiple_folders",
      locales: [...languageCodes],
      default_locale: defaultLanguage,
      omit_default_locale_from_preview_path: true,
    },
    editor: { preview: false },
    // An optional field left empty is left out of the file, as the schema expects, rather than written as "".
    output: { omit_empty_optional_fields: true },
    collections: collections.map((collection) => collectionOf(collection, unexplained)),
  };
  return { config, unexplained };
}
