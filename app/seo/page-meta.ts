import type { Location, MetaDescriptor } from "react-router";
import { pageByPath } from "~/content/pages";
import { site } from "~/content/site";
import { type Language, languageInfo, languageOfPath, languages } from "~/lib/language/languages";
import { languageAlternates, publishedAlternates } from "./language-alternates";
import type { ArticleData } from "./article-data";
import type { OrganizationData } from "./organization-data";
import { type CardText, type ShareCard, shareCardFor } from "./share-card";

export interface PageMetaInput {
  title: string;
  description: string;
  /** The picture link previews show; the page's own card (share-card.ts) otherwise. */
  image?: ShareCard;
  /**
   * Structured data (JSON-LD) to put on the page: the home page's loader builds the company's record on the server
   * (seo/organization-data.ts), an entry's its article's (seo/article-data.ts), so no page's bundle carries them.
   */
  structuredData?: OrganizationData | ArticleData;
  /**
   * A page that is not the registry's (an Insights entry): the languages it is published in, as its path in the
   * default language has it (`/insights/harbour-pilot`). Its `hreflang` alternates name only those; none when it is
   * in one language only. Registry pages are in every language.
   */
  inLanguages?: { path: string; languages: readonly Language[] };
  /** The page's feed, linked from its head for feed readers: its title and path. */
  feed?: { title: string; path: string };
  /** An article's page: shared as an article, with the day it was published and its topics. */
  article?: { published: string; tags: readonly string[] };
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
function languageTags(origin: string, pathname: string, inLanguages: PageMetaInput["inLanguages"]): MetaDescriptor[] {
  const page = pageByPath(pathname);
  const language = languageOfPath(pathname);
  if (!page) return inLanguages ? languageTagsOf(origin, language, inLanguages) : [];
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

/** The tags of a page in the languages it is published in: alternates only when there is another. */
function languageTagsOf(
  origin: string,
  language: Language,
  { path, languages: published }: NonNullable<PageMetaInput["inLanguages"]>,
): MetaDescriptor[] {
  const others = languages.filter((other) => other.code !== language && published.includes(other.code));
  return [
    ...publishedAlternates(origin, path, [language, ...published]).map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    { property: "og:locale", content: languageInfo(language).ogLocale },
    ...others.map((other) => ({ property: "og:locale:alternate", content: other.ogLocale })),
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
  const { title, description, structuredData, feed, article } = input;
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
    ...languageTags(origin, path, input.inLanguages),
    ...(feed
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/atom+xml",
            title: feed.title,
            href: `${origin}${feed.path}`,
          },
        ]
      : []),
    { property: "og:type", content: article ? "article" : "website" },
    ...(article
      ? [
          { property: "article:published_time", content: article.published },
          ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
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
