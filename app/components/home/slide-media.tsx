import { useEffect, useRef, useState } from "react";
import type { Slide } from "~/content/home/slides-schema";

interface SlideMediaProps {
  image: Slide["image"];
  video: Slide["video"];
  /** The slide is on show: its video starts again from the beginning. */
  active: boolean;
  /** The video should play now (active, motion playing, carousel on screen). */
  play: boolean;
}

/**
 * A slide's picture with its video over it. The picture is always there underneath, so a video
 * that fails to load is simply hidden. A video gets its source only when it first plays: until then
 * it fetches nothing, and the page's load event waits on no media player. With the source in the
 * markup, WebKitGTK held the home page's load event about 3 s, preload="none" or not (the visit
 * beacon's script, among others, waits for that event).
 */
export function SlideMedia({ image, video, active, play }: SlideMediaProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [showing, setShowing] = useState(false);

  useEffect(() => {
    const element = videoRef.current;
    if (element && active) element.currentTime = 0;
  }, [active]);

  useEffect(() => {
    const element = videoRef.current;
    if (!element || failed) return;
    if (play) {
      // Set here rather than rendered: React then never takes it away again, and the server's markup has none.
      if (!element.getAttribute("src")) element.src = video.src;
      element.play().catch(() => {
        // Refused (an autoplay policy, or a pause before it started): the picture underneath stays on show.
      });
    } else element.pause();
  }, [play, failed, video.src]);

  return (
    <div className="relative aspect-[16/9] overflow-hidden bg-ink">
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        aria-hidden="true"
        tabIndex={-1}
        width={image.width}
        height={image.height}
        hidden={failed}
        onError={() => {
          setFailed(true);
        }}
        onPlaying={() => {
          setShowing(true);
        }}
        className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${showing ? "opacity-100" : "opacity-0"}`}
      />
    </div>
  );
}
