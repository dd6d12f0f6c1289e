import { useId } from "react";
import { useSiteText } from "~/components/layout/site-text";
import { VideoFacade } from "~/components/ui/video-facade";
import { fillIn } from "~/lib/language/fill-in";
import type { Venture } from "~/content/offerings/schema";

/** One venture we built: its video, what it is, six features, and its website when it has one. */
export function VentureCard({ venture }: { venture: Venture }) {
  const { offering } = useSiteText().text;
  const title = { title: venture.title };
  // Named by its heading: the page holds two ventures, and each article is a landmark-like region to move between.
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-3xl border border-white/10 bg-night"
    >
      <VideoFacade
        source={venture.video.source}
        title={venture.video.title}
        poster={venture.video.poster}
        className="rounded-none border-0 border-b"
      />
      <div className="flex flex-1 flex-col p-7 sm:p-9">
        <p className="text-xs font-semibold tracking-[0.2em] text-teal-300 uppercase">{venture.subtitle}</p>
        <h3 id={headingId} className="mt-3 text-2xl font-semibold text-white">
          {venture.title}
        </h3>
        <p className="mt-4 leading-relaxed text-slate-300">{venture.description}</p>
        <ul className="mt-6 grid gap-3" aria-label={fillIn(offering.features, title)}>
          {venture.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-slate-200">
              <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-violet-300" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {venture.website && (
          <a
            href={venture.website}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex items-center gap-2 self-start rounded-full border border-white/20 px-5 py-2.5 text-sm font-semibold text-white hover:border-violet-300"
          >
            {fillIn(offering.visit, title)}
            <span className="sr-only"> {offering.newTab}</span>
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
              <path d="M4 1.5h6.5V8M10.5 1.5 2 10" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </a>
        )}
      </div>
    </article>
  );
}
