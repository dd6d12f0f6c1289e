import type { Location, MetaDescriptor } from "react-router";
import { pageByPath } from "~/content/pages";
import { site } from "~/content/site";
import { type Language, languageInfo, languageOfPath, languages } from "~/lib/language/languages";
import { languageAlternates } from "./language-alternates";
import type { OrganizationData } from "./organization-data";
import { type CardText, type ShareCard, shareCardFor } from "./share-card";

export interface PageMetaInput {
  title: string;
  description: string;
  /** The picture link previews show; the page's own card (share-card.ts) otherwise. */
  image?: ShareCard;
  /**
   * Structured data (JSON-LD) to put on the page: the home page's loader builds the company's record on the server
   * (seo/organization-data.ts), so the other pages' bundles do not carry it.
   */
  structuredData?: OrganizationData;
}

/** What pageMeta needs of a route's meta arguments (structural, so every route's generated type fits). */
export interface PageMetaArgs {
  location: Location;
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

interface RootData {
  siteOrigin: string;
  siteText: { language: Language; text: CardText & { notFound: { title: string } } };
}

/**
 * root.tsx's loader hands every page the deployment's public origin (SITE_ORIGIN) and its language's words.
 * Checked by hand, not with valibot: this check does not need a library.
 */
function isRootData(data: unknown): data is RootData {
  if (typeof data !== "object" || data === null || !("siteOrigin" in data) || !("siteText" in data)) return false;
  return typeof data.siteOrigin === "string" && URL.canParse(data.siteOrigin) && typeof data.siteText === "object";
}

/**
 * The page in every language, for search engines: `hreflang` alternates (the default language also as
 * `x-default`, for readers of any other), and Open Graph's locale and its alternates. Only the registry's pages
 * have them: a not-found page is in no language's index.
 */
function languageTags(origin: string, pathname: string): MetaDescriptor[] {
  const page = pageByPath(pathname);
  if (!page) return [];
  const language = languageOfPath(pathname);
  return [
    ...languageAlternates(origin, page.path).map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    { property: "og:locale", content: languageInfo(language).ogLocale },
    ...languages
      .filter((other) => other.code !== language)
      .map((other) => ({ property: "og:locale:alternate", content: other.ogLocale })),
  ];
}

/**
 * Every page's meta tags, in one shape: `meta: Route.MetaFunction = (args) => pageMeta(args, { title, description })`.
 * Title and description, then the canonical URL, the page in its other languages, and the Open Graph / Twitter
 * card, which need absolute URLs: they are built from the origin of the deployment the page was rendered for,
 * never from the request.
 */
export function pageMeta(args: PageMetaArgs, input: PageMetaInput | undefined): MetaDescriptor[] {
  if (!input) return notFoundMeta(args);
  const { title, description, structuredData } = input;
  const tags: MetaDescriptor[] = [
    { title: title === site.name ? title : `${title} | ${site.name}` },
    { name: "description", content: description },
  ];
  const rootData = args.matches.find((match) => match?.id === "root")?.loaderData;
  if (!isRootData(rootData)) return tags;

  const origin = rootData.siteOrigin;
  const path = canonicalPath(args.location.pathname);
  const image = input.image ?? shareCardFor(path, rootData.siteText.text);
  const url = `${origin}${path}`;
  const imageUrl = `${origin}${image.path}`;
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    ...languageTags(origin, path),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  );
  if (structuredData) tags.push({ "script:ld+json": structuredData });
  return tags;
}

/**
 * A page's tags when its path names no page: the not-found route, and the root's error boundary when a loader found
 * nothing. Kept out of search indexes.
 */
function notFoundMeta(args: PageMetaArgs): MetaDescriptor[] {
  const rootData = args.matches.find((match) => match?.id === "root")?.loaderData;
  const title = isRootData(rootData) ? rootData.siteText.text.notFound.title : "Page not found";
  return [{ title: `${title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** One URL per page: no trailing slash (prerendering asks for "/x/"), no query string or hash. */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : "/";
}
