// Every rule the content check enforces, and where a person who edits meets it. The rules are read off the content
// schemas (every collection, every language) and the check's own rules; each is held either by the editor's field
// (its limits, pattern, list to pick from, whole numbers, hidden value: the editor refuses to save) or by the pull
// request's check, which then says, in the editor's own words, the entry, the field, what is wrong and what is
// expected. A rule of a kind this table does not place fails here; so does a rule placed on the editor that its field
// does not hold, or a rule left to the check whose message an editor could not act on.
import { describe, expect, it } from "vitest";
import { contentFileData, contentProblems } from "~/content/check-content.server";
import { type ContentCollection, type ContentFile, contentCollections, filesOf } from "~/content/collections";
import { editorConfig } from "~/content/editor/editor-config";
import type { EditorField } from "~/content/editor/schema-fields";
import { checkedSchemaOf } from "~/content/legal/legal-document.server";
import { dataKeyOf } from "~/content/localized.server";
import { publicSvgPictures } from "~/content/public-pictures.server";
import { defaultLanguage, languageCodes } from "~/lib/language/languages";

type Step = string | number;

/** A rule of a schema: a field (dotted, list items as "*"), the kind of rule, and what it asks. */
interface Rule {
  collection: ContentCollection;
  file: ContentFile;
  path: string;
  steps: Step[];
  kind: string;
  requirement?: unknown;
  /** A rule on the parts a Markdown text is read into (a legal text's sections): the text's. */
  inText: boolean;
}

interface Node {
  type: string;
  kind?: string;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: readonly (Node | string)[];
  literal?: unknown;
  requirement?: unknown;
  pipe?: readonly Node[];
}

function rulesOf(
  node: Node,
  at: { path: string; steps: Step[]; inText: boolean },
  push: (rule: Omit<Rule, "collection" | "file">) => void,
  known: ReadonlySet<string> = new Set(),
) {
  let inner = node;
  while (inner.wrapped) inner = inner.wrapped;
  const add = (kind: string, requirement?: unknown) => {
    push({ ...at, kind, requirement });
  };
  if (inner.type === "literal") add("literal", inner.literal);
  if (inner.type === "picklist") add("picklist", inner.options);
  if (inner.type === "strict_object") add("strict_object");
  if (inner.type === "union") add("union");
  let transformed = false;
  for (const step of (inner.pipe ?? []).slice(1)) {
    if (step.kind === "validation") add(step.type, step.requirement);
    if (step.kind === "transformation") {
      add(step.type);
      transformed = true;
    }
    if (step.kind === "schema") {
      // What a transformation made of the value: its new parts are the text's (a legal text's sections).
      const before = new Set(Object.keys(inner.entries ?? {}));
      rulesOf(step, { ...at, inText: transformed || at.inText }, push, before);
    }
  }
  for (const [key, entry] of Object.entries(inner.entries ?? {})) {
    if (known.has(key)) continue;
    rulesOf(entry, { path: `${at.path}.${key}`, steps: [...at.steps, key], inText: at.inText || known.size > 0 }, push);
  }
  if (inner.item) {
    const item = inner.item.wrapped ?? inner.item;
    const objectItem = item.entries !== undefined || item.type === "union";
    rulesOf(
      inner.item,
      { path: objectItem ? at.path : `${at.path}.*`, steps: [...at.steps, 0], inText: at.inText },
      push,
    );
  }
  if (inner.type === "union" || inner.type === "variant") {
    for (const option of inner.options ?? []) if (typeof option !== "string") rulesOf(option, at, push);
  }
}

/**
 * Every rule of every collection, in every language (a localized collection's files differ where English is fixed),
 * as the check holds its files: a legal text read into its sections too.
 */
const rules: Rule[] = contentCollections.flatMap((collection) =>
  filesOf(collection, languageCodes)
    .filter((file, i, all) => all.findIndex((other) => other.language === file.language) === i)
    .flatMap((file) => {
      const found: Rule[] = [];
      const root = { path: collection.name, steps: [], inText: false };
      rulesOf(checkedSchemaOf(file), root, (rule) => {
        found.push({ ...rule, collection, file });
      });
      return found;
    }),
);

const { config } = editorConfig(contentCollections, {
  repo: "owner/site",
  branch: "main",
  origin: "https://site.test",
});

/** The editor's field for a rule's path (list items: the list's item field). */
function editorFieldOf(rule: Rule): EditorField | undefined {
  const entry = config.collections.find((collection) => collection.name === rule.collection.name);
  let fields = entry?.files?.[0]?.fields ?? [];
  let field: EditorField | undefined = fields.length === 1 && fields[0]?.root ? fields[0] : undefined;
  const keys = rule.path.split(".").slice(1);
  for (const key of keys) {
    if (key === "*") field = field?.field;
    else {
      field = (field?.fields ?? fields).find((candidate) => candidate.name === key);
      fields = field?.fields ?? [];
    }
  }
  return field;
}

/** An entry as the editor lists it: its collection, the entry's own label for an item, and the side's language. */
function entryAsTheEditorNamesIt(file: ContentFile): string {
  const entry = config.collections.find((collection) => collection.name === file.collection.name);
  const item = file.slug ? ` › ${entry?.files?.find((candidate) => candidate.name === file.slug)?.label ?? ""}` : "";
  const language = file.language ? ` (${{ en: "English", es: "Spanish" }[file.language]})` : "";
  return `${file.collection.label}${item}${language}`;
}

/** A text fixed in English: a literal in English where another language's schema takes words. */
function isFixedText(rule: Rule): boolean {
  if (rule.kind !== "literal" || rule.file.language !== defaultLanguage) return false;
  return rules.some(
    (other) =>
      other.collection === rule.collection &&
      other.path === rule.path &&
      other.file.language !== defaultLanguage &&
      other.kind !== "literal",
  );
}

const isMarkdownBody = (rule: Rule) =>
  rule.collection.bodyField !== undefined && rule.path === `${rule.collection.name}.${rule.collection.bodyField}`;

/** Where each kind of rule is held: the editor's field (and how), or the pull request's check. */
const whereHeld: Record<string, (rule: Rule, field: EditorField | undefined) => "check" | boolean> = {
  // Lengths: the field's limits; a Markdown text's editor has none, and the parts of a text are the check's. An
  // optional field left empty is left out of the file (output.omit_empty_optional_fields), never written empty.
  non_empty: (rule, field) =>
    rule.inText
      ? "check"
      : field?.required === true ||
        (field?.minlength ?? field?.min ?? 0) >= 1 ||
        (field?.required === false && config.output.omit_empty_optional_fields),
  min_length: (rule, field) =>
    rule.inText || isMarkdownBody(rule) ? "check" : (field?.minlength ?? field?.min) === rule.requirement,
  max_length: (rule, field) => (rule.inText ? "check" : (field?.maxlength ?? field?.max) === rule.requirement),
  length: (rule, field) => (rule.inText ? "check" : field?.min === rule.requirement && field?.max === rule.requirement),
  regex: (rule, field) => (rule.inText ? "check" : field?.pattern !== undefined),
  picklist: (rule, field) =>
    JSON.stringify(field?.options?.map((option) => (typeof option === "string" ? option : option.value))) ===
    JSON.stringify(rule.requirement),
  // A value the same in every language is kept by a hidden field; a text fixed in English, the check's.
  literal: (rule, field) =>
    rule.inText || isFixedText(rule)
      ? "check"
      : field?.widget === "hidden" && field.default === String(rule.requirement),
  integer: (_rule, field) => field?.value_type === "int",
  min_value: (rule, field) => field?.min === rule.requirement,
  // The editor writes only the fields it shows; a text's parts come from how it is written.
  strict_object: (rule) => (rule.inText ? "check" : true),
  union: () => "check",
  url: () => "check",
  email: () => "check",
  starts_with: () => "check",
  check: () => "check",
  raw_check: () => "check",
  raw_transform: () => "check",
};

describe("every content rule has its place: the editor's field, or the check in the editor's words", () => {
  it("places every rule of every schema", () => {
    expect(rules.length).toBeGreaterThan(300);
    expect([...new Set(rules.map((rule) => rule.kind))].filter((kind) => !(kind in whereHeld))).toEqual([]);
  });

  it("holds each rule it places on the editor in the editor's field", () => {
    const notHeld = rules.filter((rule) => whereHeld[rule.kind]?.(rule, editorFieldOf(rule)) === false);
    expect(notHeld.map((rule) => `${rule.path} (${rule.file.language ?? "shared"}): ${rule.kind}`)).toEqual([]);
  });

  // The rules left to the check, each broken in a copy of a real file; the check's line must name the entry as the
  // editor does, the field by its label, what is wrong, what is expected, and the file.
  const checked = rules.filter((rule) => whereHeld[rule.kind]?.(rule, editorFieldOf(rule)) === "check");
  // A legal text's parts are broken through its Markdown; the ones below stand for the rest, which say their
  // problems the same way (the text, the section, the rule).
  const described = [
    ...new Map(
      checked
        .filter((rule) => !rule.inText || textEdits[textRuleKey(rule)])
        .map((rule) => [`${rule.path} ${rule.kind} ${rule.file.language ?? ""}`, rule]),
    ).values(),
  ];

  it("leaves to the check the rules an editor's field cannot hold, among them the known holes", () => {
    const keys = new Set(checked.map((rule) => `${rule.path}: ${rule.kind}`));
    for (const key of [
      "clients: raw_check", // an organisation named twice
      "leaders: raw_check", // two leaders with one title
      "home-expertise-cards: raw_check", // a page on two cards
      "home-section-copy.hero.getStarted: literal", // the English wording of a fixed text
      "offerings.intro.video.source: check", // a video address
      "privacy: raw_transform", // a legal text that is not sections
      "site.email: email",
    ]) {
      expect(keys, key).toContain(key);
    }
  });

  it.each(described.map((rule) => [`${rule.path}: ${rule.kind} (${rule.file.language ?? "shared"})`, rule] as const))(
    "%s: the check says it in the editor's words",
    (_name, rule) => {
      const data = structuredClone(contentFileData[dataKeyOf(rule.file)]);
      const broken = breakRule(rule, data);
      const problems = contentProblems(
        undefined,
        { ...contentFileData, [dataKeyOf(rule.file)]: broken },
        publicSvgPictures(),
      );
      const ours = problems.filter((problem) => problem.includes(`[${rule.file.path}`));
      expect(ours.length, `${rule.path}: broken as ${JSON.stringify(rule.requirement)}`).toBeGreaterThan(0);
      const label = editorFieldOf({
        ...rule,
        path:
          rule.inText || isMarkdownBody(rule)
            ? `${rule.collection.name}.${rule.collection.bodyField ?? ""}`
            : rule.path,
      })?.label;
      const entry = entryAsTheEditorNamesIt(rule.file);
      const words = ours.find((problem) => problem.startsWith(`${entry}: `)) ?? ours[0] ?? "";
      expect(words.startsWith(`${entry}: `), words).toBe(true);
      if (label) expect(words, words).toContain(label);
      expect(words, words).toMatch(/: .+; expected [^\s.]/);
    },
  );

  it("says a translation's list of another length once, in the editor's words", () => {
    const cards = contentCollections.find((collection) => collection.name === "home-expertise-cards");
    const [file] = cards ? filesOf(cards, ["es"]) : [];
    if (!file) throw new Error("no Spanish expertise cards");
    const data = structuredClone(contentFileData[dataKeyOf(file)]) as unknown[];
    const english = (contentFileData[dataKeyOf({ path: file.path.replace("/es/", "/en/") })] as unknown[]).length;
    const problems = contentProblems(undefined, { ...contentFileData, [dataKeyOf(file)]: data.slice(0, -1) });
    expect(problems).toEqual([
      `${entryAsTheEditorNamesIt(file)}: Expertise cards: has ${english - 1} items, the English side ${english}; ` +
        `expected the same in every language. [${file.path}]`,
    ]);
  });

  it("says a repeat in a list at the repeating item (and its field), naming the item it repeats", () => {
    const clients = structuredClone(contentFileData["./home/clients.yaml"]) as string[];
    clients[6] = clients[1] ?? "";
    const leaders = structuredClone(contentFileData["./home/leaders.yaml"]) as { role: string }[];
    leaders[3] = { ...leaders[3], role: leaders[1]?.role ?? "" };
    expect(
      contentProblems(undefined, {
        ...contentFileData,
        "./home/clients.yaml": clients,
        "./home/leaders.yaml": leaders,
      }),
    ).toEqual([
      `Leadership team: Leaders, item 4 › Title: is the title of leader 2 too; expected each title once. ` +
        `[app/content/home/leaders.yaml: 3.role]`,
      `Client logos (organisation names): Clients, item 7: “${clients[1] ?? ""}” is item 2 too; expected each ` +
        `organisation once. [app/content/home/clients.yaml: 6]`,
    ]);
  });

  it("says nothing of repeats in a list whose items are refused already", () => {
    const leaders = structuredClone(contentFileData["./home/leaders.yaml"]) as { role: string }[];
    leaders[0] = { ...leaders[0], role: "chief-wizard" };
    leaders[1] = { ...leaders[1], role: "chief-wizard" };
    const problems = contentProblems(undefined, { ...contentFileData, "./home/leaders.yaml": leaders });
    expect(problems.map((problem) => problem.slice(problem.lastIndexOf("[")))).toEqual([
      "[app/content/home/leaders.yaml: 0.role]",
      "[app/content/home/leaders.yaml: 1.role]",
    ]);
    expect(problems.filter((problem) => problem.includes(" too; "))).toEqual([]);
  });

  it("says a legal text's anchor unlike the other language's by its section, in the editor's words", () => {
    const privacy = contentCollections.find((collection) => collection.name === "privacy");
    const [file] = privacy ? filesOf(privacy, ["es"]) : [];
    if (!file) throw new Error("no Spanish privacy policy");
    const data = structuredClone(contentFileData[dataKeyOf(file)]) as { body: string };
    const anchors = [...data.body.matchAll(/\{#([a-z-]+)\}/g)].map((match) => match[1]);
    const body = data.body.replace(`{#${anchors[1] ?? ""}}`, "{#otra-ancla}");
    expect(contentProblems(undefined, { ...contentFileData, [dataKeyOf(file)]: { ...data, body } })).toEqual([
      `${entryAsTheEditorNamesIt(file)}: Text, section 2 › Heading's anchor ({#…} after the heading): differs from ` +
        `the English side ("otra-ancla" here); expected the same in every language. [${file.path}: sections.1.id]`,
    ]);
  });

  it("says a legal text of fewer sections once, in sections, and not again as a translation unlike the English", () => {
    const privacy = contentCollections.find((collection) => collection.name === "privacy");
    const [file] = privacy ? filesOf(privacy, ["es"]) : [];
    if (!file) throw new Error("no Spanish privacy policy");
    const data = structuredClone(contentFileData[dataKeyOf(file)]) as { body: string };
    // The text starts at its first heading: one part a section.
    const sections = data.body.split(/\n(?=## )/);
    const body = sections.slice(0, -1).join("\n");
    expect(contentProblems(undefined, { ...contentFileData, [dataKeyOf(file)]: { ...data, body } })).toEqual([
      `${entryAsTheEditorNamesIt(file)}: Text: has ${sections.length - 1} sections; expected exactly ` +
        `${sections.length} sections. [${file.path}: sections]`,
    ]);
  });
});

/** A copy of a file's data that breaks one rule, at its path. */
function breakRule(rule: Rule, data: unknown): unknown {
  if (rule.kind === "raw_transform")
    return { ...(data as object), body: `Preamble.\n\n${(data as { body: string }).body}` };
  if (rule.inText) return breakText(rule, data as { body: string });
  if (rule.steps.length === 0) return breakValue(rule, data);
  const parent = rule.steps
    .slice(0, -1)
    .reduce<unknown>((value, step) => (value as Record<Step, unknown>)[step], data) as Record<Step, unknown>;
  const last = rule.steps.at(-1) ?? "";
  parent[last] = breakValue(rule, parent[last]);
  return data;
}

function breakValue(rule: Rule, value: unknown): unknown {
  switch (rule.kind) {
    case "raw_check":
      // The list with its first item again (a name, a leader's title, a card's page, twice).
      return Array.isArray(value) ? [...(value as unknown[]).slice(0, -1), value[0] as unknown] : value;
    case "check":
      if (rule.path.endsWith(".source")) return "not a video";
      if (rule.path.endsWith(".website")) return "https://www.youtube-nocookie.com/x";
      // A slide whose words take longer to type than the slide stays.
      return { ...(value as object), mainText: "Palabras ".repeat(80) };
    case "literal":
      return "Changed";
    case "url":
      return "not an address";
    case "email":
      return "not an email";
    case "starts_with":
      return "http://elsewhere.example/x";
    default:
      throw new Error(`no way to break ${rule.kind} at ${rule.path}`);
  }
}

/** A rule of a legal text's parts, as "sections.heading: max_length". */
const textRuleKey = (rule: Rule) => `${rule.path.slice(rule.collection.name.length + 1)}: ${rule.kind}`;

/** Markdown that breaks a rule of a legal text's sections. */
const textEdits: Record<string, (body: string) => string> = {
  "sections: length": (body) => body.slice(0, [...body.matchAll(/^## .+$/gm)].at(-1)?.index),
  "sections: check": (body) => body.replace(/\{#[a-z-]+\}/, (body.match(/\{#[a-z-]+\}/g) ?? [])[1] ?? ""),
  "sections.heading: max_length": (body) => body.replace(/^## .+? \{/m, `## ${"H".repeat(61)} {`),
  "sections.id: regex": (body) => body.replace(/\{#[a-z-]+\}/, "{#Not_An_Anchor}"),
  "sections.blocks.list: min_length": (body) => `${body}\n\n- a list of one item`,
};

function breakText(rule: Rule, data: { body: string }): unknown {
  const edit = textEdits[textRuleKey(rule)];
  if (!edit) throw new Error(`no way to break ${textRuleKey(rule)}`);
  return { ...data, body: edit(data.body) };
}
