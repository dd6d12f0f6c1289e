import { memo } from "react";
import type { Slide } from "~/content/home/slides-schema";
import { mainTextDelayMs, subtitleDelayMs } from "~/lib/motion/typing-schedule";
import { SlideMedia } from "./slide-media";
import { TypedText } from "./typed-text";

interface CarouselSlideProps {
  slide: Slide;
  position: number;
  total: number;
  /** What a slide is called, and this one's name ("2 of 4"), in the page's language. */
  roleDescription: string;
  label: string;
  active: boolean;
  typing: boolean;
  playVideo: boolean;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** One slide (W3C carousel pattern: a group named "n of N"). Slides off show are inert and transparent. */
export const CarouselSlide = memo(function CarouselSlide({
  slide,
  position,
  total,
  roleDescription,
  label,
  active,
  typing,
  playVideo,
}: CarouselSlideProps) {
  return (
    <div
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      inert={!active}
      data-active={active}
      className={`col-start-1 row-start-1 grid transition-opacity duration-700 lg:grid-cols-[1.25fr_1fr] ${active ? "opacity-100" : "opacity-0"}`}
    >
      <SlideMedia image={slide.image} video={slide.video} active={active} play={playVideo} />
      <div className="flex flex-col justify-center gap-4 p-7 sm:p-10 lg:p-12">
        <p aria-hidden="true" className="font-mono text-sm text-slate-400">
          <span className="text-teal-300">{twoDigits(position)}</span> / {twoDigits(total)}
        </p>
        <h3 className="text-xs font-semibold tracking-[0.22em] text-violet-300 uppercase">{slide.title}</h3>
        <TypedText
          text={slide.subtitle}
          delayMs={subtitleDelayMs()}
          typing={typing}
          className="text-3xl leading-tight font-semibold tracking-tight text-white sm:text-4xl"
        />
        <TypedText
          text={slide.mainText}
          delayMs={mainTextDelayMs(slide.subtitle.length)}
          typing={typing}
          className="text-lg text-pretty text-slate-300"
        />
      </div>
    </div>
  );
});
