import { EntryPhoto } from "~/components/insights/entry-photo";
import { InsightDate } from "~/components/insights/insight-date";
import { BackLink } from "~/components/ui/back-link";
import { insightEntryIn } from "~/content/insights/insight-data.server";
import { INSIGHTS_PATH, insightPath, insightsListPath } from "~/content/insights/insight-paths";
import { insightsTextIn, interfaceIn, sharedHomeContent } from "~/content/localized.server";
import { siteEnvOf } from "~/lib/document/request-context.server";
import { pageNotFound } from "~/lib/document/page-not-found";
import { insightEntryHook } from "~/lib/document/page-hooks";
import { languageOfPath, localizedPath } from "~/lib/language/languages";
import { variantFor } from "~/lib/photos/photo-variants";
import { articleData } from "~/seo/article-data";
import { pageMeta } from "~/seo/page-meta";
import { insightCardSpec } from "~/seo/share-card";
import type { Route } from "./+types/insight";

// An Insights entry's page (/insights/<slug>, /es/insights/<slug>): its title as the page's one h1, what it is,
// its day and author (linked to the leadership team on the home page), its photo and its body, rendered at build
// time. Read by the loader from the build's prerender data: a slug with no published entry in the path's language
// (unknown, a draft, or written in another language only) is a 404.
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname);
  const entry = await insightEntryIn(context, language, params.slug);
  if (!entry) pageNotFound();
  const text = interfaceIn(language);
  const words = insightsTextIn(language);
  const leader = sharedHomeContent().leaders.find((person) => person.name === entry.author);
  const author = {
    name: entry.author,
    jobTitle: leader ? text.leadership.roles[leader.role] : "",
    url: `${localizedPath(language, "/")}#leadership`,
  };
  const { origin } = siteEnvOf(context);
  const kindLabel = words.kinds[entry.kind];
  const { card } = insightCardSpec(entry, kindLabel, text);
  return {
    entry,
    author,
    kindLabel,
    card,
    words: { byline: words.byline, allEntries: words.allEntries, topics: words.topics },
    listPath: insightsListPath(language),
    article: articleData(origin, entry, {
      url: `${origin}${insightPath(language, entry.slug)}`,
      // The photo as a 1200 px JPEG, the width search engines ask of an article's image.
      image: (entry.photo && variantFor(entry.photo.variants, "jpeg", 1200)?.path) ?? card.path,
      author,
    }),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { entry, card, article } = args.loaderData;
  return pageMeta(args, {
    title: entry.title,
    description: entry.description,
    image: card,
    structuredData: article,
    inLanguages: { path: `${INSIGHTS_PATH}/${entry.slug}`, languages: [entry.language, ...entry.translations] },
    article: { published: entry.date, tags: entry.tags },
  });
};

export default function Insight({ loaderData }: Route.ComponentProps) {
  const { entry, author, kindLabel, words, listPath } = loaderData;
  const [before = "", after = ""] = words.byline.split("{name}");
  return (
    <article {...insightEntryHook.attr()} className="pb-24">
      <header className="relative isolate overflow-hidden border-b border-white/5">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(55%_65%_at_85%_0%,rgb(139_92_246/0.22),transparent_70%)]"
        />
        <div className="mx-auto max-w-3xl px-5 pt-28 pb-12 sm:px-8 sm:pt-32">
          <BackLink href={listPath}>{words.allEntries}</BackLink>
          <p className="mt-10 text-xs font-semibold tracking-[0.2em] text-teal-300 uppercase">{kindLabel}</p>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance text-white sm:text-5xl">
            {entry.title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-300">{entry.description}</p>
          <p className="mt-6 flex flex-wrap gap-x-3 text-sm text-slate-400">
            <InsightDate date={entry.date} />
            <span aria-hidden="true">·</span>
            <span>
              {before}
              <a
                href={author.url}
                className="font-medium text-violet-200 underline-offset-4 hover:text-white hover:underline"
              >
                {author.name}
              </a>
              {after}
              {author.jobTitle && `, ${author.jobTitle}`}
            </span>
          </p>
        </div>
      </header>
      {entry.photo !== undefined && (
        <div className="mx-auto mt-10 max-w-4xl px-5 sm:px-8">
          <EntryPhoto
            photo={entry.photo}
            priority
            sizes="(min-width: 896px) 832px, calc(100vw - 40px)"
            className="rounded-3xl border border-white/10"
          />
        </div>
      )}
      <div
        className="entry-body mx-auto mt-12 max-w-3xl px-5 sm:px-8"
        // Rendered from the entry's Markdown at build time and sanitised there (content/markdown/markdown-html.server.ts).
        dangerouslySetInnerHTML={{ __html: entry.html }}
      />
      {entry.tags.length > 0 && (
        <footer className="mx-auto mt-14 max-w-3xl px-5 sm:px-8">
          <h2 className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase">{words.topics}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {entry.tags.map((tag) => (
              <li key={tag} className="rounded-full border border-white/15 px-3 py-1 text-sm text-slate-300">
                {tag}
              </li>
            ))}
          </ul>
        </footer>
      )}
    </article>
  );
}
