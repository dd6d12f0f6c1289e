// @vitest-environment node
// The pages the Firefox and WebKit journeys load (tests/e2e/route-table.ts, decision 0074): one page of each kind
// of the registry and the newest Insights entry. A page dropped from the list would go unseen in both engines.
import { describe, expect, it } from "vitest";
import { insightIndex } from "~/content/insights/insight-catalog.server";
import { readInsightSources } from "~/content/insights/insight-files.server";
import { insightPath } from "~/content/insights/insight-paths";
import { sitePages } from "~/content/pages";
import { localizedPath } from "~/lib/language/languages";
import { pageOfEachTemplate } from "../e2e/route-table";

describe("a page of each template (the Firefox and WebKit journeys' pages)", () => {
  const paths = pageOfEachTemplate.map((page) => page.path);

  it("is the first page of each kind of the registry, in its order, then the newest English entry", () => {
    const kinds = [...new Set(sitePages.map((page) => page.kind))];
    const firstOfEach = kinds.map((kind) => sitePages.find((page) => page.kind === kind));
    const [newest] = insightIndex(readInsightSources().sources).en;
    expect(newest).toBeDefined();
    expect(paths).toEqual([
      ...firstOfEach.map((page) => localizedPath("en", page?.path ?? "")),
      insightPath("en", newest?.slug ?? ""),
    ]);
  });

  it("holds each kind of offering page (service, venture, expertise), each drawn with sections of its own", () => {
    for (const kind of ["service", "venture", "expertise"]) {
      const pages = sitePages.filter((page) => page.kind === kind).map((page) => localizedPath("en", page.path));
      expect(
        paths.filter((path) => pages.includes(path)),
        kind,
      ).toHaveLength(1);
    }
  });

  it("carries each page's headline for the journey to look for", () => {
    for (const page of pageOfEachTemplate) expect(page.headline.trim(), page.path).not.toBe("");
  });
});
