import { useEffect, useRef, useState } from "react";
import type { Slide } from "~/content/home/slides";
import { progressOf } from "~/lib/motion/carousel-clock";
import { useCarouselClock } from "~/lib/motion/use-carousel-clock";
import { useMotion } from "~/components/ui/use-motion";
import { useTypingSlide } from "~/lib/motion/use-typing-slide";
import { CarouselSlide } from "./carousel-slide";

const controlClass =
  "grid size-11 cursor-pointer place-items-center rounded-full border border-white/15 bg-white/5 text-white transition-colors hover:border-violet-200 hover:bg-white/10";

/**
 * The auto-advancing carousel, built on the W3C carousel pattern: the rotation control and
 * previous/next come first in tab order; slides are groups named "n of N"; rotation pauses while the pointer is
 * over the carousel and stops when keyboard focus enters it (until the rotation control starts it again); the
 * slides are a polite live region only while rotation is off. The site's motion control stops it as well, and
 * the rotation control, pressed while motion is paused site-wide, starts motion again.
 */
export function Carousel({ label, slides }: { label: string; slides: readonly Slide[] }) {
  const { paused, setPaused } = useMotion();
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const slidesRef = useRef<HTMLDivElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);

  const autoRotation = playing && !paused;
  const rotating = autoRotation && !hovered;
  const clock = useCarouselClock(slides.length, rotating);
  const typingIndex = useTypingSlide(clock.index, paused);

  // Videos play only while a quarter of the slides is on screen: none loads before the visitor scrolls to it
  // (an edge touching the viewport, as the carousel's does below a full-height hero, is not enough).
  useEffect(() => {
    const slidesBox = slidesRef.current;
    if (!slidesBox) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        setOnScreen(entry?.isIntersecting ?? false);
      },
      { threshold: 0.25 },
    );
    observer.observe(slidesBox);
    return () => {
      observer.disconnect();
    };
  }, []);

  function toggleRotation() {
    if (autoRotation) {
      setPlaying(false);
      return;
    }
    setPlaying(true);
    if (paused) setPaused(false);
  }

  return (
    <section
      id="carousel"
      aria-roledescription="carousel"
      aria-labelledby="carousel-title"
      className="render-when-near [contain-intrinsic-size:auto_690px] lg:[contain-intrinsic-size:auto_640px] py-16 sm:py-24"
      onPointerEnter={() => {
        setHovered(true);
      }}
      onPointerLeave={() => {
        setHovered(false);
      }}
      onFocus={(event) => {
        if (event.target !== rotationRef.current && event.target.matches(":focus-visible")) setPlaying(false);
      }}
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="carousel-title" className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase">
            {label}
          </h2>
          <div className="flex items-center gap-2">
            <button
              ref={rotationRef}
              type="button"
              aria-label={autoRotation ? "Stop automatic slide show" : "Start automatic slide show"}
              onClick={toggleRotation}
              className={controlClass}
            >
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
                {autoRotation ? (
                  <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
                ) : (
                  <path d="M3.5 1.5 12 7l-8.5 5.5z" fill="currentColor" />
                )}
              </svg>
            </button>
            <button
              type="button"
              aria-label="Previous slide"
              aria-controls="carousel-slides"
              onClick={() => {
                clock.show(clock.index - 1);
              }}
              className={controlClass}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              aria-label="Next slide"
              aria-controls="carousel-slides"
              onClick={() => {
                clock.show(clock.index + 1);
              }}
              className={controlClass}
            >
              <Chevron direction="right" />
            </button>
          </div>
        </div>
        <div className="relative mt-6 overflow-hidden rounded-[2rem] border border-white/10 bg-night shadow-2xl shadow-violet-950/40">
          <div ref={slidesRef} id="carousel-slides" aria-live={rotating ? "off" : "polite"} className="grid">
            {slides.map((slide, i) => (
              <CarouselSlide
                key={slide.title}
                slide={slide}
                position={i + 1}
                total={slides.length}
                active={i === clock.index}
                typing={i === typingIndex}
                playVideo={i === clock.index && !paused && onScreen}
              />
            ))}
          </div>
          <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-white/5">
            <div
              data-progress=""
              className="h-full origin-left bg-gradient-to-r from-violet-400 to-teal-300"
              style={{ transform: `scaleX(${progressOf(clock)})` }}
            />
          </div>
        </div>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
      <path
        d={direction === "left" ? "M10 3 5 8l5 5" : "M6 3l5 5-5 5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
