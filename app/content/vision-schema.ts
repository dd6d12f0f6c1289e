import * as v from "valibot";
import { lineIconNames } from "./icon-names";

// The shape of the vision page's copy, in every language (app/content/<language>/vision.yaml). The three stats and
// the four principles are fixed; the team picture is a generated abstract illustration, not a photograph.

const text = (max: number) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));

export const visionSchema = v.strictObject({
  title: text(40),
  description: v.pipe(v.string(), v.minLength(70), v.maxLength(170)),
  eyebrow: text(40),
  statement: text(400),
  /** Names the section of the story and the team picture, for assistive technology. */
  storyLabel: text(40),
  paragraphs: v.pipe(v.array(text(600)), v.minLength(1), v.maxLength(3)),
  quote: v.strictObject({ text: text(300), role: text(60) }),
  teamPicture: v.strictObject({
    src: v.pipe(
      v.string(),
      v.regex(
        /^\/images\/[a-z0-9-]+\.svg$/,
        "an SVG drawing in the images folder, named in lower-case letters, digits and dashes",
      ),
    ),
    width: v.pipe(v.number(), v.integer(), v.minValue(1)),
    height: v.pipe(v.number(), v.integer(), v.minValue(1)),
    alt: text(200),
    caption: text(200),
  }),
  principlesEyebrow: text(40),
  principlesHeading: text(80),
  principles: v.pipe(
    v.array(v.strictObject({ icon: v.picklist(lineIconNames), title: text(40), description: text(300) })),
    v.length(4),
  ),
  /** The numbers' heading, for assistive technology only. */
  statsHeading: text(60),
  stats: v.pipe(v.array(v.strictObject({ value: text(8), label: text(40) })), v.length(3)),
});

export type VisionCopy = v.InferOutput<typeof visionSchema>;
