import { describe, expect, it } from "vitest";
import { stringifyContentFile } from "~/content/file-format";
import { insightFilesParsed } from "~/content/insights/insight-entries.server";
import type { InsightSource } from "~/content/insights/insight-files.server";
import { insightProblems } from "~/content/insights/insight-problems.server";
import { loadModule } from "../../scripts/build/load-module";
import { insightCardSpecs, insightPagePaths, insightsDataFiles } from "../../scripts/build/insights-data";

// The build reads each entry file once: its four steps over the entries (the content check, the prerender addresses,
// the prerender data, the share cards' specs) find the reads the first one made, so what a build spends on an entry
// does not grow with how many steps read it. Counted by the reads made, never timed. The slugs are this file's own,
// so no other test's reads are found kept.

function entry(slug: string, text = `The text of ${slug}.`): InsightSource {
  const data = {
    title: `Entry ${slug}`,
    description: `What ${slug} is about, in a sentence.`,
    date: "2026-10-01",
    author: "Ines Valcourt",
    body: `## First part\n\n${text}`,
  };
  return {
    path: `app/content/en/insights/${slug}.md`,
    language: "en",
    slug,
    text: stringifyContentFile(data, "markdown"),
  };
}

const facts = { authors: ["Ines Valcourt"], photoProblem: () => undefined };

describe("the build's reads of the entry files", () => {
  it("are one a file for the check, the prerender addresses, the prerender data and the share cards together", () => {
    const sources = Array.from({ length: 5 }, (_, i) => entry(`read-once-${i + 1}`));
    const before = insightFilesParsed();
    expect(insightProblems(sources, facts)).toEqual([]);
    expect(insightPagePaths(sources)).toHaveLength(5);
    expect(insightsDataFiles(sources).length).toBeGreaterThan(5);
    expect(insightCardSpecs(sources)).toHaveLength(5);
    expect(insightFilesParsed() - before).toBe(5);
  });

  it("are kept for a file that does not read too: its problems are found again, not made again", () => {
    const unread = entry("Read Once Unread");
    const before = insightFilesParsed();
    const problems = insightProblems([unread], facts);
    expect(problems).toHaveLength(1);
    expect(insightPagePaths([unread])).toEqual([]);
    expect(insightProblems([unread], facts)).toEqual(problems);
    expect(insightFilesParsed() - before).toBe(1);
  });

  it("are made again for a file whose text changed, and the change shows", () => {
    const before = insightFilesParsed();
    insightPagePaths([entry("read-again")]);
    const changed = entry("read-again", "A sentence written since.");
    const [data] = insightsDataFiles([changed]).filter((file) => file.fileName.endsWith("/read-again.json"));
    expect(insightFilesParsed() - before).toBe(2);
    expect(data?.source).toContain("A sentence written since.");
  });

  it("are kept for the process, not for one loading of the modules: the build loads them anew for each step", async () => {
    type Entries = typeof import("~/content/insights/insight-entries.server");
    const file = "app/content/insights/insight-entries.server.ts";
    const [first, second] = [await loadModule<Entries>(file), await loadModule<Entries>(file)];
    expect(first.readInsight).not.toBe(second.readInsight);
    const source = entry("read-by-two-loadings");
    const before = insightFilesParsed();
    first.readInsight(source);
    second.readInsight(source);
    expect(insightFilesParsed() - before).toBe(1);
  });
});
