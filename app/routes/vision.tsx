import { ContentSection } from "~/components/ui/content-section";
import { IconCard } from "~/components/ui/icon-card";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/content/site";
import { visionIn } from "~/content/localized.server";
import { languageOfPath } from "~/lib/language/languages";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/vision";

// The copy, in the path's language, is read by the loader only: on the server, never in a browser bundle.
export function loader({ url }: Route.LoaderArgs) {
  return { vision: visionIn(languageOfPath(url.pathname)) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData.vision.title, description: args.loaderData.vision.description });

export default function Vision({ loaderData: { vision: page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title}>
        <p className="mt-8 max-w-4xl text-2xl leading-snug font-light text-balance text-slate-100 sm:text-3xl">
          {page.statement}
        </p>
      </PageHero>

      <section
        aria-label={page.storyLabel}
        className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-16 pb-4 sm:px-8 sm:pt-20 lg:grid-cols-[1.3fr_1fr]"
      >
        <figure>
          <img
            src={page.teamPicture.src}
            width={page.teamPicture.width}
            height={page.teamPicture.height}
            alt={page.teamPicture.alt}
            className="h-auto w-full rounded-3xl border border-white/10"
          />
          <figcaption className="mt-3 text-sm text-slate-400">{page.teamPicture.caption}</figcaption>
        </figure>
        <div className="space-y-5 text-lg leading-relaxed text-slate-300">
          {page.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <figure className="mx-auto max-w-4xl px-5 py-20 text-center sm:px-8 sm:py-24">
        <svg aria-hidden="true" width="48" height="36" viewBox="0 0 48 36" className="mx-auto text-violet-300">
          <path
            d="M0 36V21C0 9 6 2 18 0l2 5c-7 2-10 6-10 12h9v19zm27 0V21c0-12 6-19 18-21l2 5c-7 2-10 6-10 12h9v19z"
            fill="currentColor"
          />
        </svg>
        <blockquote className="mt-8 text-2xl leading-snug font-light text-balance text-white sm:text-4xl">
          <p>{page.quote.text}</p>
        </blockquote>
        <figcaption className="mt-8 text-sm font-semibold tracking-[0.15em] text-teal-300 uppercase">
          {page.quote.role}, {site.name}
        </figcaption>
      </figure>

      <ContentSection id="principles" eyebrow={page.principlesEyebrow} heading={page.principlesHeading}>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {page.principles.map((principle) => (
            <IconCard key={principle.title} {...principle} tone="teal" />
          ))}
        </ul>
      </ContentSection>

      <section aria-labelledby="stats-heading" className="mx-auto max-w-6xl px-5 pt-8 pb-24 sm:px-8 sm:pb-28">
        <h2 id="stats-heading" className="sr-only">
          {page.statsHeading}
        </h2>
        <dl className="grid gap-px overflow-hidden rounded-3xl border border-white/10 bg-white/10 sm:grid-cols-3">
          {page.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse bg-night px-8 py-10 text-center">
              <dt className="mt-3 text-sm font-medium tracking-wide text-slate-300 uppercase">{stat.label}</dt>
              <dd className="bg-gradient-to-r from-violet-300 to-teal-200 bg-clip-text text-6xl font-semibold text-transparent tabular-nums">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
