import { useRef } from "react";
import type { Slide } from "~/content/home/slides-schema";
import type { InterfaceText } from "~/content/interface-schema";
import { fillIn } from "~/lib/language/fill-in";
import { useOnScreen } from "~/lib/document/use-on-screen";
import { progressOf } from "~/lib/motion/carousel-clock";
import { useCarouselClock } from "~/lib/motion/use-carousel-clock";
import { useTypingSlide } from "~/lib/motion/use-typing-slide";
import { CarouselControls } from "./carousel-controls";
import { CarouselSlide } from "./carousel-slide";
import { useCarouselRotation } from "./use-carousel-rotation";

/**
 * The auto-advancing carousel, built on the W3C carousel pattern: the rotation control and previous/next come
 * first in tab order; slides are groups named "n of N"; the slides are a polite live region only while rotation is
 * off. When it rotates is useCarouselRotation's to say. An island: its words (`text`, in the page's language) come
 * as props.
 */
export function Carousel({
  label,
  slides,
  text,
}: {
  label: string;
  slides: readonly Slide[];
  text: InterfaceText["carousel"];
}) {
  const rotation = useCarouselRotation();
  const clock = useCarouselClock(slides.length, rotation.rotating);
  const typingIndex = useTypingSlide(clock.index, rotation.motionPaused);
  const slidesRef = useRef<HTMLDivElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  // Videos play only while a quarter of the slides is on screen: none loads before the visitor scrolls to it.
  const onScreen = useOnScreen(slidesRef, 0.25);

  return (
    <section
      id="carousel"
      aria-roledescription={text.roleDescription}
      aria-labelledby="carousel-title"
      className="render-when-near [contain-intrinsic-size:auto_690px] lg:[contain-intrinsic-size:auto_640px] py-16 sm:py-24"
      onPointerEnter={() => {
        rotation.hold(true);
      }}
      onPointerLeave={() => {
        rotation.hold(false);
      }}
      onFocus={(event) => {
        if (event.target !== rotationRef.current && event.target.matches(":focus-visible")) rotation.stop();
      }}
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="carousel-title" className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase">
            {label}
          </h2>
          <CarouselControls
            text={text}
            rotating={rotation.autoRotation}
            onToggleRotation={rotation.toggle}
            onPrevious={() => {
              clock.show(clock.index - 1);
            }}
            onNext={() => {
              clock.show(clock.index + 1);
            }}
            rotationRef={rotationRef}
          />
        </div>
        <div className="relative mt-6 overflow-hidden rounded-[2rem] border border-white/10 bg-night shadow-2xl shadow-violet-950/40">
          <div ref={slidesRef} id="carousel-slides" aria-live={rotation.rotating ? "off" : "polite"} className="grid">
            {slides.map((slide, i) => (
              <CarouselSlide
                key={slide.title}
                slide={slide}
                position={i + 1}
                total={slides.length}
                roleDescription={text.slideRoleDescription}
                label={fillIn(text.slidePosition, { position: i + 1, total: slides.length })}
                active={i === clock.index}
                typing={i === typingIndex}
                playVideo={i === clock.index && !rotation.motionPaused && onScreen}
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
