import { redirect } from "react-router";
import { InsightList } from "~/components/insights/insight-list";
import { InsightsPagination } from "~/components/insights/insights-pagination";
import { PageHero } from "~/components/ui/page-hero";
import { insightsListPageIn } from "~/content/insights/insight-data.server";
import { insightsFeedPath, insightsListPath, listPageNumber } from "~/content/insights/insight-paths";
import { insightsTextIn, interfaceIn } from "~/content/localized.server";
import { site } from "~/content/site";
import { pageNotFound } from "~/lib/document/page-not-found";
import { fillIn } from "~/lib/language/fill-in";
import { languageOfPath } from "~/lib/language/languages";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/insights";

// The Insights listing (/insights, a registry page) and its later pages (/insights/page/2): the published entries
// of the path's language, newest first, twelve a page. The entries are read by the loader from the build's
// prerender data; a page past the last, or any page the build did not prerender, is a 404, and /insights/page/1
// is /insights.
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname);
  const page = params.page === undefined ? 1 : listPageNumber(params.page);
  if (page === undefined) pageNotFound();
  // oxlint-disable-next-line typescript/only-throw-error -- React Router's way to redirect from a loader
  if (params.page !== undefined && page === 1) throw redirect(insightsListPath(language), 301);
  const listed = await insightsListPageIn(context, language, page);
  if (!listed) pageNotFound();
  const words = insightsTextIn(language);
  return {
    language,
    title: interfaceIn(language).pages.insights,
    page,
    count: listed.count,
    entries: listed.entries,
    words,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { title, page, words, language } = args.loaderData;
  return pageMeta(args, {
    title: page === 1 ? title : fillIn(words.pageTitle, { title, page }),
    description: page === 1 ? words.description : `${fillIn(words.pageTitle, { title, page })}. ${words.description}`,
    feed: { title: fillIn(words.feedTitle, { site: site.name }), path: insightsFeedPath(language) },
  });
};

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { language, title, page, count, entries, words } = loaderData;
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={page === 1 ? title : fillIn(words.pageTitle, { title, page })}>
        <p className="mt-8 max-w-3xl text-lg leading-relaxed text-slate-300 sm:text-xl">{words.intro}</p>
        <p className="mt-6">
          <a
            href={insightsFeedPath(language)}
            type="application/atom+xml"
            className="inline-flex items-center gap-2 text-sm font-medium text-violet-200 underline-offset-4 hover:text-white hover:underline"
          >
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="currentColor">
              <circle cx="2.5" cy="11.5" r="1.5" />
              <path d="M1 5.5a7.5 7.5 0 0 1 7.5 7.5H6.6A5.6 5.6 0 0 0 1 7.4zM1 1a12 12 0 0 1 12 12h-1.9A10.1 10.1 0 0 0 1 2.9z" />
            </svg>
            {words.feed}
          </a>
        </p>
      </PageHero>
      <section aria-label={title} className="mx-auto max-w-6xl px-5 pt-14 pb-24 sm:px-8 sm:pt-16">
        {entries.length === 0 ? (
          <p className="max-w-2xl text-lg text-slate-300">{words.empty}</p>
        ) : (
          <InsightList entries={entries} language={language} kinds={words.kinds} level={2} />
        )}
        <InsightsPagination
          page={page}
          count={count}
          pathOf={(n) => insightsListPath(language, n)}
          words={words.pagination}
        />
      </section>
    </>
  );
}
