import { describe, expect, it } from "vitest";
import { type ContentFiles, languageParityProblems } from "~/content/language-parity.server";
import { contentFileData as files } from "~/content/check-content.server";
import { interfaceIn } from "~/content/localized.server";
import { sitePages } from "~/content/pages";
import { languageOfPath, languages, localizedPath, unlocalizedPath } from "~/lib/language/languages";
import { notFoundRoutes, pageRoutes } from "~/routes";
import { sitemapXml } from "~/seo/sitemap-xml";

// Languages are data: a line in lib/language/languages.ts and a folder of content held to the default language's
// shape. These tests add a third language to copies of the list and the content, as a translator would.

const routePath = (entry: { index?: boolean; path?: string }) => (entry.index ? "/" : `/${entry.path ?? ""}`);
const withFrench = [...languages, { code: "fr", prefix: "/fr" }] as const;

/** The English folder copied as a third language's, untranslated (the shape is what the check holds). */
const frenchCopy: ContentFiles = Object.fromEntries(
  Object.entries(files)
    .filter(([file]) => file.startsWith("./en/"))
    .map(([file, data]) => [file.replace("./en/", "./fr/"), data]),
);

describe("a third language is its content and one line in the list", () => {
  it("gets every page under its prefix, and a not-found page of its own", () => {
    const paths = pageRoutes(sitePages, withFrench).map(routePath);
    for (const page of sitePages) {
      expect(paths).toContain(page.path);
      expect(paths).toContain(page.path === "/" ? "/fr" : `/fr${page.path}`);
    }
    expect(notFoundRoutes(withFrench).map(routePath)).toEqual(["/es/*", "/fr/*", "/*"]);
  });

  it("is in the sitemap, each URL listing every language and x-default", () => {
    const sitemap = sitemapXml("https://www.example.com", sitePages, withFrench);
    expect(sitemap).toContain("<loc>https://www.example.com/fr/vision</loc>");
    const vision = sitemap.slice(sitemap.indexOf("<loc>https://www.example.com/fr/vision</loc>"));
    const entry = vision.slice(0, vision.indexOf("</url>"));
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]])).toEqual([
      ["en", "https://www.example.com/vision"],
      ["es", "https://www.example.com/es/vision"],
      ["fr", "https://www.example.com/fr/vision"],
      ["x-default", "https://www.example.com/vision"],
    ]);
  });

  it("passes the content check once its folder has every file and key the default language has", () => {
    expect(languageParityProblems({ ...files, ...frenchCopy }, ["en", "es", "fr"])).toEqual([]);
  });
});

describe("the content check holds every language to the default language's shape", () => {
  it("the site's own languages have nothing missing and nothing more", () => {
    expect(languageParityProblems(files, ["en", "es"])).toEqual([]);
  });

  it("fails when a language lacks a key the default language has, or has one more", () => {
    const { footer, ...rest } = interfaceIn("es");
    const footerWithout = Object.fromEntries(Object.entries(footer).filter(([key]) => key !== "rights"));
    const without = { ...files, "./es/interface.yaml": { ...rest, footer: footerWithout } };
    expect(languageParityProblems(without, ["en", "es"])).toEqual([
      "app/content/es/interface.yaml: lacks footer.rights: string",
    ]);
    const extra = { ...files, "./es/interface.yaml": { ...interfaceIn("es"), extra: "¿?" } };
    expect(languageParityProblems(extra, ["en", "es"])).toEqual([
      "app/content/es/interface.yaml: has more: extra: string",
    ]);
  });

  it("fails when a language lacks a whole file, or a list is shorter, or a card points elsewhere", () => {
    const withoutVision = Object.fromEntries(Object.entries(files).filter(([file]) => file !== "./es/vision.yaml"));
    expect(languageParityProblems(withoutVision, ["en", "es"])).toEqual([
      "app/content/es/vision.yaml: missing (app/content/en/vision.yaml has no translation)",
    ]);
    const cards = files["./es/home/expertise-cards.yaml"] as { page: string }[];
    const changed = {
      ...files,
      "./es/home/expertise-cards.yaml": [{ ...cards[0], page: "quantum" }, ...cards.slice(1, -1)],
    };
    const problems = languageParityProblems(changed, ["en", "es"]).join("\n");
    expect(problems).toContain("(root): a list of 9");
    expect(problems).toContain('[0].page = "mit-media-lab"');
  });

  it("fails when a language has a file the default language lacks, naming both", () => {
    const extra = { ...files, "./es/extra.yaml": { title: "¿?" } };
    expect(languageParityProblems(extra, ["en", "es"])).toEqual([
      "app/content/es/extra.yaml: no app/content/en/extra.yaml to translate",
    ]);
  });
});

describe("paths in a language", () => {
  it.each([
    ["/", "en", "/"],
    ["/vision", "en", "/vision"],
    ["/es", "es", "/"],
    ["/es/", "es", "/"],
    ["/es/services/mvp-builder", "es", "/services/mvp-builder"],
    ["/establishment", "en", "/establishment"],
  ])("%s is in %s, the page %s", (path, language, page) => {
    expect(languageOfPath(path)).toBe(language);
    expect(unlocalizedPath(path.replace(/(.)\/$/, "$1"))).toBe(page);
  });

  it("localizes a path: the default language keeps it, another prefixes it", () => {
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("es", "/")).toBe("/es");
    expect(localizedPath("es", "/privacy")).toBe("/es/privacy");
  });
});
