import * as v from "valibot";

/**
 * An Insights entry (an article or a case study) as its Markdown file holds it,
 * `app/content/<language>/insights/<slug>.md`: these front-matter names are the contract editors, importers and
 * tests write to; the text after the front matter is the entry's body. The rules a schema cannot see (the author
 * is one of the leadership team, the photo's file exists, the body publishes safely) are the content check's
 * (insight-problems.server.ts).
 */

export const insightKinds = ["article", "case-study"] as const;
export type InsightKind = (typeof insightKinds)[number];

/** A file's name is its slug: lower-case letters and digits in words joined by single hyphens. */
export const INSIGHT_SLUG_MAX_LENGTH = 80;
export const insightSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The slug's rule in words, as the content check and the editor say it. */
export const INSIGHT_SLUG_WORDS = `lower-case letters and digits, words joined by single hyphens, at most ${INSIGHT_SLUG_MAX_LENGTH} characters`;

/** Where an entry's photo is, as the site serves it: `/images/insights/<file>`, from public/images/insights/. */
export const INSIGHT_IMAGE_FOLDER = "/images/insights/";
const imagePattern = /^\/images\/insights\/[a-z0-9][a-z0-9._-]*\.(?:jpe?g|png|webp|avif)$/i;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` the calendar has (not 2026-02-30): one the Date object writes back the same. */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** `YYYY-MM-DD`, a day the calendar has. */
const day = v.pipe(
  v.string(),
  v.regex(dayPattern, "Expected a date written YYYY-MM-DD"),
  // Said only of a date written as one: the rule above already names any other.
  v.check(
    (value) => !dayPattern.test(value) || isCalendarDay(value),
    "is no day of the calendar; expected a day the calendar has",
  ),
);

const tag = v.pipe(
  v.string(),
  v.maxLength(30),
  v.regex(/^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u, "Expected a short lower-case word (or words joined by hyphens)"),
);

export const insightFileSchema = v.pipe(
  v.strictObject({
    title: text(110),
    /** The meta description, the listing's text and the feed's summary. */
    description: text(200),
    date: day,
    /** The `name` of a person in app/content/home/leaders.yaml. */
    author: text(80),
    kind: v.optional(v.picklist(insightKinds), "article"),
    tags: v.optional(v.pipe(v.array(tag), v.maxLength(8))),
    image: v.optional(
      v.pipe(
        v.string(),
        v.regex(
          imagePattern,
          `Expected the path of a JPEG, PNG, WebP or AVIF photo under ${INSIGHT_IMAGE_FOLDER} (a file in public${INSIGHT_IMAGE_FOLDER})`,
        ),
      ),
    ),
    imageAlt: v.optional(text(200)),
    /** A draft is published nowhere: no page, listing, feed or sitemap entry. */
    draft: v.optional(v.literal(true)),
    body: v.pipe(v.string(), v.nonEmpty()),
  }),
  v.forward(
    v.check(
      (entry) => entry.image === undefined || entry.imageAlt !== undefined,
      "is missing though the entry has a photo; expected a few words that say what the photo shows",
    ),
    ["imageAlt"],
  ),
);

export type InsightFile = v.InferOutput<typeof insightFileSchema>;
