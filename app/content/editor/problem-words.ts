import type * as v from "valibot";
import type { ContentFile } from "~/content/collections";
import { labelOf } from "./field-label";

// The content check's problems in the words of the people who edit the site, for the rules the editor's fields
// cannot hold (an organisation named twice, a fixed English wording, a list one language has longer than the
// other): which entry, which field as the editor labels it, what is wrong and what is expected, then the file and
// the field's key for whoever fixes it by hand. The pull request's check prints them; docs/editing.md says where.

/** A step of a field's path: an object's key or a list's item (from 0). */
type Step = string | number;

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** A language as the editor names it: "Spanish". */
export const languageName = (code: string) => languageNames.of(code) ?? code;

/** A content file as the editor names its entry: "Service and expertise pages › Quantum (Spanish)". */
export function entryWords({ collection, slug, language }: ContentFile): string {
  const item = slug ? ` › ${collection.itemLabel?.(slug) ?? slug}` : "";
  return `${collection.label}${item}${language ? ` (${languageName(language)})` : ""}`;
}

/**
 * A Markdown file's text is read into parts (a legal text's sections) before its rules apply: a problem there is
 * the text's, in the part it is in.
 */
function stepsInTheFile(file: ContentFile, steps: readonly Step[]): { steps: readonly Step[]; inText: boolean } {
  const { bodyField } = file.collection;
  if (!bodyField || steps[0] === bodyField) return { steps, inText: false };
  const known = Object.keys((file.collection.schema as { entries?: object }).entries ?? {});
  return typeof steps[0] === "string" && known.includes(steps[0])
    ? { steps, inText: false }
    : { steps: [bodyField, ...steps.slice(1)], inText: true };
}

/** The parts a legal text's Markdown is read into, as the person who writes it sees them in the text. */
const textPartWords: Readonly<Record<string, string>> = {
  id: "Heading's anchor ({#…} after the heading)",
  heading: "Heading",
  blocks: "Paragraphs and lists",
  list: "Bulleted list",
  terms: "List of terms",
  term: "Term",
  detail: "Explanation",
  link: "Link",
  label: "Link's words",
  to: "Link's page",
};

/** The field at a path as the editor labels it: "Top of the page › Small line above the title", "Benefits, item 3". */
export function fieldPathWords(file: ContentFile, fieldSteps: readonly Step[]): string {
  const words: string[] = [];
  let path = file.collection.name;
  const { steps, inText } = stepsInTheFile(file, fieldSteps);
  for (const [index, step] of steps.entries()) {
    if (typeof step === "number") {
      // In a text, the first number is its section (a "## " heading); any other is an item of a list.
      const item = inText && index === 1 ? "section" : "item";
      words.push(`${words.pop() ?? labelOf(path)}, ${item} ${step + 1}`);
      continue;
    }
    path = `${path}.${step}`;
    words.push(inText && index > 0 ? (textPartWords[step] ?? labelOf(path)) : labelOf(path));
  }
  return words.length > 0 ? words.join(" › ") : labelOf(file.collection.name);
}

/** What a list at a path is a list of, in words: a text's sections, or items. */
const listUnit = (file: ContentFile, steps: readonly Step[]) =>
  stepsInTheFile(file, steps).inText && steps.length === 1 ? "section" : "item";

const quoted = (value: unknown) => (typeof value === "string" ? `“${value}”` : JSON.stringify(value));
const count = (n: unknown, noun: string) => `${String(n)} ${noun}${n === 1 ? "" : "s"}`;

/** What is wrong and what is expected, for one issue valibot reports. */
function wrongAndExpected(issue: v.BaseIssue<unknown>, itemUnit = "item"): [string, string] {
  const { type, input, requirement } = issue as v.BaseIssue<unknown> & { requirement?: unknown };
  const length = (typeof input === "string" || Array.isArray(input)) && input.length;
  const unit = Array.isArray(input) ? itemUnit : "character";
  switch (type) {
    case "non_empty":
      return ["is empty", Array.isArray(input) ? "at least one item" : "some words"];
    case "min_length":
      return [`has ${count(length, unit)}`, `at least ${count(requirement, unit)}`];
    case "max_length":
      return [`has ${count(length, unit)}`, `at most ${count(requirement, unit)}`];
    case "length":
      return [`has ${count(length, unit)}`, `exactly ${count(requirement, unit)}`];
    case "regex":
      return [
        `${quoted(input)} does not have the expected form`,
        // A rule's own words say what it expects, with or without the word itself ("expected a photo in …").
        issue.message.startsWith("Invalid ")
          ? "the form the field's hint describes"
          : issue.message.replace(/^expected /i, ""),
      ];
    case "literal":
      // A text fixed in English, or a value a field has or leaves out (an entry's `draft: true`).
      return typeof input === "string"
        ? [`reads ${quoted(input)}`, `${issue.expected ?? ""}, which it always is in English`]
        : [`reads ${quoted(input)}`, `${issue.expected ?? ""}, the only value it takes, or nothing`];
    case "picklist":
      return [`${quoted(input)} is not one of its choices`, "one of the list"];
    case "url":
      return [`${quoted(input)} is not a web address`, "a full address starting with https://"];
    case "email":
      return [`${quoted(input)} is not an email address`, "an address such as name@example.com"];
    case "starts_with":
      return [`${quoted(input)} does not start as it must`, `an address starting with ${String(requirement)}`];
    case "integer":
      return [`${quoted(input)} is not a whole number`, "a whole number"];
    case "strict_object":
    case "object":
      // A field the file lacks, or one it has that no field of the editor writes.
      if (input === undefined) return ["is missing", "it filled in"];
      return [`has a field the page does not use (${quoted(input)})`, "only the editor's fields: remove it"];
    default:
      break;
  }
  // A rule of our own (a check) says both in its message: "what is wrong; expected what is expected".
  const [wrong = issue.message, expected] = issue.message.split(/; expected /);
  if (expected) return [wrong, expected];
  if (input === undefined) return ["is missing", "it filled in"];
  // A rule without words of its own: said as valibot says it (a defect the rules' test finds).
  return [issue.message, ""];
}

const sentence = (wrong: string, expected: string) => (expected ? `${wrong}; expected ${expected}.` : `${wrong}.`);

/**
 * One problem of a content file in the editor's words: "Client logos (organisation names): Clients, item 7: “Acme”
 * is item 2 too; expected each organisation once. [app/content/home/clients.yaml: 6]".
 */
export function problemInEditorWords(file: ContentFile, issue: v.BaseIssue<unknown>): string {
  const steps = (issue.path ?? []).map((item) => item.key as Step);
  const [wrong, expected] = wrongAndExpected(issue, listUnit(file, steps));
  const key = steps.join(".");
  // A field the editor has no words for (a key no schema names) is said at the fields it is among.
  const unknownKey = (issue.type === "strict_object" || issue.type === "object") && issue.input !== undefined;
  // A key at the top of the file is said at the entry's own name: no field holds it (not even a Markdown text's,
  // where a problem of the whole file, a legal text that is not sections, is said).
  const place =
    unknownKey && steps.length === 1
      ? labelOf(file.collection.name)
      : fieldPathWords(file, unknownKey ? steps.slice(0, -1) : steps);
  return `${entryWords(file)}: ${place}: ${sentence(wrong, expected)} [${file.path}${key ? `: ${key}` : ""}]`;
}

/**
 * A problem the check finds beyond a file's schema, at a field, in the editor's words: a translation unlike the
 * default language's file, a photo's file, an author who is no one of the team.
 */
export function fieldProblemInEditorWords(
  file: ContentFile,
  problem: { steps: readonly Step[]; wrong: string; expected: string },
): string {
  const key = problem.steps.join(".");
  const { wrong, expected } = problem;
  return `${entryWords(file)}: ${fieldPathWords(file, problem.steps)}: ${sentence(wrong, expected)} [${file.path}${key ? `: ${key}` : ""}]`;
}

/** A field's steps from a dotted key ("0.image": the first item's image). */
export const stepsOf = (key: string): Step[] =>
  key.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step));

/** A rule's words "what is wrong: expected what is expected" (a photo file's problem) as the two halves. */
export function wrongThenExpected(words: string): { wrong: string; expected: string } {
  const at = words.indexOf(": expected ");
  return at < 0
    ? { wrong: words, expected: "" }
    : { wrong: words.slice(0, at), expected: words.slice(at + ": expected ".length) };
}

/**
 * A problem with no field of its own, at a place the editor names otherwise (an entry's slug, in the editor's
 * Slug panel; a line of a Markdown text): the entry, the place, what is wrong and what is expected, then the file.
 */
export function placedProblemInEditorWords(
  file: ContentFile,
  problem: { place: string; wrong: string; expected: string; at?: string },
): string {
  const { place, wrong, expected, at } = problem;
  return `${entryWords(file)}: ${place}: ${sentence(wrong, expected)} [${file.path}${at ? `: ${at}` : ""}]`;
}
