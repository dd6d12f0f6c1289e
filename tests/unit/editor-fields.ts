// Reading the content editor's configuration in its tests: every field, and a collection's fields.
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
