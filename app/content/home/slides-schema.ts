import * as v from "valibot";
import { CAROUSEL_INTERVAL_MS } from "~/lib/motion/motion-timings";
import { typingEndMs } from "~/lib/motion/typing-schedule";

// The shape of the carousel's slides (title, image, video, subtitle, main text), in every language
// (app/content/<language>/home/slides.yaml). Pictures and videos are abstract art made for this site
// (public/images/slides, public/media/slides; scripts/tools/render-slide-videos.mjs). A slide whose texts could not
// finish typing before the carousel moves on fails the schema.

const slideSchema = v.pipe(
  v.object({
    title: v.pipe(v.string(), v.nonEmpty()),
    subtitle: v.pipe(v.string(), v.nonEmpty()),
    mainText: v.pipe(v.string(), v.nonEmpty()),
    image: v.object({
      src: v.pipe(
        v.string(),
        v.regex(
          /^\/images\/slides\/[a-z-]+\.svg$/,
          "an SVG drawing in the slides folder, named in lower-case letters and dashes",
        ),
      ),
      width: v.pipe(v.number(), v.integer()),
      height: v.pipe(v.number(), v.integer()),
      alt: v.pipe(v.string(), v.nonEmpty()),
    }),
    video: v.object({
      src: v.pipe(v.string(), v.regex(/^\/media\/slides\/[a-z-]+\.webm$/)),
      type: v.literal("video/webm"),
    }),
  }),
  v.check(
    (slide) => typingEndMs(slide.subtitle, slide.mainText) <= CAROUSEL_INTERVAL_MS,
    "the subtitle and main text take too long to type before the next slide; expected them shorter",
  ),
);

export type Slide = v.InferOutput<typeof slideSchema>;

/** A slide's picture by its name, described for people who cannot see it. */
export const slidePicture = (name: string, alt: string) => ({
  src: `/images/slides/${name}.svg`,
  width: 1600,
  height: 900,
  alt,
});
export const slideVideo = (name: string) => ({ src: `/media/slides/${name}.webm`, type: "video/webm" as const });

export const slidesSchema = v.pipe(v.array(slideSchema), v.minLength(2));
