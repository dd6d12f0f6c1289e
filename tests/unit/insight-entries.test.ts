import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { parseContentFile, stringifyContentFile } from "~/content/file-format";
import { insightEntries, insightIndex } from "~/content/insights/insight-catalog.server";
import { type InsightSource, readInsightSources } from "~/content/insights/insight-files.server";
import { insightProblems } from "~/content/insights/insight-problems.server";
import { photoFileProblem } from "~/content/photos/photo-file.server";
import type { Language } from "~/lib/language/languages";

// Insights entries, as files an editor or an importer writes (app/content/<language>/insights/<slug>.md), held
// to their rules by the content check, and what the build publishes of them. Fixture entries, written here.

// A public/ of its own: a photo, a note named as one, and a photo past the upload limit (a sparse file).
const publicRoot = mkdtempSync(path.join(tmpdir(), "insight-photos-"));
beforeAll(async () => {
  mkdirSync(path.join(publicRoot, "images/insights"), { recursive: true });
  const photo = sharp({ create: { width: 8, height: 8, channels: 3, background: "#335577" } });
  writeFileSync(path.join(publicRoot, "images/insights/harbour.jpg"), await photo.jpeg().toBuffer());
  writeFileSync(path.join(publicRoot, "images/insights/note.jpg"), "Not a photo, whatever its name says.");
  writeFileSync(path.join(publicRoot, "images/insights/huge.jpg"), await photo.jpeg().toBuffer());
  truncateSync(path.join(publicRoot, "images/insights/huge.jpg"), 21_000_000);
});
afterAll(() => {
  rmSync(publicRoot, { recursive: true, force: true });
});

const facts = {
  authors: ["Ines Valcourt", "Tomasz Adeyemi"],
  photoProblem: (publicPath: string) => photoFileProblem(publicPath, publicRoot),
};

const valid = {
  title: "Why pilots stall",
  description: "Three reasons an innovation pilot never reaches production, and what to do about each.",
  date: "2026-10-14",
  author: "Ines Valcourt",
};

/** An entry's file, as the editor writes one. */
function source(
  fields: Record<string, unknown> = {},
  options: { slug?: string; language?: Language; body?: string } = {},
): InsightSource {
  const { slug = "why-pilots-stall", language = "en", body = "Some text." } = options;
  // A field given as undefined is left out of the file.
  const data = Object.fromEntries(
    Object.entries<unknown>({ ...valid, ...fields, body }).filter(([, value]) => value !== undefined),
  );
  return {
    path: `app/content/${language}/insights/${slug}.md`,
    language,
    slug,
    text: stringifyContentFile(data, "markdown"),
  };
}

const problemsOf = (...sources: InsightSource[]) => insightProblems(sources, facts);
const path0 = "app/content/en/insights/why-pilots-stall.md";
/** The entry as the editor lists it: by its title, in its language. */
const entry = "Insights: articles and case studies › Why pilots stall (English)";
/** A problem of the entry's text at a line of the file (the text starts on line 8), as the editor says it. */
const inText = (fileLine: number, message: string) =>
  `${entry}: Text, line ${fileLine - 7}: ${message}. [${path0}: line ${fileLine}]`;
const entryBySlug = "Insights: articles and case studies › why-pilots-stall (English)";

describe("an Insights entry's file", () => {
  it("with the required fields and a known author holds", () => {
    expect(problemsOf(source())).toEqual([]);
    expect(
      problemsOf(
        source({
          kind: "case-study",
          tags: ["ai", "pilots"],
          image: "/images/insights/harbour.jpg",
          imageAlt: "A harbour at dawn",
          draft: true,
        }),
      ),
    ).toEqual([]);
  });

  it("is named by its slug: lower-case words and digits, single hyphens", () => {
    for (const slug of ["Why-Pilots", "why--pilots", "why_pilots", "-why", "why-", "a".repeat(81)]) {
      expect(problemsOf(source({}, { slug })), slug).toEqual([
        `Insights: articles and case studies › ${slug} (English): Slug: the file's name, “${slug}”, is not a slug ` +
          "the site takes; expected lower-case letters and digits, words joined by single hyphens, at most 80 " +
          `characters. [app/content/en/insights/${slug}.md]`,
      ]);
    }
    expect(problemsOf(source({}, { slug: "2026-why-pilots-stall" }))).toEqual([]);
  });

  it("says each field that breaks its rule in the editor's words: the entry by its title, the field, what is wrong and what is expected, then the file", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ description: "x".repeat(201) }, "Summary: has 201 characters; expected at most 200 characters."],
      [
        { date: "14/10/2026" },
        "Date: “14/10/2026” does not have the expected form; expected a date written YYYY-MM-DD.",
      ],
      [{ date: "2026-02-30" }, "Date: is no day of the calendar; expected a day the calendar has."],
      [{ kind: "news" }, "Kind: “news” is not one of its choices; expected one of the list."],
      [
        { tags: ["Machine Learning"] },
        "Tags, item 1: “Machine Learning” does not have the expected form; expected a short lower-case word (or " +
          "words joined by hyphens).",
      ],
      [{ draft: false }, "Draft: reads false; expected true, the only value it takes, or nothing."],
      [
        { image: "/images/insights/harbour.jpg" },
        "Photo description: is missing though the entry has a photo; expected a few words that say what the photo " +
          "shows.",
      ],
      [
        { summary: "an unknown field" },
        "Insights: has a field the page does not use (“summary”); expected only the editor's fields: remove it.",
      ],
    ];
    /** Where in the file: the field's key, a list's item by its number from 0. */
    const keyOf = (fields: Record<string, unknown>) =>
      ({ tags: "tags.0", image: "imageAlt" })[Object.keys(fields)[0] ?? ""] ?? Object.keys(fields)[0] ?? "";
    for (const [fields, problem] of cases) {
      expect(problemsOf(source(fields)), JSON.stringify(fields)).toEqual([
        `${entry}: ${problem} [${path0}: ${keyOf(fields)}]`,
      ]);
    }
    // Without a title of its own, the entry is named by its slug.
    expect(problemsOf(source({ title: undefined }))).toEqual([
      `${entryBySlug}: Title: is missing; expected it filled in. [${path0}: title]`,
    ]);
    expect(problemsOf(source({ title: "  " }))).toEqual([
      `${entryBySlug}: Title: is empty; expected some words. [${path0}: title]`,
    ]);
  });

  it("refuses a photo outside /images/insights/ or not a photo, and one whose file is missing, naming what it expects", () => {
    const expected =
      "Photo: “{image}” does not have the expected form; expected the path of a JPEG, PNG, WebP or AVIF photo " +
      "under /images/insights/ (a file in public/images/insights/).";
    for (const image of ["/images/harbour.jpg", "https://elsewhere.example/harbour.jpg", "/images/insights/a.svg"]) {
      expect(problemsOf(source({ image, imageAlt: "A harbour" })), image).toEqual([
        `${entry}: ${expected.replace("{image}", image)} [${path0}: image]`,
      ]);
    }
    expect(problemsOf(source({ image: "/images/insights/missing.jpg", imageAlt: "A harbour" }))).toEqual([
      `${entry}: Photo: /images/insights/missing.jpg is not in public/; expected a photo file there. [${path0}: image]`,
    ]);
  });

  it("refuses a photo file that is not a picture, or over 20 MB, naming the entry, the field and what it expects", () => {
    expect(problemsOf(source({ image: "/images/insights/harbour.jpg", imageAlt: "A harbour" }))).toEqual([]);
    expect(problemsOf(source({ image: "/images/insights/note.jpg", imageAlt: "A harbour" }))).toEqual([
      `${entry}: Photo: /images/insights/note.jpg is not a picture; expected a JPEG, PNG, WebP or AVIF file ` +
        `(judged by its bytes). [${path0}: image]`,
    ]);
    expect(problemsOf(source({ image: "/images/insights/huge.jpg", imageAlt: "A harbour" }))).toEqual([
      `${entry}: Photo: /images/insights/huge.jpg is 21.0 MB; expected at most 20.0 MB (a smaller export of the ` +
        `photo). [${path0}: image]`,
    ]);
  });

  it("has an author from the leadership team", () => {
    expect(problemsOf(source({ author: "Someone Else" }))).toEqual([
      `${entry}: Author: “Someone Else” is no one of the leadership team; expected a name as Leadership team has ` +
        `it: Ines Valcourt, Tomasz Adeyemi. [${path0}: author]`,
    ]);
  });

  it("refuses, at its line in the file, whatever would put markup or a script on the page", () => {
    // The front matter takes lines 1 to 6 and a blank line: the body starts on line 8.
    const body = [
      "A first paragraph.", // 8
      "", // 9
      "<script>alert(1)</script>", // 10
      "", // 11
      'Text with <span onclick="steal()">a handler</span>.', // 12
      "", // 13
      '<iframe src="https://elsewhere.example"></iframe>', // 14
      "", // 15
      "<style>body { display: none }</style>", // 16
      "", // 17
      "[Click](javascript:alert(1)) and <javascript:alert(2)>", // 18
      "", // 19
      "[ref]: JavaScript:alert(3)", // 20
    ].join("\n");
    const link = (target: string) =>
      `a link to "${target}" is not published: links go to https:// (or http://), mailto: and tel: addresses, ` +
      "a path of the site (/...) or a section of the page (#...)";
    expect(problemsOf(source({}, { body }))).toEqual([
      inText(10, `raw HTML is not published ("<script>alert(1)</script>"): write it in Markdown`),
      inText(12, `raw HTML is not published ("<span onclick="steal()">"): write it in Markdown`),
      inText(12, `raw HTML is not published ("</span>"): write it in Markdown`),
      inText(14, `raw HTML is not published ("<iframe src="https://elsewhere.example">…"): write it in Markdown`),
      inText(16, `raw HTML is not published ("<style>body { display: none }</style>"): write it in Markdown`),
      inText(18, link("javascript:alert(1)")),
      inText(18, link("javascript:alert(2)")),
      inText(20, link("JavaScript:alert(3)")),
    ]);
  });

  it("keeps to one h1 (the title), headings one level at a time, and no picture in the text", () => {
    const body = "# A second title\n\n## Part\n\n#### Too deep\n\n![A chart](/images/insights/harbour.jpg)";
    expect(problemsOf(source({}, { body }))).toEqual([
      inText(8, `a level-1 heading (#): the title is the page's one; start headings at ##`),
      inText(12, `a level-4 heading after a level-2 one: go down one level at a time`),
      inText(14, `a picture in the text is not published: an entry's photo goes in its Photo field`),
    ]);
    // A picture by reference, and an address of no scheme that a browser reads as another site's (//host).
    expect(
      problemsOf(
        source(
          {},
          { body: "![A chart][chart]\n\n[chart]: /images/insights/harbour.jpg\n\n[Away](//elsewhere.example)" },
        ),
      ),
    ).toEqual([
      inText(8, `a picture in the text is not published: an entry's photo goes in its Photo field`),
      inText(
        12,
        `a link to "//elsewhere.example" is not published: links go to https:// (or http://), ` +
          "mailto: and tel: addresses, a path of the site (/...) or a section of the page (#...)",
      ),
    ]);
    const fine =
      "## Part\n\n### Detail\n\n## Next\n\n[Site](/vision), [web](https://example.org), [mail](mailto:a@b.example), [phone](tel:+15550100), [here](#part)";
    expect(problemsOf(source({}, { body: fine }))).toEqual([]);
  });

  it("in the folder, a file that is not Markdown is named as no entry", () => {
    const root = mkdtempSync(path.join(tmpdir(), "insights-"));
    onTestFinished(() => {
      rmSync(root, { recursive: true, force: true });
    });
    mkdirSync(path.join(root, "app/content/es/insights"), { recursive: true });
    writeFileSync(path.join(root, "app/content/es/insights/notes.txt"), "notes");
    writeFileSync(path.join(root, "app/content/es/insights/piloto.md"), source({}, { language: "es" }).text);
    const { sources, strays } = readInsightSources(root);
    expect(sources.map((file) => [file.path, file.language, file.slug])).toEqual([
      ["app/content/es/insights/piloto.md", "es", "piloto"],
    ]);
    expect(strays).toEqual(["app/content/es/insights/notes.txt: not an entry: an entry is a Markdown file, <slug>.md"]);
  });
});

describe("the site's own entries", () => {
  it("are each a file the editor reads and writes back byte for byte", () => {
    const { sources, strays } = readInsightSources();
    expect(strays).toEqual([]);
    expect(sources.length).toBeGreaterThan(0);
    for (const { path: file, text } of sources) {
      expect(stringifyContentFile(parseContentFile(text, "markdown", file), "markdown"), file).toBe(text);
    }
  });
});

const words = { newTab: "(opens in a new tab)", footnotes: "Notes", backToReference: "Back to reference {n}" };

describe("what the build publishes of the entries", () => {
  const entries = [
    source({ date: "2026-09-01" }, { slug: "older" }),
    source({ date: "2026-10-01" }, { slug: "newer-b" }),
    source({ date: "2026-10-01" }, { slug: "newer-a" }),
    source({ date: "2026-11-01", draft: true }, { slug: "draft" }),
    source({ date: "2026-09-01" }, { slug: "older", language: "es" }),
    source({ date: "2026-10-01", draft: true }, { slug: "newer-a", language: "es" }),
  ];

  it("lists each language's published entries newest first (one day's by slug), drafts nowhere", () => {
    const index = insightIndex(entries);
    expect(index.en.map((entry) => entry.slug)).toEqual(["newer-a", "newer-b", "older"]);
    expect(index.es.map((entry) => entry.slug)).toEqual(["older"]);
    const bodies = insightEntries(entries, () => words);
    expect(bodies.en.map((entry) => entry.slug)).toEqual(["newer-a", "newer-b", "older"]);
    expect(bodies.es.map((entry) => entry.slug)).toEqual(["older"]);
  });

  it("knows an entry's translations: another language's file of the same slug, unless it is a draft", () => {
    const index = insightIndex(entries);
    const translations = (language: Language, slug: string) =>
      index[language].find((entry) => entry.slug === slug)?.translations;
    expect(translations("en", "older")).toEqual(["es"]);
    expect(translations("es", "older")).toEqual(["en"]);
    expect(translations("en", "newer-a")).toEqual([]);
  });

  it("leaves out a file the check refuses", () => {
    expect(insightIndex([source({ date: "someday" }, { slug: "broken" })]).en).toEqual([]);
  });
});

describe("an entry's body as its page shows it", () => {
  const html = (body: string) => insightEntries([source({}, { body })], () => words).en[0]?.html ?? "";

  it("gives each heading an id from its words, a repeated one a number", () => {
    expect(html("## Why pilots stall\n\n## Why pilots stall")).toBe(
      '<h2 id="why-pilots-stall">Why pilots stall</h2>\n<h2 id="why-pilots-stall-1">Why pilots stall</h2>',
    );
  });

  it("opens a link to another site in a new tab, rel noopener noreferrer, saying so; a link of the site as it is", () => {
    const out = html("[Elsewhere](https://example.org/x) and [our vision](/vision)");
    expect(out).toContain(
      '<a href="https://example.org/x" rel="noopener noreferrer" target="_blank">Elsewhere<span> <span class="sr-only">(opens in a new tab)</span><svg aria-hidden="true"',
    );
    expect(out).toContain('<a href="/vision">our vision</a>');
  });

  it("renders GitHub tables (alignment as a class: HTML has no align attribute) and keeps footnotes linked to their notes", () => {
    const out = html("| Year | Pilots |\n|:--|--:|\n| 2026 | 12 |\n\nA claim[^1].\n\n[^1]: The source.");
    expect(out).toContain("<th>Year</th>");
    expect(out).toContain('<td class="cell-right">12</td>');
    expect(out).not.toContain("align=");
    const target = /href="#(user-content-fn-1)"/.exec(out)?.[1];
    expect(target).toBe("user-content-fn-1");
    expect(out).toContain(`<li id="${target}">`);
  });

  it("never carries a script, an event handler, an iframe, a style or a javascript: address, whatever is written", () => {
    const out = html(
      [
        "<script>alert(1)</script>",
        '<p onclick="x()">raw</p> <img src=x onerror="y()">',
        '<iframe src="https://elsewhere.example"></iframe>',
        "<style>body{}</style>",
        "[a](javascript:alert(1)) <javascript:alert(2)> [b](JAVASCRIPT:alert(3))",
      ].join("\n\n"),
    );
    expect(out).not.toMatch(/<script|<iframe|<style|<img|\son\w+=|href="[^"]*javascript:/i);
    // What is left of them is words: the autolink's address as text, the links without their address.
    expect(out).toContain("<a>a</a> <a>javascript:alert(2)</a> <a>b</a>");
  });
});
