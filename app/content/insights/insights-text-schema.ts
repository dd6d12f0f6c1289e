import * as v from "valibot";

/**
 * What the Insights pages say besides the entries, in each language (app/content/<language>/insights-text.yaml):
 * the listing's description and introduction, the kinds of entry, the byline, the page navigation, the feed's
 * link and title, the home page's section of the newest entries. A text with `{name}` in it gets that value
 * filled in where it is shown.
 */

const text = (max: number) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));

export const insightsTextSchema = v.strictObject({
  /** The small line over the listing's heading. */
  eyebrow: text(40),
  /** The listing's description: search results and share previews. */
  description: v.pipe(v.string(), v.minLength(70), v.maxLength(170)),
  /** The listing's introduction, under its heading. */
  intro: text(300),
  /** What each kind of entry is called, over its title. */
  kinds: v.strictObject({ article: text(30), "case-study": text(30) }),
  /** What an entry's share card says over its title, and the listing's. */
  cardKind: text(30),
  /** The author's line on an entry and a card: `{name}`. */
  byline: text(40),
  /** A later listing page's title: `{title}`, `{page}`. */
  pageTitle: text(60),
  /** The listing's page navigation: its name, the links to newer and older entries, and where the reader is. */
  pagination: v.strictObject({
    label: text(40),
    newer: text(40),
    older: text(40),
    /** `{page}`, `{count}`. */
    position: text(40),
  }),
  /** The link to the feed, and the feed's title in readers (`{site}`). */
  feed: text(60),
  feedTitle: text(80),
  /** The listing when nothing is published in this language yet. */
  empty: text(200),
  /** On an entry: the way back to the listing, and the heading of its topics. */
  allEntries: text(40),
  topics: text(30),
  /** Said after a link of an entry's text that opens a new tab. */
  newTab: text(40),
  /** The heading of an entry's footnotes (read by screen readers), and each note's way back: `{n}`. */
  footnotes: text(30),
  backToReference: text(60),
  /** The home page's section of the newest entries. */
  latest: v.strictObject({ heading: text(60), lede: text(200), all: text(40) }),
});

export type InsightsText = v.InferOutput<typeof insightsTextSchema>;
