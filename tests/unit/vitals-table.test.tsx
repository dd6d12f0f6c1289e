import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VitalsTable } from "../../workers/ops/console/vitals-table";

/** The table's body as text: each row's heading, then its cells (LCP, INP, CLS, FCP, TTFB), tags left out. */
function bodyRows(html: string): string[][] {
  const body = /<tbody>(.*)<\/tbody>/.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row = ""]) =>
    [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell = ""]) => cell.replace(/<[^>]+>/g, "|")),
  );
}

describe("the vitals table", () => {
  it("a row a page, in the order the rows come; each measure in its own column, '–' where none was taken", () => {
    const html = renderToStaticMarkup(
      <VitalsTable
        caption="Core Web Vitals by page"
        keyName="path"
        rows={[
          { path: "/b", metric: "INP", p75: 250, samples: 3, rating: "needs-improvement" },
          { path: "/a", metric: "TTFB", p75: 900.4, samples: 5, rating: "needs-improvement" },
          { path: "/b", metric: "LCP", p75: 1200, samples: 4, rating: "good" },
          { path: "/a", metric: "CLS", p75: 0.312, samples: 2, rating: "poor" },
        ]}
      />,
    );
    expect(bodyRows(html)).toEqual([
      ["/b", "1200 ms |good|||4 samples|", "250 ms |needs improvement|||3 samples|", "–", "–", "–"],
      ["/a", "–", "–", "0.31 |poor|||2 samples|", "–", "900 ms |needs improvement|||5 samples|"],
    ]);
    expect(html).toContain('<span class="rating-poor">poor</span>');
  });

  it("no row: says so instead of an empty table", () => {
    expect(renderToStaticMarkup(<VitalsTable caption="By country" keyName="country" rows={[]} />)).toBe(
      "<p>By country: no measure yet.</p>",
    );
  });
});
