import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { emptyLeadContext, leadContextEntries, leadContextOf } from "~/lib/contact/lead-context";
import { LEAD_CONTEXT_LIMITS, leadContextKeys } from "~/lib/contact/lead-context-keys";

// The rules the Worker checks a lead's story by, each value on its own: kept as sent, or dropped to "". Each case
// sits on one side of one rule; the limits are tried at their length and one past it.

const schema = v.object(leadContextEntries);
/** What the story keeps of `value` under `key`, the other keys left out. */
const kept = (key: (typeof leadContextKeys)[number], value: unknown) => v.parse(schema, { [key]: value })[key];

describe("the lead's story, as the Worker checks it", () => {
  it('has every key, each "" when it was not sent or is not text', () => {
    expect(v.parse(schema, {})).toEqual(emptyLeadContext());
    expect(Object.keys(emptyLeadContext())).toEqual([...leadContextKeys]);
    for (const key of leadContextKeys) {
      expect(kept(key, 42), key).toBe("");
      expect(kept(key, ["/"]), key).toBe("");
    }
  });

  it.each([["/"], ["/es"], ["/es/vision"], ["/a-b_c.d~e!f$g&h'i(j)k*l+m,n;o=p:q@r%20s/"]])(
    "keeps the page %s, a path of the site",
    (page) => {
      expect(kept("page", page)).toBe(page);
    },
  );

  it.each([["//evil.example/phish"], ["es"], ["https://site.test/es"], ["/es?x=1"], ["/a b"], ["/é"]])(
    "drops the page %s, which is not a path of the site",
    (page) => {
      expect(kept("page", page)).toBe("");
    },
  );

  it.each([["/"], ["/es/vision?utm_source=news&utm_campaign=autumn&x=%20"], ["/?a=!~{}|^`"]])(
    "keeps the landing page %s, a path with its query as a URL carries it",
    (page) => {
      expect(kept("landing_page", page)).toBe(page);
    },
  );

  it.each([["//evil.example/?a"], ["vision?a"], ["/a b"], ["/é"], ["/a\tb"]])("drops the landing page %s", (page) => {
    expect(kept("landing_page", page)).toBe("");
  });

  it.each([["news.example.net"], ["a"], ["x1-y2.example"], ["203.0.113.50"], ["news.example.net:8443"], ["a:1"]])(
    "keeps the referrer %s, a host with a port at most",
    (host) => {
      expect(kept("referrer", host)).toBe(host);
    },
  );

  it.each([
    ["https://news.example.net/story?id=1", "a full URL"],
    ["news.example.net/story", "a host and a path"],
    ["news.example.net?id=1", "a host and a query"],
    ["reader@news.example.net", "credentials"],
    ["News.Example.net", "capitals, which a browser's host never has"],
    ["-news.example.net", "a label that begins with a hyphen"],
    ["news-.example.net", "a label that ends with a hyphen"],
    ["news..example.net", "an empty label"],
    [".example.net", "a leading dot"],
    ["news.example.net:", "a colon without a port"],
    ["news.example.net:123456", "a port of six digits"],
    ["news.example.net:https", "a port that is not a number"],
  ])("drops the referrer %s (%s)", (referrer) => {
    expect(kept("referrer", referrer)).toBe("");
  });

  it.each([["newsletter"], ["Otoño 2026"], ["ai-pilots_q4.v2~x+y:z/w|(a)!b,c"], ["quantum pilots"]])(
    "keeps the campaign tag %s",
    (tag) => {
      for (const key of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const) {
        expect(kept(key, tag), key).toBe(tag);
      }
    },
  );

  it.each([["<script>alert(1)</script>"], ["line\nbreak"], ["a;b"], ["a=b"], ["a&b"], ["a\u200bb"]])(
    "drops the campaign tag %s",
    (tag) => {
      for (const key of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const) {
        expect(kept(key, tag), key).toBe("");
      }
    },
  );

  it.each([
    ["/insights/harbour-berth-scheduling", true],
    ["/es/insights/why-pilots-stall", true],
    ["//evil.example", false],
    ["javascript:alert(1)", false],
    ["/a b", false],
  ] as const)("keeps the Insights entry read last, %s, only as a path of the site", (path, keptAsIs) => {
    expect(kept("insight", path)).toBe(keptAsIs ? path : "");
  });

  it("trims each value before its rule", () => {
    expect(kept("utm_source", "  newsletter  ")).toBe("newsletter");
    expect(kept("referrer", " news.example.net ")).toBe("news.example.net");
  });

  it.each([
    ["page", "/" + "a".repeat(LEAD_CONTEXT_LIMITS.page - 1)],
    ["landing_page", "/?" + "a".repeat(LEAD_CONTEXT_LIMITS.landing_page - 2)],
    ["referrer", `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`],
    ["utm_campaign", "a".repeat(LEAD_CONTEXT_LIMITS.utm)],
    ["insight", "/insights/" + "a".repeat(LEAD_CONTEXT_LIMITS.insight - 10)],
  ] as const)("keeps a %s of its limit's length exactly, and drops one a character longer", (key, value) => {
    expect(value).toHaveLength(LEAD_CONTEXT_LIMITS[key === "utm_campaign" ? "utm" : key]);
    expect(kept(key, value)).toBe(value);
    expect(kept(key, `${value}a`)).toBe("");
  });
});

describe("the story of a checked message", () => {
  it('is exactly the story\'s keys, "" where the message has none or not as text', () => {
    expect(
      leadContextOf({ page: "/es", referrer: 7, utm_source: "news", name: "Ada", landing_page: undefined }),
    ).toEqual({ ...emptyLeadContext(), page: "/es", utm_source: "news" });
  });
});
