import * as v from "valibot";
import { fixedText } from "~/content/fixed-text";
import { lineIconNames } from "~/content/icon-names";
import { embedHosts } from "~/lib/embeds/embed-hosts";
import { parseVideoSource } from "~/lib/embeds/video-source";
import type { Language } from "~/lib/language/languages";

// The shape of every offering page (services, the venture builder, expertise areas), in every language. A page is
// its registry entry (content/pages.ts: slug, kind; its language's name for it as title) plus the body in
// app/content/<language>/offerings/<slug>.yaml. The build checks every page against this schema
// (content/check-content.server.ts). Lengths are bounded so that no entry can break the layout it is written for.

const text = (max: number) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));

const videoSchema = v.strictObject({
  /** An 11-character video id, or a drive file address (https://drive.google.com/file/d/<id>/view). */
  source: v.pipe(
    v.string(),
    v.check(
      (source) => parseVideoSource(source) !== null,
      "is not a video address; expected the video's 11-character id, or a drive file address (https://drive.google.com/file/d/…/view)",
    ),
  ),
  /** Names the player (iframe title) and the play button. */
  title: text(100),
  /** Served from our own origin, so nothing third-party loads before the visitor presses play. */
  poster: v.pipe(
    v.string(),
    v.regex(
      /^\/posters\/[a-z0-9-]+\.svg$/,
      "an SVG drawing in the posters folder, named in lower-case letters, digits and dashes",
    ),
  ),
});

const heroSchema = v.strictObject({
  eyebrow: text(60),
  lede: text(320),
});

const sectionHeading = {
  heading: text(100),
  lede: text(360),
};

const benefitsSchema = v.strictObject({
  ...sectionHeading,
  items: v.pipe(v.array(text(200)), v.length(6)),
});

const capabilitiesSchema = v.strictObject({
  ...sectionHeading,
  items: v.pipe(
    v.array(v.strictObject({ icon: v.picklist(lineIconNames), title: text(60), description: text(320) })),
    v.length(4),
  ),
});

/** Steps are numbered by their order; the number is not written in content, so it cannot disagree. */
const processSchema = v.strictObject({
  ...sectionHeading,
  steps: v.pipe(v.array(v.strictObject({ title: text(60), description: text(320) })), v.length(4)),
});

const ctaSchema = v.strictObject({
  heading: text(100),
  body: text(400),
  buttonLabel: text(50),
  /** Heading and accessible name of the scheduling dialog. */
  dialogTitle: text(80),
});

const paragraphs = v.pipe(v.array(text(800)), v.minLength(1), v.maxLength(3));

/** What the page registry (content/pages.ts) says of an offering page. */
const entryFields = {
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  path: v.pipe(v.string(), v.regex(/^\/(?:services|expertise)\/[a-z0-9-]+$/)),
  title: text(60),
};

/** One line for the cards and lists that point at the page. */
const summary = text(140);

/** Service and expertise pages: an intro beside a video, six benefits, four capabilities, four steps, a call. */
const standardBody = {
  summary,
  /** The page's meta description. */
  description: v.pipe(v.string(), v.minLength(70), v.maxLength(170)),
  hero: heroSchema,
  intro: v.strictObject({
    /** "stacked" puts the video above the text at full width (the robotics page); "split" sets them side by side. */
    layout: v.optional(v.picklist(["split", "stacked"])),
    heading: text(120),
    paragraphs,
    video: videoSchema,
  }),
  benefits: benefitsSchema,
  capabilities: capabilitiesSchema,
  process: processSchema,
  cta: ctaSchema,
};

const ventureSchema = v.strictObject({
  title: text(60),
  subtitle: text(100),
  description: text(600),
  features: v.pipe(v.array(text(140)), v.length(6)),
  video: videoSchema,
  website: v.optional(
    v.pipe(
      v.string(),
      v.url(),
      v.startsWith("https://"),
      v.check(
        (url) => !Object.values(embedHosts).some((host) => url.startsWith(host)),
        "is a video or calendar address; expected the venture's own website",
      ),
    ),
  ),
});

/** The venture builder page: the ventures take the video's place, and the call's English wording is fixed. */
const ventureBodyIn = (language: Language) => ({
  summary,
  description: standardBody.description,
  hero: heroSchema,
  intro: v.strictObject({ heading: text(120), paragraphs }),
  ventures: v.strictObject({ ...sectionHeading, items: v.pipe(v.array(ventureSchema), v.length(2)) }),
  benefits: benefitsSchema,
  capabilities: capabilitiesSchema,
  process: processSchema,
  cta: v.strictObject({
    ...ctaSchema.entries,
    buttonLabel: fixedText(language, "Schedule Your Venture Consultation", 50),
  }),
});

/** What a content file under <language>/offerings/ holds: the standard body, or the venture builder's. */
export const standardBodySchema = v.strictObject(standardBody);
export const ventureBodySchema = (language: Language) => v.strictObject(ventureBodyIn(language));

export function offeringSchema(language: Language) {
  return v.variant("kind", [
    v.strictObject({ kind: v.literal("service"), ...entryFields, ...standardBody }),
    v.strictObject({ kind: v.literal("expertise"), ...entryFields, ...standardBody }),
    v.strictObject({ kind: v.literal("venture"), ...entryFields, ...ventureBodyIn(language) }),
  ]);
}

/** What a content file under <language>/offerings/ holds, by the kind its registry entry gives it. */
export type StandardBody = v.InferInput<v.StrictObjectSchema<typeof standardBody, undefined>>;
export type VentureBody = v.InferInput<v.StrictObjectSchema<ReturnType<typeof ventureBodyIn>, undefined>>;

export type Offering = v.InferOutput<ReturnType<typeof offeringSchema>>;
export type VentureOffering = Extract<Offering, { kind: "venture" }>;
export type OfferingVideo = v.InferOutput<typeof videoSchema>;
export type Venture = v.InferOutput<typeof ventureSchema>;
