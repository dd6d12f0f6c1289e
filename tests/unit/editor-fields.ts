// Reading the content editor's configuration in its tests: every field, and a collection's fields; and a folder of
// entries editors add to, as a developer would declare one.
import * as v from "valibot";
import type { ContentCollection } from "~/content/collections";
import type { EditorConfig } from "~/content/editor/editor-config";
import type { EditorField } from "~/content/editor/schema-fields";

/** Every field of the configuration, nested ones included, each entry's once. */
export function everyField(config: EditorConfig): EditorField[] {
  const walk = (field: EditorField): EditorField[] => [
    field,
    ...(field.field ? walk(field.field) : []),
    ...(field.fields ?? []).flatMap(walk),
  ];
  return config.collections.flatMap((collection) =>
    [...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)].flatMap(walk),
  );
}

/** A collection's fields: a folder's, or its first file's. */
export function fieldsOf(config: EditorConfig, name: string): EditorField[] {
  const collection = config.collections.find((candidate) => candidate.name === name);
  return collection?.fields ?? collection?.files?.[0]?.fields ?? [];
}

/** A folder of Markdown articles editors add to, in every language; `changes` alter it. */
export function articlesFolder(changes: Partial<ContentCollection> = {}): ContentCollection {
  return {
    name: "articles",
    label: "Articles",
    schema: v.object({ title: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)), body: v.string() }),
    path: "app/content/{lang}/articles/{slug}.md",
    format: "markdown",
    localized: true,
    bodyField: "body",
    page: (slug) => `/articles/${slug}`,
    titleField: "title",
    slugRule: { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, maxLength: 60, words: "lower-case words and hyphens" },
    ...changes,
  };
}
