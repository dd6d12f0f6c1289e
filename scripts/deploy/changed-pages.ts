// git diff --name-only <base> <head> | node scripts/deploy/changed-pages.ts <preview address>
//
// The pages a pull request changes, for its preview comment: each changed content file (app/content/, found
// through the content collections) mapped to the pages that show it, in its language or, for a file shared by the
// languages, in each; a change to what every page shows (the interface's words, the site's details, a file under
// public/) lists the home page of each language and says so. Prints one Markdown line a page, linking the page on
// the preview. Code changes list nothing: the preview's root is linked apart.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { loadModule } from "../build/load-module.ts";

export interface PageFacts {
  collections: readonly { name: string; path: string; localized: boolean }[];
  pages: readonly { slug: string; path: string }[];
  languages: readonly { code: string; prefix: string }[];
}

/** Collections every page reads: a change shows on all of them. */
const SITE_WIDE = new Set(["interface", "site"]);
/** Collections of the home page's sections and lists. */
const HOME = new Set(["leaders", "clients", "institutions", "partners"]);

export interface ChangedPage {
  /** The page's address in its language, e.g. `/es/vision`. */
  path: string;
  /** Why it is listed. */
  because: string;
}

/** The pages a collection's file shows on: page slugs, or "every" for what every page shows. */
function pagesOf(collection: string, slug: string | undefined, facts: PageFacts): string[] | "every" {
  if (SITE_WIDE.has(collection)) return "every";
  if (slug !== undefined) return [slug];
  if (HOME.has(collection) || collection.startsWith("home-")) return ["home"];
  if (facts.pages.some((page) => page.slug === collection)) return [collection];
  // The venture builder's collection names its one file.
  const named = facts.pages.find((page) =>
    facts.collections.some((c) => c.name === collection && c.path.includes(`/${page.slug}.`)),
  );
  if (named) return [named.slug];
  throw new Error(`the collection ${collection} shows on no page this script knows: add it to changed-pages.ts`);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The changed pages, in the registry's order and each language's, without repeats. */
export function changedPages(files: readonly string[], facts: PageFacts): ChangedPage[] {
  const languageCodes = facts.languages.map(({ code }) => code).join("|");
  const wanted = new Map<string, string>();
  const add = (slugs: readonly string[], languages: readonly string[], because: string) => {
    for (const slug of slugs) {
      for (const code of languages) if (!wanted.has(`${slug} ${code}`)) wanted.set(`${slug} ${code}`, because);
    }
  };
  const allLanguages = facts.languages.map(({ code }) => code);
  for (const file of files) {
    if (file.startsWith("public/")) {
      add(["home"], allLanguages, `${file}: a file every page may use`);
      continue;
    }
    for (const collection of facts.collections) {
      const pattern = new RegExp(
        `^${escaped(collection.path).replace("\\{lang\\}", `(?<lang>${languageCodes})`).replace("\\{slug\\}", "(?<slug>[^/]+)")}$`,
      );
      const match = pattern.exec(file);
      if (!match) continue;
      const languages = match.groups?.lang ? [match.groups.lang] : allLanguages;
      const pages = pagesOf(collection.name, match.groups?.slug?.replace(/\.[^.]+$/, ""), facts);
      if (pages === "every") add(["home"], languages, `${file}: shown on every page`);
      else add(pages, languages, file);
      break;
    }
  }
  const result: ChangedPage[] = [];
  for (const page of facts.pages) {
    for (const { code, prefix } of facts.languages) {
      const because = wanted.get(`${page.slug} ${code}`);
      if (because === undefined) continue;
      const path = `${prefix}${page.path === "/" && prefix ? "" : page.path}` || "/";
      result.push({ path, because });
    }
  }
  return result;
}

/** The comment's lines: each page linked on the preview. */
export function changedPagesMarkdown(pages: readonly ChangedPage[], previewUrl: string): string {
  if (pages.length === 0) return "No page's content changed.";
  return pages.map(({ path, because }) => `- [${path}](${new URL(path, previewUrl).href}) (${because})`).join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [previewUrl, ...rest] = process.argv.slice(2);
  if (!previewUrl || !URL.canParse(previewUrl) || rest.length > 0) {
    console.error("usage: git diff --name-only BASE HEAD | node scripts/deploy/changed-pages.ts <preview address>");
    process.exit(2);
  }
  const [{ contentCollections }, { sitePages }, { languages }] = await Promise.all([
    loadModule<{ contentCollections: PageFacts["collections"] }>("app/content/collections.ts"),
    loadModule<{ sitePages: PageFacts["pages"] }>("app/content/pages.ts"),
    loadModule<{ languages: PageFacts["languages"] }>("app/lib/language/languages.ts"),
  ]);
  const files = readFileSync(0, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  console.log(
    changedPagesMarkdown(
      changedPages(files, { collections: contentCollections, pages: sitePages, languages }),
      previewUrl,
    ),
  );
}
