import * as v from "valibot";
import { defaultLanguage, type Language } from "~/lib/language/languages";
import { expertiseCardEntriesSchema } from "./home/expertise-cards";
import { leadersSchema } from "./home/leaders-schema";
import { logoNamesSchema } from "./home/logo-names-schema";
import { missionSchema } from "./home/mission-schema";
import { sectionCopySchema } from "./home/section-copy-schema";
import { slidesSchema } from "./home/slides-schema";
import { interfaceSchema } from "./interface-schema";
import {
  INSIGHT_SLUG_MAX_LENGTH,
  INSIGHT_SLUG_WORDS,
  insightFileSchema,
  insightSlugPattern,
} from "./insights/insight-schema";
import { insightsTextSchema } from "./insights/insights-text-schema";
import { legalFileSchema } from "./legal/legal-file-schema";
import { standardBodySchema, ventureBodySchema } from "./offerings/schema";
import { defaultPageName } from "./default-names";
import { offeringPages, type PageSlug, sitePages } from "./pages";
import { siteSchema } from "./site-schema";
import { underConstructionSchema } from "./under-construction";
import { visionSchema } from "./vision-schema";

/**
 * Every content file of the site, as collections: what each holds to, where its files are and how they are written.
 * The loaders (localized.server.ts) and the content check (check-content.server.ts) find the files through this list,
 * and the editor at /admin builds its forms from it, so what an editor may write, what the build accepts and what a
 * page reads are one list. A file under app/content that no collection names fails the content check.
 */

export interface ContentCollection {
  /** Stable id, e.g. "offerings", "leaders". */
  name: string;
  /** What editors see, e.g. "Service and expertise pages". */
  label: string;
  /**
   * The valibot schema every file of the collection holds to. Its input is the file's data (for Markdown, the
   * front matter's fields and `bodyField`); its output is what the page reads, which differs where the schema
   * transforms. A Markdown text's own rules (a legal text's sections) are the content check's, which reads it.
   */
  schema: v.GenericSchema;
  /**
   * Repository-relative path pattern: `{lang}` for the language folder, `{slug}` for one file an item, e.g.
   * "app/content/{lang}/offerings/{slug}.yaml"; a single file has no {slug}.
   */
  path: string;
  format: "yaml" | "markdown";
  /** One file per language (under en/ and es/) or one shared file. */
  localized: boolean;
  /** For markdown: the schema field that holds the body (the rest is front matter). */
  bodyField?: string;
  /**
   * Where a language's rules differ from the default language's (texts whose English wording the product fixes):
   * the schema of a language's file. `schema` is then the default language's.
   */
  schemaIn?: (language: Language) => v.GenericSchema;
  /**
   * For a `{slug}` path whose items a developer adds (the page registry's pages): the items, in order; a file of
   * another name is an error. The editor lists exactly these and neither adds nor deletes any. Without it, editors
   * add and delete the items themselves (`titleField` then names them).
   */
  slugs?: readonly string[];
  /**
   * The page that shows the file's words, as its path in the default language ("/vision", "/" for what the home page
   * or every page shows); for a `{slug}` collection, of the item's slug. The editor links each entry, in each
   * language, to that page on the pull request's preview. A collection whose items editors add is called with the
   * editor's own placeholder for the slug.
   */
  page: (slug: string) => string;
  /** How the editor names each of `slugs` (the title of its page); the slug where missing. */
  itemLabel?: (slug: string) => string;
  /** For a `{slug}` collection whose items editors add: the field that titles an item, which names it in the editor. */
  titleField?: string;
  /**
   * For a `{slug}` collection whose items editors add: what an item's slug (its file's name, its page's address)
   * holds to, and that rule in words. The editor makes a new item's slug from its title and checks it against this.
   */
  slugRule?: { pattern: RegExp; maxLength: number; words: string };
}

const offeringSlugs = (wanted: (kind: string) => boolean) =>
  offeringPages.filter((entry) => wanted(entry.kind)).map((entry) => entry.slug);

/** The one venture page of the registry: its file has the venture body, the others the standard one. */
const [ventureSlug = "venture-builder"] = offeringSlugs((kind) => kind === "venture");

const logoNames = (count: number) => logoNamesSchema(count);

/** The path of a page of the registry, in the default language; a slug the registry lacks is a programming mistake. */
function pathOf(slug: string): string {
  const found = sitePages.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no page of the registry has the slug "${slug}"`);
  return found.path;
}
/** A file whose words one page shows, or every page (the home page stands for them). */
const shownOn = (slug: PageSlug) => () => pathOf(slug);

export const contentCollections: readonly ContentCollection[] = [
  {
    name: "offerings",
    label: "Service and expertise pages",
    schema: standardBodySchema,
    path: "app/content/{lang}/offerings/{slug}.yaml",
    format: "yaml",
    localized: true,
    page: pathOf,
    itemLabel: defaultPageName,
    slugs: offeringSlugs((kind) => kind !== "venture"),
  },
  {
    name: "venture-builder",
    label: "Venture builder page",
    schema: ventureBodySchema(defaultLanguage),
    schemaIn: ventureBodySchema,
    path: `app/content/{lang}/offerings/${ventureSlug}.yaml`,
    format: "yaml",
    localized: true,
    page: shownOn("venture-builder"),
  },
  {
    name: "home-section-copy",
    label: "Home page: section headings",
    schema: sectionCopySchema(defaultLanguage),
    schemaIn: sectionCopySchema,
    path: "app/content/{lang}/home/section-copy.yaml",
    format: "yaml",
    localized: true,
    page: shownOn("home"),
  },
  {
    name: "home-slides",
    label: "Home page: carousel slides",
    schema: slidesSchema,
    path: "app/content/{lang}/home/slides.yaml",
    format: "yaml",
    localized: true,
    page: shownOn("home"),
  },
  {
    name: "home-mission",
    label: "Home page: mission statement",
    schema: missionSchema,
    path: "app/content/{lang}/home/mission.yaml",
    format: "yaml",
    localized: true,
    page: shownOn("home"),
  },
  {
    name: "home-expertise-cards",
    label: "Home page: expertise cards",
    schema: expertiseCardEntriesSchema,
    path: "app/content/{lang}/home/expertise-cards.yaml",
    format: "yaml",
    localized: true,
    page: shownOn("home"),
  },
  {
    name: "leaders",
    label: "Leadership team",
    schema: leadersSchema,
    path: "app/content/home/leaders.yaml",
    format: "yaml",
    localized: false,
    page: shownOn("home"),
  },
  {
    name: "clients",
    label: "Client logos (organisation names)",
    schema: logoNames(30),
    path: "app/content/home/clients.yaml",
    format: "yaml",
    localized: false,
    page: shownOn("home"),
  },
  {
    name: "institutions",
    label: "Research institution logos (organisation names)",
    schema: logoNames(15),
    path: "app/content/home/institutions.yaml",
    format: "yaml",
    localized: false,
    page: shownOn("home"),
  },
  {
    name: "partners",
    label: "Technology partner logos (organisation names)",
    schema: logoNames(11),
    path: "app/content/home/partners.yaml",
    format: "yaml",
    localized: false,
    page: shownOn("home"),
  },
  {
    name: "vision",
    label: "Vision page",
    schema: visionSchema,
    path: "app/content/{lang}/vision.yaml",
    format: "yaml",
    localized: true,
    page: shownOn("vision"),
  },
  {
    name: "privacy",
    label: "Privacy policy",
    schema: legalFileSchema,
    path: "app/content/{lang}/legal/privacy.md",
    format: "markdown",
    localized: true,
    page: shownOn("privacy"),
    bodyField: "body",
  },
  {
    name: "terms",
    label: "Legal notice",
    schema: legalFileSchema,
    path: "app/content/{lang}/legal/terms.md",
    format: "markdown",
    localized: true,
    page: shownOn("terms"),
    bodyField: "body",
  },
  {
    name: "under-construction",
    label: "Under-construction page",
    schema: underConstructionSchema,
    path: "app/content/{lang}/under-construction.yaml",
    format: "yaml",
    localized: true,
    page: shownOn("under-construction"),
  },
  {
    name: "interface",
    label: "Menus, buttons and page names",
    schema: interfaceSchema(defaultLanguage),
    schemaIn: interfaceSchema,
    path: "app/content/{lang}/interface.yaml",
    format: "yaml",
    localized: true,
    page: shownOn("home"),
  },
  {
    name: "site",
    label: "Company details and funders",
    schema: siteSchema,
    path: "app/content/site.yaml",
    format: "yaml",
    localized: false,
    page: shownOn("home"),
  },
];

/**
 * The collections the editor at /admin does not list yet, each else like those above: the content check and the
 * loaders read them as any other. The editor lists them once each of their fields has its words for the people who
 * edit (app/content/editor/field-words.ts).
 */
export const collectionsBeyondTheEditor: readonly ContentCollection[] = [
  {
    name: "insights-text",
    label: "Insights pages: words",
    schema: insightsTextSchema,
    path: "app/content/{lang}/insights-text.yaml",
    format: "yaml",
    localized: true,
    page: shownOn("insights"),
  },
];

/** Every collection of files the site's content is read from (the Insights entries apart: `insightsCollection`). */
export const everyCollection: readonly ContentCollection[] = [...contentCollections, ...collectionsBeyondTheEditor];

/**
 * The Insights entries (articles and case studies), a Markdown file an entry in each language's folder. Apart from
 * the list above: entries are added and removed by the people who publish, so its files are whatever the folders
 * hold (an entry may exist in one language only), and they are read from disk by the build and the content check
 * (insights/insight-files.server.ts), never bundled as modules. The editor at /admin lists it after the others
 * (`editorCollections`), as a folder editors add entries to and delete them from.
 */
export const insightsCollection: ContentCollection = {
  name: "insights",
  label: "Insights: articles and case studies",
  schema: insightFileSchema,
  path: "app/content/{lang}/insights/{slug}.md",
  format: "markdown",
  localized: true,
  page: (slug) => `${pathOf("insights")}/${slug}`,
  titleField: "title",
  bodyField: "body",
  slugRule: { pattern: insightSlugPattern, maxLength: INSIGHT_SLUG_MAX_LENGTH, words: INSIGHT_SLUG_WORDS },
};

/** The collections the editor at /admin lists, in its order: the content files, then the Insights entries. */
export const editorCollections: readonly ContentCollection[] = [...contentCollections, insightsCollection];

/** One file of a collection: its repository-relative path, language (localized ones) and slug (`{slug}` ones). */
export interface ContentFile {
  collection: ContentCollection;
  path: string;
  language?: Language;
  slug?: string;
}

/** Every file a collection names, in every language of the list. */
export function filesOf(collection: ContentCollection, languages: readonly Language[]): ContentFile[] {
  const inLanguages = collection.localized ? languages : [undefined];
  return inLanguages.flatMap((language) =>
    (collection.slugs ?? [undefined]).map((slug) => ({
      collection,
      path: collection.path.replace("{lang}", language ?? "").replace("{slug}", slug ?? ""),
      ...(language ? { language } : {}),
      ...(slug ? { slug } : {}),
    })),
  );
}

/** The schema a file holds to: its language's where the rules differ by language. */
export function schemaOf({ collection, language }: ContentFile): v.GenericSchema {
  return (language ? collection.schemaIn?.(language) : undefined) ?? collection.schema;
}

/** A collection by its name; a name no collection has is a programming mistake. */
export function collectionNamed(name: string): ContentCollection {
  const found = everyCollection.find((collection) => collection.name === name);
  if (!found) throw new Error(`no content collection is named "${name}"`);
  return found;
}
