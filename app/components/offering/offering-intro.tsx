import { VideoFacade } from "~/components/ui/video-facade";
import type { OfferingVideo } from "~/content/offerings/schema";

interface OfferingIntroProps {
  heading: string;
  paragraphs: readonly string[];
  /** Absent on the venture builder page, whose videos belong to its ventures. */
  video?: OfferingVideo;
  layout?: "split" | "stacked";
}

/** The page's opening argument, beside its video ("split") or under a full-width one ("stacked"). */
export function OfferingIntro({ heading, paragraphs, video, layout = "split" }: OfferingIntroProps) {
  const text = (
    <div className={layout === "stacked" ? "grid gap-6 lg:grid-cols-[1fr_1.3fr] lg:gap-12" : ""}>
      <h2 id="intro-heading" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
        {heading}
      </h2>
      <div className={`space-y-5 text-lg leading-relaxed text-slate-300 ${layout === "stacked" ? "" : "mt-6"}`}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
  const player = video && <VideoFacade source={video.source} title={video.title} poster={video.poster} />;

  return (
    // Without a video the next section follows closely, so only the top is padded.
    <section
      aria-labelledby="intro-heading"
      className={`mx-auto max-w-6xl px-5 pt-20 sm:px-8 sm:pt-24 ${player ? "pb-20 sm:pb-24" : ""}`}
    >
      {!player ? (
        <div className="max-w-3xl">{text}</div>
      ) : layout === "stacked" ? (
        <div className="space-y-12">
          {player}
          {text}
        </div>
      ) : (
        <div className="grid items-center gap-12 lg:grid-cols-2">
          {text}
          {player}
        </div>
      )}
    </section>
  );
}
