import { Window } from "happy-dom";
import { type Location, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { stringifyContentFile } from "~/content/file-format";
import { insightPageIn } from "~/content/insights/insight-data.server";
import type { InsightSource } from "~/content/insights/insight-files.server";
import { interfaceIn } from "~/content/localized.server";
import { siteEnvContext, siteFilesContext } from "~/lib/document/request-context.server";
import type { Language } from "~/lib/language/languages";
import { loader as homeLoader } from "~/routes/home";
import { loader as entryLoader } from "~/routes/insight";
import { loader as listingLoader } from "~/routes/insights";
import { loader as feedLoader } from "~/routes/insights-feed";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { pageMeta, type PageMetaInput } from "~/seo/page-meta";
import { insightCardSpecs, insightPagePaths, insightsDataFiles } from "../../scripts/build/insights-data";
import { harbourPhoto, harbourVariants, withPhoto } from "./entry-photo-fixture";

// The Insights pages, built from fixture entries: what the build prerenders and writes for the pages to read, and
// what each page's loader makes of it, as the Worker runs them while prerendering (its assets binding reads the
// build's files). No marketing copy is asserted: titles are the fixtures'.

const origin = "https://www.example.com";

function entry(
  slug: string,
  options: { language?: Language; date?: string; draft?: boolean; title?: string } = {},
): InsightSource {
  const { language = "en", date = "2026-10-01", draft = false, title = `Entry ${slug}` } = options;
  const data = {
    title,
    description: `What ${slug} is about, in a sentence.`,
    date,
    author: "Ines Valcourt",
    ...(draft ? { draft: true } : {}),
    body: `## First part\n\nThe text of ${slug}, with [a link](https://example.org/${slug}).`,
  };
  return {
    path: `app/content/${language}/insights/${slug}.md`,
    language,
    slug,
    text: stringifyContentFile(data, "markdown"),
  };
}

/** `count` English entries, one a day from 2026-01-01, the newest last. */
const englishEntries = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    entry(`entry-${i + 1}`, { date: `2026-01-${String(i + 1).padStart(2, "0")}` }),
  );

/** A context as the Worker gives the loaders while the build prerenders: the build's files, the deployment. */
function prerenderContext(sources: readonly InsightSource[], photos = {}, read: string[] = []): RouterContextProvider {
  const files = new Map(insightsDataFiles(sources, photos).map(({ fileName, source }) => [`/${fileName}`, source]));
  const assets = {
    fetch: (request: Request) => {
      read.push(new URL(request.url).pathname);
      const body = files.get(new URL(request.url).pathname);
      return Promise.resolve(body === undefined ? new Response("Not Found", { status: 404 }) : new Response(body));
    },
  };
  const context = new RouterContextProvider();
  context.set(siteFilesContext, assets as unknown as Fetcher);
  context.set(siteEnvContext, { environment: "production", origin, indexable: true, turnstileSiteKey: null });
  return context;
}

type Args = Parameters<typeof listingLoader>[0];
const argsFor = (context: RouterContextProvider, path: string, params: Record<string, string> = {}) =>
  ({ context, params, url: new URL(`${origin}${path}`), request: new Request(`${origin}${path}`) }) as unknown as Args;

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("the loader answered with a page");
}

/** React Router's `data(null, { status: 404 })`: the site's not-found page, with a real 404. */
const notFound = { init: { status: 404 } };

describe("the listing's pages", () => {
  it("are one page for 12 entries and two for 13, each page after the first prerendered; drafts count for none", () => {
    expect(insightPagePaths(englishEntries(12)).filter((path) => path.includes("/page/"))).toEqual([]);
    const thirteen = insightPagePaths(englishEntries(13));
    expect(thirteen.filter((path) => path.includes("/page/"))).toEqual(["/insights/page/2"]);
    expect(thirteen).toHaveLength(13 + 1);
    expect(insightPagePaths(englishEntries(25)).filter((path) => path.includes("/page/"))).toEqual([
      "/insights/page/2",
      "/insights/page/3",
    ]);
    const withDraft = insightPagePaths([...englishEntries(12), entry("unfinished", { draft: true })]);
    expect(withDraft.filter((path) => path.includes("/page/") || path.endsWith("/unfinished"))).toEqual([]);
  });

  it("show twelve entries each, newest first; a page past the last is a 404 and /insights/page/1 is /insights", async () => {
    const context = prerenderContext(englishEntries(13));
    const first = await listingLoader(argsFor(context, "/insights"));
    expect(first.entries.map((summary) => summary.slug)).toEqual(
      Array.from({ length: 12 }, (_, i) => `entry-${13 - i}`),
    );
    expect([first.page, first.count]).toEqual([1, 2]);
    const second = await listingLoader(argsFor(context, "/insights/page/2", { page: "2" }));
    expect(second.entries.map((summary) => summary.slug)).toEqual(["entry-1"]);
    expect(await thrownBy(() => listingLoader(argsFor(context, "/insights/page/3", { page: "3" })))).toMatchObject(
      notFound,
    );
    for (const page of ["0", "01", "2x", "-1"]) {
      const thrown = await thrownBy(() => listingLoader(argsFor(context, `/insights/page/${page}`, { page })));
      expect(thrown, page).toMatchObject(notFound);
    }
    const redirect = await thrownBy(() => listingLoader(argsFor(context, "/insights/page/1", { page: "1" })));
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).status).toBe(301);
    expect((redirect as Response).headers.get("Location")).toBe("/insights");
    const spanish = await thrownBy(() => listingLoader(argsFor(context, "/es/insights/page/2", { page: "2" })));
    expect(spanish).toMatchObject(notFound);
  });

  it("each read only their own part of the list, not the list of every entry", async () => {
    const read: string[] = [];
    const context = prerenderContext(englishEntries(25), {}, read);
    await listingLoader(argsFor(context, "/insights"));
    await listingLoader(argsFor(context, "/insights/page/3", { page: "3" }));
    expect(read).toEqual(["/_prerender/insights/en/pages/1.json", "/_prerender/insights/en/pages/3.json"]);
  });

  it("in a language with nothing published is one empty page", async () => {
    const listing = await listingLoader(argsFor(prerenderContext(englishEntries(2)), "/es/insights"));
    expect(listing.entries).toEqual([]);
    expect(listing.count).toBe(1);
  });
});

describe("an entry's page", () => {
  const sources = [
    entry("both"),
    entry("both", { language: "es" }),
    entry("english-only"),
    entry("draft", { draft: true }),
    entry("draft-in-spanish"),
    entry("draft-in-spanish", { language: "es", draft: true }),
  ];
  const context = prerenderContext(sources);
  const load = (path: string, slug: string) => entryLoader(argsFor(context, path, { slug }) as never);

  it("is prerendered for each published entry in its languages, and for no draft", () => {
    expect(insightPagePaths(sources).sort()).toEqual(
      ["/insights/both", "/insights/english-only", "/insights/draft-in-spanish", "/es/insights/both"].sort(),
    );
  });

  it("has its entry, its author's line linked to the leadership team, and the languages it is published in", async () => {
    const page = await load("/insights/both", "both");
    expect(page.entry.title).toBe("Entry both");
    expect(page.entry.translations).toEqual(["es"]);
    expect(page.author.url).toBe("/#leadership");
    expect(page.entry.html).toContain('<h2 id="first-part">First part</h2>');
    expect((await load("/es/insights/both", "both")).author.url).toBe("/es#leadership");
    expect((await load("/insights/draft-in-spanish", "draft-in-spanish")).entry.translations).toEqual([]);
  });

  it("gives search engines its photo as the narrowest JPEG at least 1200 px wide, or else its share card", async () => {
    const photographed = prerenderContext([withPhoto(entry("harbour"))], { [harbourPhoto]: harbourVariants });
    const harbour = await entryLoader(argsFor(photographed, "/insights/harbour", { slug: "harbour" }) as never);
    expect(harbour.article.image).toEqual([`${origin}/assets/photos/harbour-0a1b2c3d4e-1280.jpg`]);
    const both = await load("/insights/both", "both");
    expect(both.article.image).toEqual([`${origin}${both.card.path}`]);
  });

  it("is a 404 for an unknown slug, a draft, and an entry in another language only", async () => {
    for (const [path, slug] of [
      ["/insights/unknown", "unknown"],
      ["/insights/draft", "draft"],
      ["/es/insights/english-only", "english-only"],
      ["/es/insights/draft-in-spanish", "draft-in-spanish"],
      ["/insights/Both", "Both"],
      ["/insights/..%2Fes%2Fboth", "../es/both"],
    ]) {
      expect(await thrownBy(() => load(path ?? "", slug ?? "")), path).toMatchObject(notFound);
    }
  });

  it("is a 404 in a deployed Worker, which has no prerender data: every published entry is a file served before it", async () => {
    const deployed = new RouterContextProvider();
    deployed.set(siteFilesContext, {
      fetch: () => Promise.resolve(new Response("Not Found", { status: 404 })),
    } as unknown as Fetcher);
    deployed.set(siteEnvContext, { environment: "production", origin, indexable: true, turnstileSiteKey: null });
    expect(
      await thrownBy(() => entryLoader(argsFor(deployed, "/insights/both", { slug: "both" }) as never)),
    ).toMatchObject(notFound);
    expect(await thrownBy(() => listingLoader(argsFor(deployed, "/insights")))).toMatchObject(notFound);
  });

  it("leads the language switcher to its translation, else to the other language's listing, as prerendered (trailing slash)", async () => {
    expect(await insightPageIn(context, "/insights/both/", "es")).toEqual({ path: "/es/insights/both", same: true });
    expect(await insightPageIn(context, "/es/insights/both", "en")).toEqual({ path: "/insights/both", same: true });
    expect(await insightPageIn(context, "/insights/english-only/", "es")).toEqual({
      path: "/es/insights",
      same: false,
    });
    expect(await insightPageIn(context, "/insights/page/2/", "es")).toEqual({ path: "/es/insights", same: false });
    for (const other of ["/insights/unknown/", "/insights/both/more", "/vision/", "/insights/"]) {
      expect(await insightPageIn(context, other, "es"), other).toBeUndefined();
    }
  });

  it("has a share card of its own, in each language it is published in", () => {
    expect(
      insightCardSpecs(sources)
        .map((spec) => spec.path)
        .sort(),
    ).toEqual(
      [
        "/cards/insights/both.png",
        "/cards/insights/english-only.png",
        "/cards/insights/draft-in-spanish.png",
        "/cards/es/insights/both.png",
      ].sort(),
    );
  });
});

describe("the build's prerender data", () => {
  it("holds each published entry and each language's list, bodies only in the entries' own files, no draft anywhere", () => {
    const files = insightsDataFiles([...englishEntries(2), entry("secret-plan", { draft: true })]);
    expect(files.map((file) => file.fileName).sort()).toEqual([
      "_prerender/insights/en.json",
      "_prerender/insights/en/entry-1.json",
      "_prerender/insights/en/entry-2.json",
      "_prerender/insights/en/pages/1.json",
      "_prerender/insights/es.json",
      "_prerender/insights/es/pages/1.json",
    ]);
    expect(files.some((file) => file.source.includes("secret-plan"))).toBe(false);
    for (const name of ["_prerender/insights/en.json", "_prerender/insights/en/pages/1.json"]) {
      const list = files.find((file) => file.fileName === name)?.source ?? "";
      expect(list, name).toContain('"slug":"entry-2"');
      expect(list, name).not.toContain('"html"');
    }
    expect(files.find((file) => file.fileName === "_prerender/insights/es.json")?.source).toBe("[]");
  });

  it("holds each listing page's own entries, newest first, with the number of pages, the first even when empty", () => {
    const files = insightsDataFiles(englishEntries(13));
    const listed = (name: string) =>
      JSON.parse(files.find((file) => file.fileName === `_prerender/insights/${name}.json`)?.source ?? "null") as {
        count: number;
        entries: { slug: string }[];
      } | null;
    const slugs = (name: string) => listed(name)?.entries.map((summary) => summary.slug);
    expect(slugs("en/pages/1")).toEqual(Array.from({ length: 12 }, (_, i) => `entry-${13 - i}`));
    expect(slugs("en/pages/2")).toEqual(["entry-1"]);
    expect([listed("en/pages/1")?.count, listed("en/pages/2")?.count]).toEqual([2, 2]);
    expect(listed("en/pages/3")).toBeNull();
    expect(listed("es/pages/1")).toEqual({ count: 1, entries: [] });
  });

  it("counts as many listing pages as the build writes, on either side of twelve entries a page", () => {
    for (const [entries, pages] of [
      [12, 1],
      [24, 2],
      [25, 3],
    ] as const) {
      const files = insightsDataFiles(englishEntries(entries)).filter((file) => file.fileName.includes("/en/pages/"));
      const counts = files.map((file) => (JSON.parse(file.source) as { count: number }).count);
      expect(counts, `${entries} entries`).toEqual(Array.from({ length: pages }, () => pages));
      const later = insightPagePaths(englishEntries(entries)).filter((path) => path.includes("/page/"));
      expect(later, `${entries} entries`).toHaveLength(pages - 1);
    }
  });

  it("carries an entry's photo as the variants the build made and its description, never the original's path", () => {
    const [original, variants] = [harbourPhoto, harbourVariants];
    const photographed = withPhoto(entry("harbour"));
    const files = insightsDataFiles([photographed], { [original]: variants });
    expect(files.filter((file) => file.source.includes(original))).toEqual([]);
    for (const name of ["_prerender/insights/en.json", "_prerender/insights/en/harbour.json"]) {
      const source = files.find((file) => file.fileName === name)?.source ?? "";
      expect(source).toContain(JSON.stringify({ photo: { variants, alt: "Boats at dawn" } }).slice(1, -1));
    }
    // A photo the build did not make fails the build, whatever other photos it made.
    expect(() => insightsDataFiles([photographed], { "/images/insights/other.jpg": variants })).toThrow(
      `en/harbour shows ${original}, which is no photo in public/`,
    );
  });

  it("gives an entry without a photo none, in its list and its own file", () => {
    const files = insightsDataFiles([entry("plain")], { [harbourPhoto]: harbourVariants });
    const [list, own] = ["_prerender/insights/en.json", "_prerender/insights/en/plain.json"].map(
      (name) => JSON.parse(files.find((file) => file.fileName === name)?.source ?? "null") as unknown,
    );
    expect([...(list as object[]), own as object].map((data) => "photo" in data)).toEqual([false, false]);
  });
});

describe("the home page", () => {
  it("shows its language's three newest entries, and no section in a language with none", async () => {
    const context = prerenderContext([...englishEntries(13), entry("solo", { language: "es" })]);
    const newestIn = async (path: string) => {
      const args = { context, params: {}, url: new URL(`${origin}${path}`), request: new Request(`${origin}${path}`) };
      const data = await homeLoader(args as unknown as Parameters<typeof homeLoader>[0]);
      return data.latestInsights?.entries.map((summary) => summary.slug) ?? null;
    };
    expect(await newestIn("/")).toEqual(["entry-13", "entry-12", "entry-11"]);
    expect(await newestIn("/es")).toEqual(["solo"]);
    const none = prerenderContext(englishEntries(2));
    const args = { context: none, params: {}, url: new URL(`${origin}/es`), request: new Request(`${origin}/es`) };
    expect((await homeLoader(args as unknown as Parameters<typeof homeLoader>[0])).latestInsights).toBeNull();
  });
});

describe("the feed", () => {
  const parse = (xml: string) => new new Window().DOMParser().parseFromString(xml, "application/xml");

  it("is Atom 1.0 with absolute addresses, its newest entries first, titles as text whatever they hold", async () => {
    const sources = [
      entry("older", { date: "2026-03-01" }),
      entry("tricky", { date: "2026-04-01", title: 'Fish & chips <and> "quotes" at R&D\'s' }),
      entry("secret", { date: "2026-05-01", draft: true }),
    ];
    const response = await feedLoader(argsFor(prerenderContext(sources), "/insights/feed.xml") as never);
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const feed = parse(xml).documentElement;
    expect(feed.tagName).toBe("feed");
    expect(feed.getAttribute("xmlns")).toBe("http://www.w3.org/2005/Atom");
    const child = <Found extends { tagName: string }>(parent: { children: Iterable<Found> }, name: string) =>
      [...parent.children].filter((element) => element.tagName === name);
    // RFC 4287: a feed has exactly one id, title and updated, and a self link; so has each entry its id, title,
    // updated, and a link or content.
    for (const name of ["id", "title", "updated"]) expect(child(feed, name), name).toHaveLength(1);
    expect(child(feed, "updated")[0]?.textContent).toBe("2026-04-01T00:00:00Z");
    const links = child(feed, "link").map((link) => [link.getAttribute("rel"), link.getAttribute("href")]);
    expect(links).toEqual([
      ["self", `${origin}/insights/feed.xml`],
      ["alternate", `${origin}/insights`],
    ]);
    const entries = child(feed, "entry");
    expect(entries.map((item) => child(item, "id")[0]?.textContent)).toEqual([
      `${origin}/insights/tricky`,
      `${origin}/insights/older`,
    ]);
    const [tricky] = entries;
    if (!tricky) throw new Error("no entry");
    for (const name of ["id", "title", "updated", "published", "author", "summary", "content"]) {
      expect(child(tricky, name), name).toHaveLength(1);
    }
    expect(child(tricky, "title")[0]?.getAttribute("type")).toBe("text");
    expect(child(tricky, "title")[0]?.textContent).toBe('Fish & chips <and> "quotes" at R&D\'s');
    // Escaped as XML needs: a lenient parser reads a bare & too, a feed reader may not.
    expect(xml).toContain(`<title type="text">Fish &amp; chips &lt;and&gt; &quot;quotes&quot; at R&amp;D's</title>`);
    expect(child(tricky, "link")[0]?.getAttribute("href")).toBe(`${origin}/insights/tricky`);
    const content = child(tricky, "content")[0];
    expect(content?.getAttribute("type")).toBe("html");
    expect(content?.getAttribute("xml:base")).toBe(`${origin}/insights/tricky`);
    expect(content?.textContent).toContain('<h2 id="first-part">First part</h2>');
    // Every address in the feed is absolute.
    const addresses = [...xml.matchAll(/(?:href|xml:base)="([^"]*)"|<(?:id|uri|logo)>([^<]*)</g)].map(
      (match) => match[1] ?? match[2] ?? "",
    );
    expect(addresses.length).toBeGreaterThan(6);
    for (const address of addresses) expect(address, address).toMatch(/^https:\/\/www\.example\.com\//);
  });
});

describe("the sitemap", () => {
  it("lists each published entry, with alternates only where a translation exists, and each later listing page", async () => {
    const sources = [...englishEntries(13), entry("entry-1", { language: "es" }), entry("draft", { draft: true })];
    const response = await sitemapLoader(argsFor(prerenderContext(sources), "/sitemap.xml") as never);
    const document = new new Window().DOMParser().parseFromString(await response.text(), "application/xml");
    const urls = [...document.querySelectorAll("url")].map((url) => ({
      loc: url.querySelector("loc")?.textContent,
      alternates: [...url.children]
        .filter((child) => child.localName === "link")
        .map((link) => link.getAttribute("hreflang")),
    }));
    const insights = urls.filter((url) => url.loc?.includes("/insights/"));
    expect(insights.find((url) => url.loc === `${origin}/insights/page/2`)?.alternates).toEqual([]);
    expect(insights.find((url) => url.loc === `${origin}/insights/entry-1`)?.alternates).toEqual([
      "en",
      "es",
      "x-default",
    ]);
    expect(insights.find((url) => url.loc === `${origin}/es/insights/entry-1`)?.alternates).toEqual([
      "en",
      "es",
      "x-default",
    ]);
    expect(insights.find((url) => url.loc === `${origin}/insights/entry-2`)?.alternates).toEqual([]);
    expect(insights).toHaveLength(13 + 1 + 1);
    expect(urls.some((url) => url.loc?.includes("draft"))).toBe(false);
  });
});

describe("an Insights page's head", () => {
  const rootData = (language: Language) => ({
    siteOrigin: origin,
    siteText: { language, text: interfaceIn(language) },
  });
  const metaOf = (pathname: string, input: PageMetaInput) =>
    pageMeta(
      {
        location: { pathname, search: "", hash: "", state: null, key: "k" } as Location,
        matches: [{ id: "root", loaderData: rootData(pathname.startsWith("/es") ? "es" : "en") }],
      },
      input,
    ) as Record<string, unknown>[];
  const hreflangs = (tags: Record<string, unknown>[]) =>
    tags.filter((tag) => tag.rel === "alternate" && "hrefLang" in tag).map((tag) => [tag.hrefLang, tag.href]);
  const base = { title: "T", description: "D" };

  it("names its translation as an alternate only where one exists", () => {
    const both = { path: "/insights/both", languages: ["en", "es"] as Language[] };
    expect(hreflangs(metaOf("/es/insights/both", { ...base, inLanguages: both }))).toEqual([
      ["en", `${origin}/insights/both`],
      ["es", `${origin}/es/insights/both`],
      ["x-default", `${origin}/insights/both`],
    ]);
    const english = { path: "/insights/english-only", languages: ["en"] as Language[] };
    expect(hreflangs(metaOf("/insights/english-only", { ...base, inLanguages: english }))).toEqual([]);
    const spanish = { path: "/insights/solo", languages: ["es"] as Language[] };
    const tags = metaOf("/es/insights/solo", { ...base, inLanguages: spanish });
    expect(hreflangs(tags)).toEqual([]);
    expect(tags.filter((tag) => tag.property === "og:locale:alternate")).toEqual([]);
  });

  it("of a later listing page names no alternate; the listing's are the registry's", () => {
    expect(hreflangs(metaOf("/insights/page/2", base))).toEqual([]);
    expect(hreflangs(metaOf("/insights", base)).map(([hreflang]) => hreflang)).toEqual(["en", "es", "x-default"]);
  });

  it("links the feed with its absolute address, and shares an entry as an article with its day and topics", () => {
    const tags = metaOf("/insights", { ...base, feed: { title: "Feed & co", path: "/insights/feed.xml" } });
    expect(tags.filter((tag) => tag.type === "application/atom+xml")).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        type: "application/atom+xml",
        title: "Feed & co",
        href: `${origin}/insights/feed.xml`,
      },
    ]);
    const article = metaOf("/insights/both", {
      ...base,
      article: { published: "2026-10-01", tags: ["ai", "quantum"] },
    });
    expect(article.filter((tag) => String(tag.property).startsWith("article:") || tag.property === "og:type")).toEqual([
      { property: "og:type", content: "article" },
      { property: "article:published_time", content: "2026-10-01" },
      { property: "article:tag", content: "ai" },
      { property: "article:tag", content: "quantum" },
    ]);
  });
});
