import { fieldWords } from "./field-words";
import type { FieldWords } from "./field-words-shape";

/** The table's words for a dotted path: the full path first, then any field of that name ("*.heading"). */
export function wordsFor(path: string): FieldWords | undefined {
  const key = path.slice(path.lastIndexOf(".") + 1);
  return fieldWords[path] ?? fieldWords[`*.${key}`];
}

/** A key as words, where the table has none ("rotatorLead": "Rotator lead"). */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label the editor shows above the field at a dotted path, as the editor's fields are labelled. */
export function labelOf(path: string): string {
  return wordsFor(path)?.label ?? humanize(path.slice(path.lastIndexOf(".") + 1));
}
