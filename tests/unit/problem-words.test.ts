// The content check's words for where a problem is, as the person who edits finds it: a field by its labels in the
// editor, a list's item by its number from 1, and in a legal text (Markdown read into sections) the section, then
// its parts as they are written (heading, anchor, paragraphs and lists, a list of terms, a link).
import type * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type ContentFile, collectionNamed, filesOf } from "~/content/collections";
import { labelOf } from "~/content/editor/field-label";
import { entryWords, fieldPathWords, problemInEditorWords } from "~/content/editor/problem-words";

const fileOf = (name: string): ContentFile => {
  const collection = collectionNamed(name);
  const [file] = filesOf(collection, ["es"]);
  if (!file) throw new Error(`no file of ${name}`);
  return file;
};
const privacy = fileOf("privacy");
const leaders = fileOf("leaders");

/** A length issue as valibot reports one, at a path of keys. */
const lengthIssue = (keys: (string | number)[], input: unknown[], requirement: number) =>
  ({
    kind: "validation",
    type: "length",
    input,
    requirement,
    expected: String(requirement),
    received: String(input.length),
    message: "Invalid length",
    path: keys.map((key) => ({ key })),
  }) as unknown as v.BaseIssue<unknown>;

describe("where a content problem is, in the editor's words", () => {
  it("a legal text's parts by section, then as they are written", () => {
    expect(fieldPathWords(privacy, ["sections", 2, "blocks", 1, "list", 0])).toBe(
      "Text, section 3 › Paragraphs and lists, item 2 › Bulleted list, item 1",
    );
    expect(fieldPathWords(privacy, ["sections", 0, "blocks", 0, "terms", 1, "detail"])).toBe(
      "Text, section 1 › Paragraphs and lists, item 1 › List of terms, item 2 › Explanation",
    );
    expect(fieldPathWords(privacy, ["sections", 4, "blocks", 3, "terms", 0, "term"])).toBe(
      "Text, section 5 › Paragraphs and lists, item 4 › List of terms, item 1 › Term",
    );
    expect(fieldPathWords(privacy, ["sections", 1, "blocks", 2, "link", "label"])).toBe(
      "Text, section 2 › Paragraphs and lists, item 3 › Link › Link's words",
    );
    expect(fieldPathWords(privacy, ["sections", 1, "blocks", 2, "link", "to"])).toBe(
      "Text, section 2 › Paragraphs and lists, item 3 › Link › Link's page",
    );
    expect(fieldPathWords(privacy, ["sections", 6, "heading"])).toBe("Text, section 7 › Heading");
    expect(fieldPathWords(privacy, ["sections"])).toBe("Text");
  });

  it("a legal text's fields before its text by their labels", () => {
    expect(fieldPathWords(privacy, ["description"])).toBe(labelOf("privacy.description"));
    expect(fieldPathWords(privacy, ["body"])).toBe(labelOf("privacy.body"));
  });

  it("a field of another file by its label, though a part of a text has the same name", () => {
    const mission = fileOf("home-mission");
    expect(fieldPathWords(mission, ["detail"])).toBe(labelOf("home-mission.detail"));
    expect(fieldPathWords(mission, ["detail"])).not.toBe("Explanation");
    const vision = fileOf("vision");
    expect(fieldPathWords(vision, ["stats", 0, "label"])).toBe(
      `${labelOf("vision.stats")}, item 1 › ${labelOf("vision.stats.label")}`,
    );
    expect(fieldPathWords(vision, ["stats", 0, "label"])).not.toContain("Link's words");
  });

  it("a file's list items by number, and their fields by label, with no sections outside a text", () => {
    expect(fieldPathWords(leaders, [3, "role"])).toBe(`${labelOf("leaders")}, item 4 › ${labelOf("leaders.role")}`);
    expect(fieldPathWords(leaders, [1])).toBe(`${labelOf("leaders")}, item 2`);
  });

  it("counts a text's sections as sections, any other list's items as items", () => {
    expect(problemInEditorWords(privacy, lengthIssue(["sections"], [1, 2], 3))).toBe(
      `${entryWords(privacy)}: Text: has 2 sections; expected exactly 3 sections. [${privacy.path}: sections]`,
    );
    expect(problemInEditorWords(privacy, lengthIssue(["sections", 0, "blocks", 1, "list"], [1], 2))).toContain(
      ": has 1 item; expected exactly 2 items.",
    );
    expect(problemInEditorWords(leaders, lengthIssue([], [1, 2, 3], 4))).toContain(
      ": has 3 items; expected exactly 4 items.",
    );
  });
});
