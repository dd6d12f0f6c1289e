import * as v from "valibot";
import { defaultLanguage } from "~/lib/language/languages";
import { type ContentFile, contentCollections, filesOf, schemaOf } from "./collections";
import { legalDocumentAsRead } from "./legal/legal-document.server";

/**
 * Every language says everything the default language says, in the same shape: the same content files under
 * app/content/<language>/, and in each the same keys, the same number of items in each list,
 * and the same values where a value is not words (an icon, a picture, a video, a link target, an anchor). A
 * translation that lacks a key, has one more, or points a card at another page fails the content check, never
 * falls back to English unseen. Files are compared as their pages read them (their collection's schema's output),
 * so a legal text's sections, with their anchors and links, are compared too, not only its body as text.
 */

/** Keys whose values are the same in every language: what a thing is, not what it is called. */
const NEUTRAL_KEYS: ReadonlySet<string> = new Set([
  "icon",
  "src",
  "width",
  "height",
  "type",
  "poster",
  "source",
  "website",
  "layout",
  "page",
  "id",
  "to",
  "lastUpdated",
  "topic",
]);

/**
 * What a value is made of, as lines to compare: its paths, list lengths and neutral values, in the order of the file
 * (the lines are compared as sets; the order is only the order the problems are listed in).
 */
function shapeOf(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) {
    return [
      `${path || "(root)"}: a list of ${value.length}`,
      ...value.flatMap((item, i) => shapeOf(item, `${path}[${i}]`)),
    ];
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => {
      const at = path ? `${path}.${key}` : key;
      if (NEUTRAL_KEYS.has(key) && (typeof item !== "object" || item === null)) {
        return [`${at} = ${JSON.stringify(item)}`];
      }
      return [`${at}: ${Array.isArray(item) ? "list" : typeof item}`, ...shapeOf(item, at)];
    });
  }
  return [];
}

/** Content files by their path under app/content ("./es/vision.yaml"), as their data. */
export type ContentFiles = Readonly<Record<string, unknown>>;

/** The default language's content files, by their repository path, with their collections. */
const collectionFiles: ReadonlyMap<string, ContentFile> = new Map(
  contentCollections.flatMap((collection) => filesOf(collection, [defaultLanguage]).map((file) => [file.path, file])),
);

/**
 * `file` (its path under a language's folder) as its page reads it: what its collection's schema makes of it, or
 * the data as it is where the schema refuses it (the content check names why) or no collection holds it. The
 * default language's schema serves every language: a page reads other than the file says only where a schema
 * transforms, and no such schema differs by language. A legal text's body is read into its sections by remark, as
 * the build reads it for its page (legal-document.server.ts).
 */
function asRead(file: string, data: unknown): unknown {
  const collectionFile = collectionFiles.get(`app/content/${defaultLanguage}/${file}`);
  if (!collectionFile) return data;
  const read = v.safeParse(schemaOf(collectionFile), data);
  if (!read.success) return data;
  const output: unknown = read.output;
  return file.startsWith("legal/") && isWithBody(output) ? legalDocumentAsRead(output) : output;
}

const isWithBody = (value: unknown): value is { body: string } =>
  typeof value === "object" && value !== null && typeof (value as { body?: unknown }).body === "string";

export function languageParityProblems(files: ContentFiles, languages: readonly string[]): string[] {
  const problems: string[] = [];
  const filesOf = (language: string) =>
    new Map(
      Object.entries(files)
        .filter(([file]) => file.startsWith(`./${language}/`))
        .map(([file, data]) => [file.slice(`./${language}/`.length), data]),
    );
  const at = (language: string, file: string) => `app/content/${language}/${file}`;
  const reference = filesOf(defaultLanguage);
  for (const language of languages.filter((code) => code !== defaultLanguage)) {
    const translated = filesOf(language);
    for (const file of reference.keys()) {
      if (!translated.has(file))
        problems.push(`${at(language, file)}: missing (${at(defaultLanguage, file)} has no translation)`);
    }
    for (const [file, data] of translated) {
      if (!reference.has(file)) {
        problems.push(`${at(language, file)}: no ${at(defaultLanguage, file)} to translate`);
        continue;
      }
      const want = shapeOf(asRead(file, reference.get(file)));
      const have = new Set(shapeOf(asRead(file, data)));
      const wanted = new Set(want);
      for (const line of want.filter((entry) => !have.has(entry)))
        problems.push(`${at(language, file)}: lacks ${line}`);
      for (const line of [...have].filter((entry) => !wanted.has(entry)))
        problems.push(`${at(language, file)}: has more: ${line}`);
    }
  }
  return problems;
}
