// The editors' guide (docs/editing.md), held to what it describes: the pictures it shows are the ones in
// docs/editing/ and the ones `npm run editor-screenshots` takes; every link to a section, its own or another guide's,
// lands on a heading; the limits it gives for an article's tags and address are the editor's; and the sign-in
// messages it tells editors what to do about are words the sign-in window or the editor really shows.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editorCollections } from "~/content/collections";
import { editorConfig } from "~/content/editor/editor-config";

const guide = readFileSync("docs/editing.md", "utf8");
const screenshotScript = readFileSync("scripts/tools/editor-screenshots.ts", "utf8");

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1] ?? "")));
}

describe("headingAnchor", () => {
  it("is the anchor GitHub gives a heading", () => {
    expect(headingAnchor("Setting up the editor (for the site's owners)")).toBe(
      "setting-up-the-editor-for-the-sites-owners",
    );
    expect(headingAnchor("See your change, then publish it")).toBe("see-your-change-then-publish-it");
    expect(headingAnchor("When a rollback fails")).toBe("when-a-rollback-fails");
  });
});

describe("docs/editing.md", () => {
  const shown = [...guide.matchAll(/!\[[^\]]+\]\(editing\/([^)]+)\)/g)].map((match) => match[1] ?? "");

  it("shows every picture of docs/editing/ once, each one a file there", () => {
    const files = readdirSync("docs/editing").filter((file) => file.endsWith(".png"));
    expect(shown.length).toBeGreaterThan(0);
    expect([...shown].sort()).toEqual([...files].sort());
  });

  it("shows exactly the pictures npm run editor-screenshots takes", () => {
    const taken = [...screenshotScript.matchAll(/shot\("([^"]+)"/g)].map((match) => `${match[1] ?? ""}.png`);
    expect([...taken].sort()).toEqual([...shown].sort());
  });

  it("links only to headings that exist, its own and other guides'", () => {
    const links = [...guide.matchAll(/\]\(([a-z-]+\.md)?#([^)]+)\)/g)].map((match) => ({
      file: match[1],
      anchor: match[2] ?? "",
    }));
    expect(links.length).toBeGreaterThan(0);
    for (const { file, anchor } of links) {
      const target = file ? readFileSync(`docs/${file}`, "utf8") : guide;
      expect(anchorsOf(target), `${file ?? "docs/editing.md"}#${anchor}`).toContain(anchor);
    }
  });

  it("gives an article's tags and address the limits the editor holds them to", () => {
    const { config } = editorConfig(editorCollections, { repo: "owner/site", branch: "main", origin: "https://x" });
    const insights = config.collections.find((collection) => collection.name === "insights");
    const tags = insights?.fields?.find((field) => field.name === "tags");
    const tag = tags?.field;
    // The guide's lines wrap anywhere: its words are compared as one line.
    const words = guide.replace(/\s+/g, " ");
    const limits = [
      `Press **Add Tags** for each one, up to ${String(tags?.max)} on each side`,
      `\`machine-learning\`), up to ${String(tag?.maxlength)} characters`,
      `words joined by single hyphens, up to ${String(config.slug.maxlength)} characters`,
    ];
    for (const limit of limits) expect(words.includes(limit), limit).toBe(true);
  });

  it("quotes sign-in messages the sign-in window or the editor shows", () => {
    const table = guide.slice(guide.indexOf("### When sign-in is refused"), guide.indexOf("## Find what to change"));
    // Every message either can show: the sign-in window's string literals, the editor's texts.
    const window = readFileSync("workers/admin/github-oauth.ts", "utf8");
    // Double-quoted and template literals (the formatter writes no single-quoted string; a comment's apostrophe
    // would open one).
    const literals = [...window.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
      (match) => match[1] ?? match[2] ?? "",
    );
    const texts = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : typeof value === "object" && value
          ? Object.values(value).flatMap(texts)
          : [];
    const messages = [
      ...literals,
      ...texts(JSON.parse(readFileSync("node_modules/@sveltia/cms/locales/en-US.json", "utf8"))),
    ];
    /** Whether `parts` are all in `text`, in their order. */
    const inOrder = (text: string, parts: string[]) => {
      let from = 0;
      for (const part of parts) {
        const at = text.indexOf(part, from);
        if (at < 0) return false;
        from = at + part.length;
      }
      return true;
    };
    const quoted = [...table.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(quoted.length).toBeGreaterThanOrEqual(6);
    for (const quote of quoted) {
      // A quote's "..." stands for words the message goes on with, or for the repository's name: the parts around
      // it are one message's, in their order.
      const parts = quote
        .split(/\s*…|\.\.\.\s*/)
        .map((part) => part.trim())
        .filter((part) => part.length > 0);
      expect(
        messages.some((message) => inOrder(message, parts)),
        quote,
      ).toBe(true);
    }
  });
});
