import { useSiteText } from "~/components/layout/site-text";
import { parseVideoSource, videoEmbedUrl } from "~/lib/embeds/video-source";
import { FrameSlot } from "./frame-slot";
import { videoFacadeHook, videoPlayHook } from "~/lib/document/page-hooks";

interface VideoFacadeProps {
  /** A video id or a drive file address (content schemas accept nothing else). */
  source: string;
  /** Names the play button and, once playing, the player frame. */
  title: string;
  /** A 16:9 image from our own origin. */
  poster: string;
  className?: string;
}

/**
 * A video that costs nothing until it is wanted: our own poster and a play button first; pressed, the
 * provider's player (privacy-enhanced host) or the drive preview takes its place at the same size and receives
 * focus (behaviours/video-facades.ts). Before that no third-party request is made.
 */
export function VideoFacade({ source, title, poster, className = "" }: VideoFacadeProps) {
  const parsed = parseVideoSource(source);
  const { text } = useSiteText();
  return (
    <div
      {...videoFacadeHook.attr()}
      className={`relative aspect-video overflow-hidden rounded-2xl border border-white/10 bg-night ${className}`}
    >
      {parsed && (
        <FrameSlot
          src={videoEmbedUrl(parsed)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          className="absolute inset-0"
        />
      )}
      <button
        type="button"
        {...videoPlayHook.attr()}
        disabled={!parsed}
        className="group absolute inset-0 block h-full w-full cursor-pointer text-left"
      >
        {/* The button's text names it, so the poster itself is decorative. */}
        <img src={poster} alt="" width={1280} height={720} className="h-full w-full object-cover" />
        <span className="absolute inset-0 bg-gradient-to-t from-ink/80 via-ink/10 to-transparent" />
        <span className="absolute bottom-3 left-3 flex items-center gap-2.5 rounded-full bg-white py-1.5 pr-4 pl-1.5 text-sm font-semibold text-ink shadow-lg shadow-black/40 transition group-hover:bg-violet-100 sm:bottom-6 sm:left-6 sm:gap-3 sm:py-2 sm:pr-5 sm:pl-2">
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-violet-600 text-white sm:h-9 sm:w-9">
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
              <path d="M3 1.5v11l9.5-5.5z" fill="currentColor" />
            </svg>
          </span>
          <span>
            {text.video.play}
            <span className="sr-only">: {title}</span>
          </span>
        </span>
      </button>
    </div>
  );
}
