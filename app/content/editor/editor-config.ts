import type { ContentCollection } from "~/content/collections";
import { defaultLanguage, languageCodes } from "~/lib/language/languages";
import { type AnySchema, type EditorField, fieldOf, objectFields, type Unexplained } from "./schema-fields";

// The configuration of the content editor at /admin (Sveltia CMS), generated from the content collections, so
// that the editor's fields and the build's schemas cannot disagree (docs/decisions/0045-content-editor.md).

/** Where the editor reads and commits when an editor signs in with GitHub. */
export interface EditorRepository {
  /** "owner/name" on GitHub. */
  repo: string;
  branch: string;
  /** The site's own origin: the sign-in window opens `${origin}/admin/auth` (workers/admin/github-oauth.ts). */
  origin: string;
}

interface EditorCollection {
  name: string;
  label: string;
  i18n?: boolean;
  format: "yaml" | "frontmatter";
  extension?: string;
  folder?: string;
  path?: string;
  summary?: string;
  create?: boolean;
  delete?: boolean;
  fields?: EditorField[];
  files?: { name: string; label: string; file: string; i18n?: boolean; fields: EditorField[] }[];
}

export interface EditorConfig {
  backend: {
    name: "github";
    repo: string;
    branch: string;
    base_url: string;
    auth_endpoint: string;
  };
  site_url: string;
  /** Uploads not tied to a field of their own. Fields that take pictures name their folder (field-words.ts). */
  media_folder: string;
  public_folder: string;
  media_libraries: { stock_assets: false };
  i18n: { structure: "multiple_folders"; locales: string[]; default_locale: string };
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

function fieldsOf(collection: ContentCollection, unexplained: Unexplained[]): EditorField[] {
  const walk = { collection: collection.name, localized: collection.localized, unexplained };
  const schema = collection.schema as AnySchema;
  // A file that is one list (the leadership team) is a list field at the file's root.
  if (schema.type === "array") return [{ ...fieldOf(collection.name, schema, collection.name, walk), root: true }];
  const fields = objectFields(schema, collection.name, walk);
  if (collection.format !== "markdown") return fields;
  if (collection.bodyField !== "body") {
    throw new Error(`${collection.name}: the editor writes a Markdown file's text from a field named "body"`);
  }
  // The Markdown editor takes no length limits; the build's check still holds the text to the schema.
  return fields.map((field) => {
    if (field.name !== "body") return field;
    const body: EditorField = { ...field, widget: "markdown" };
    delete body.minlength;
    delete body.maxlength;
    return body;
  });
}

function collectionOf(collection: ContentCollection, unexplained: Unexplained[]): EditorCollection {
  const fields = fieldsOf(collection, unexplained);
  const format = collection.format === "markdown" ? "frontmatter" : "yaml";
  const i18n = collection.localized ? { i18n: true } : {};
  const { name, label, path } = collection;
  if (path.includes("{slug}")) {
    // A folder of items: the editor lists the folder's files and writes each back in place. Items are added with
    // the page registry (a developer's change), so the editor neither creates nor deletes them. The editor puts the
    // language folder right after the collection's folder ("app/content/es/offerings/quantum.yaml").
    const [folder = "", rest = ""] = collection.localized
      ? path.split("/{lang}/")
      : [path.slice(0, path.lastIndexOf("/")), path.slice(path.lastIndexOf("/") + 1)];
    if (!rest.includes("{slug}")) throw new Error(`${name}: a localized folder's path has /{lang}/ before its items`);
    return {
      name,
      label,
      ...i18n,
      format,
      extension: extensionOf(path),
      folder,
      path: editorPath(rest.slice(0, rest.lastIndexOf("."))),
      summary: "{{slug}}",
      create: false,
      delete: false,
      fields,
    };
  }
  return { name, label, ...i18n, format, files: [{ name, label, file: editorPath(path), ...i18n, fields }] };
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
    },
    site_url: repository.origin,
    media_folder: "public/images",
    public_folder: "/images",
    // Pictures come from the editor's computer only: stock photo sites are other origins the policy refuses.
    media_libraries: { stock_assets: false },
    i18n: { structure: "multiple_folders", locales: [...languageCodes], default_locale: defaultLanguage },
    // An optional field left empty is left out of the file, as the schema expects, rather than written as "".
    output: { omit_empty_optional_fields: true },
    collections: collections.map((collection) => collectionOf(collection, unexplained)),
  };
  return { config, unexplained };
}
