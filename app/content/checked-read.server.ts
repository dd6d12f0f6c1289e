import * as v from "valibot";
import type { ContentCollection, ContentFile } from "./collections";
import { checkedSchemaOf } from "./legal/legal-document.server";

// A content file read by the schema the content check holds it to (checkedSchemaOf), once for each file's data.
// The check reads every file more than once (against its own schema, then each translation beside the default
// language's, for the differences and again for their lines), a legal text's read runs its Markdown through remark,
// and the tests run the whole check again for each broken copy of one file, every other file the same object as
// before. Reads are kept by the data's identity, so a changed copy is read afresh; no code changes a content
// file's data in place once it is loaded.

type Read = v.SafeParseResult<v.GenericSchema>;

const schemas = new WeakMap<ContentCollection, Map<string, v.GenericSchema>>();
const reads = new WeakMap<v.GenericSchema, WeakMap<object, Read>>();

/** The file's checked schema, made once for its collection and language. */
function schemaFor(file: ContentFile): v.GenericSchema {
  const byLanguage = schemas.get(file.collection) ?? new Map<string, v.GenericSchema>();
  schemas.set(file.collection, byLanguage);
  const language = file.language ?? "";
  const schema = byLanguage.get(language) ?? checkedSchemaOf(file);
  byLanguage.set(language, schema);
  return schema;
}

/** What `file`'s checked schema makes of `data`: valibot's result, read once for the same data. */
export function checkedRead(file: ContentFile, data: unknown): Read {
  const schema = schemaFor(file);
  if (typeof data !== "object" || data === null) return v.safeParse(schema, data);
  const byData = reads.get(schema) ?? new WeakMap<object, Read>();
  reads.set(schema, byData);
  const read = byData.get(data) ?? v.safeParse(schema, data);
  byData.set(data, read);
  return read;
}
