/**
 * An Atom 1.0 feed (RFC 4287), written by hand: a feed is a dozen elements, and a library adds nothing to escaping
 * them right (`feed` 6.0.0, the best kept one, marks plain-text titles as HTML, so a `<` in a title became markup
 * in readers). Every address is absolute on the deployment's origin; titles and summaries are text, bodies HTML
 * (escaped), each entry's relative links resolved against its own page (`xml:base`).
 */

interface FeedEntry {
  /** The entry's page, absolute: also its id. */
  url: string;
  title: string;
  summary: string;
  /** `YYYY-MM-DD`. */
  date: string;
  author: { name: string; url: string };
  tags: readonly string[];
  /** The body, as HTML. */
  html?: string;
}

export interface Feed {
  /** The feed's own address, absolute. */
  self: string;
  /** The page the feed follows (the listing), absolute: also the feed's id. */
  page: string;
  language: string;
  title: string;
  subtitle: string;
  author: { name: string; url: string };
  /** The publisher's logo, absolute. */
  logo: string;
  entries: readonly FeedEntry[];
}

const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A day as Atom writes a time: the day's start, UTC. */
const timeOf = (day: string) => `${day}T00:00:00Z`;

/** When nothing is published yet, the feed is as old as can be: a constant, so two builds write the same file. */
const NOTHING_YET = "1970-01-01";

function entryXml(entry: FeedEntry): string {
  return [
    "  <entry>",
    `    <id>${escaped(entry.url)}</id>`,
    `    <title type="text">${escaped(entry.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escaped(entry.url)}"/>`,
    `    <published>${timeOf(entry.date)}</published>`,
    `    <updated>${timeOf(entry.date)}</updated>`,
    `    <author><name>${escaped(entry.author.name)}</name><uri>${escaped(entry.author.url)}</uri></author>`,
    ...entry.tags.map((tag) => `    <category term="${escaped(tag)}"/>`),
    `    <summary type="text">${escaped(entry.summary)}</summary>`,
    ...(entry.html === undefined
      ? []
      : [`    <content type="html" xml:base="${escaped(entry.url)}">${escaped(entry.html)}</content>`]),
    "  </entry>",
  ].join("\n");
}

/** The feed's XML; its entries in the order given (newest first), the feed updated when its newest entry was. */
export function atomFeed(feed: Feed): string {
  const updated = feed.entries.reduce((latest, entry) => (entry.date > latest ? entry.date : latest), NOTHING_YET);
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escaped(feed.language)}">`,
    `  <id>${escaped(feed.page)}</id>`,
    `  <title type="text">${escaped(feed.title)}</title>`,
    `  <subtitle type="text">${escaped(feed.subtitle)}</subtitle>`,
    `  <updated>${timeOf(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escaped(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escaped(feed.page)}"/>`,
    `  <author><name>${escaped(feed.author.name)}</name><uri>${escaped(feed.author.url)}</uri></author>`,
    `  <logo>${escaped(feed.logo)}</logo>`,
    ...feed.entries.map(entryXml),
    `</feed>`,
    "",
  ].join("\n");
}
