import * as v from "valibot";
import { defineContent } from "~/content/define-content";
import { CAROUSEL_INTERVAL_MS } from "~/lib/motion/motion-timings";
import { typingEndMs } from "~/lib/motion/typing-schedule";

// The carousel's slides (title, image, video, subtitle, main text). Pictures and videos are
// abstract art made for this site (public/images/slides, public/media/slides; scripts/tools/render-slide-videos.mjs).
// A slide whose texts could not finish typing before the carousel moves on fails the schema.

const slideSchema = v.pipe(
  v.object({
    title: v.pipe(v.string(), v.nonEmpty()),
    subtitle: v.pipe(v.string(), v.nonEmpty()),
    mainText: v.pipe(v.string(), v.nonEmpty()),
    image: v.object({
      src: v.pipe(v.string(), v.regex(/^\/images\/slides\/[a-z-]+\.svg$/)),
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
    "subtitle and main text must finish typing within the carousel interval",
  ),
);

export type Slide = v.InferOutput<typeof slideSchema>;

const picture = (name: string, alt: string) => ({ src: `/images/slides/${name}.svg`, width: 1600, height: 900, alt });
const video = (name: string) => ({ src: `/media/slides/${name}.webm`, type: "video/webm" as const });

const slidesSchema = v.pipe(v.array(slideSchema), v.minLength(2));

export const slides = defineContent(slidesSchema, [
  {
    title: "Quantum computing",
    subtitle: "Advantage, located early.",
    mainText: "We find where quantum pays before the hardware makes it obvious.",
    image: picture("quantum", "Interfering violet and teal wave fronts on a dark field"),
    video: video("quantum"),
  },
  {
    title: "Robotics",
    subtitle: "Off the demo floor.",
    mainText: "Robots that earn their keep in warehouses, labs and clinics.",
    image: picture("robotics", "Jointed teal arm segments tracing an arc over a violet grid"),
    video: video("robotics"),
  },
  {
    title: "Scalable AI",
    subtitle: "Built for production data.",
    mainText: "Machine learning that stays accurate long after the launch demo.",
    image: picture("scalable-ai", "A lattice of glowing nodes joined by fine violet lines"),
    video: video("scalable-ai"),
  },
  {
    title: "Venture building",
    subtitle: "From lab to company.",
    mainText: "We co-found ventures around research that is ready to leave the lab.",
    image: picture("ventures", "Concentric orbits with a bright body rising along the outermost"),
    video: video("ventures"),
  },
]);
