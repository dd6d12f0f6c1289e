import { defaultLanguage } from "~/lib/language/languages";
import { type ContentFile, everyCollection, filesOf } from "./collections";
import { checkedRead } from "./checked-read.server";

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

/** A step of a path: an object's key, or a list's item (from 0). */
type Step = string | number;

/** One fact of a value's shape: a list's length, a field's kind, or a value that is not words. */
interface ShapeFact {
  steps: Step[];
  /** As the check prints it: "benefits.items: a list of 6", "hero.eyebrow: string", "cards[0].page = \"quantum\"". */
  line: string;
  /** A list's length, where the fact is one. */
  items?: number;
}

const pathText = (steps: readonly Step[]) =>
  steps.reduce<string>(
    (text, step) => (typeof step === "number" ? `${text}[${step}]` : text ? `${text}.${step}` : step),
    "",
  );

/**
 * What a value is made of: its paths, list lengths and neutral values, in the order of the file (the facts are
 * compared as sets of lines; the order is only the order the problems are listed in).
 */
function shapeOf(value: unknown, steps: Step[] = []): ShapeFact[] {
  if (Array.isArray(value)) {
    return [
      { steps, line: `${pathText(steps) || "(root)"}: a list of ${value.length}`, items: value.length },
      ...value.flatMap((item, i) => shapeOf(item, [...steps, i])),
    ];
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => {
      const at = [...steps, key];
      if (NEUTRAL_KEYS.has(key) && (typeof item !== "object" || item === null)) {
        return [{ steps: at, line: `${pathText(at)} = ${JSON.stringify(item)}` }];
      }
      return [
        { steps: at, line: `${pathText(at)}: ${Array.isArray(item) ? "list" : typeof item}` },
        ...shapeOf(item, at),
      ];
    });
  }
  return [];
}

/** Content files by their path under app/content ("./es/vision.yaml"), as their data. */
export type ContentFiles = Readonly<Record<string, unknown>>;

/** The default language's content files, by their repository path, with their collections. */
const collectionFiles: ReadonlyMap<string, ContentFile> = new Map(
  everyCollection.flatMap((collection) => filesOf(collection, [defaultLanguage]).map((file) => [file.path, file])),
);

/**
 * Both sides of `file` (its path under a language's folder) as their pages read them: what its collection's schema
 * makes of each, as the content check reads it (a legal text's body read into its sections by remark, as the build
 * reads it for its page: legal-document.server.ts). Where either side's schema refuses it (the content check names
 * why) or no collection holds it, both are compared as the files say, so a text the schema cannot read is one
 * problem, not also a difference of shape. The default language's schema serves every language: a page reads other
 * than the file says only where a schema transforms, and no such schema differs by language.
 */
function bothAsRead(file: string, reference: unknown, translated: unknown): [unknown, unknown] {
  const collectionFile = collectionFiles.get(`app/content/${defaultLanguage}/${file}`);
  if (!collectionFile) return [reference, translated];
  const [wanted, had] = [checkedRead(collectionFile, reference), checkedRead(collectionFile, translated)];
  return wanted.success && had.success ? [wanted.output, had.output] : [reference, translated];
}

/** How a translation differs from the default language's file. */
export type LanguageDifference =
  | { kind: "missing"; file: string; reference: string }
  | { kind: "untranslatable"; file: string; reference: string }
  | { kind: "lacks" | "more"; file: string; reference: string; fact: ShapeFact };

export function languageDifferences(files: ContentFiles, languages: readonly string[]): LanguageDifference[] {
  const differences: LanguageDifference[] = [];
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
      if (!translated.has(file)) {
        differences.push({ kind: "missing", file: at(language, file), reference: at(defaultLanguage, file) });
      }
    }
    for (const [file, data] of translated) {
      const where = { file: at(language, file), reference: at(defaultLanguage, file) };
      if (!reference.has(file)) {
        differences.push({ kind: "untranslatable", ...where });
        continue;
      }
      const [wanted, had] = bothAsRead(file, reference.get(file), data);
      const [want, have] = [shapeOf(wanted), shapeOf(had)];
      const lines = (facts: ShapeFact[]) => new Set(facts.map((fact) => fact.line));
      const [wantedLines, hadLines] = [lines(want), lines(have)];
      for (const fact of want.filter((entry) => !hadLines.has(entry.line)))
        differences.push({ kind: "lacks", ...where, fact });
      for (const fact of have.filter((entry) => !wantedLines.has(entry.line)))
        differences.push({ kind: "more", ...where, fact });
    }
  }
  return differences;
}

/** The differences as the check prints them for developers: the file and the shape's line. */
export function languageParityProblems(files: ContentFiles, languages: readonly string[]): string[] {
  return languageDifferences(files, languages).map((difference) => {
    if (difference.kind === "missing")
      return `${difference.file}: missing (${difference.reference} has no translation)`;
    if (difference.kind === "untranslatable") return `${difference.file}: no ${difference.reference} to translate`;
    return `${difference.file}: ${difference.kind === "lacks" ? "lacks" : "has more:"} ${difference.fact.line}`;
  });
}
