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
 * that fails to load is simply hidden. Videos load nothing until they first play (preload="none").
 */
export function SlideMedia({ image, video, active, play }: SlideMediaProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [showing, setShowing] = useState(false);

  // An error before hydration fired no React handler; the element remembers it.
  useEffect(() => {
    if (videoRef.current?.error) setFailed(true);
  }, []);

  useEffect(() => {
    const element = videoRef.current;
    if (element && active) element.currentTime = 0;
  }, [active]);

  useEffect(() => {
    const element = videoRef.current;
    if (!element || failed) return;
    if (play) {
      element.play().catch(() => {
        // Refused (an autoplay policy, or a pause before it started): the picture underneath stays on show.
      });
    } else element.pause();
  }, [play, failed]);

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
        src={video.src}
        muted
        loop
        playsInline
        preload="none"
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
