// The words for an offering page's fields in the editor at /admin (field-words.ts says how keys are written): the
// service and expertise pages, and the venture builder's page, which has the same fields and its ventures besides.
import type { FieldWords } from "./field-words-shape";

/** An offering page's fields, the venture builder's page included. */
export const offeringPageWords: Readonly<Record<string, FieldWords>> = {
  summary: {
    label: "One-line summary",
    hint: "Shown on the cards and lists that point at this page, such as the home page's service cards.",
  },
  description: {
    label: "Search description",
    hint: "What search engines and shared links show under the page's title. Not shown on the page itself.",
  },
  hero: { label: "Top of the page", hint: "The first thing visitors see, under the page's name." },
  "hero.eyebrow": { label: "Small line above the title", hint: "A few words that place the page." },
  "hero.lede": { label: "Opening paragraph", hint: "The paragraph under the page's title." },
  intro: { label: "Introduction", hint: "The section beside the video." },
  "intro.paragraphs": { label: "Paragraphs", hint: "The introduction's text, one paragraph an item." },
  "intro.paragraphs.*": { label: "Paragraph", hint: "One paragraph of the introduction." },
  "intro.video": { label: "Video", hint: "The video beside the introduction." },
  "intro.video.source": {
    label: "Video address",
    hint: "The video's 11-character id on the video site, or a drive file address (https://drive.google.com/file/d/…/view).",
  },
  "intro.video.title": {
    label: "Video name",
    hint: "Names the player and its play button for people using a screen reader.",
  },
  "intro.video.poster": {
    label: "Video poster",
    hint: "The picture shown before the video plays. An SVG file from the posters folder.",
    image: { folder: "/posters", types: [".svg", "image/svg+xml"], maxBytes: 200_000 },
  },
  "intro.layout": {
    label: "Layout",
    hint: "split: video and text side by side. stacked: the video above the text, full width.",
  },
  benefits: { label: "Benefits", hint: "The section listing what a client gains." },
  "benefits.items": { label: "Benefits", hint: "One benefit an item." },
  "benefits.items.*": { label: "Benefit", hint: "One benefit, in a sentence." },
  capabilities: { label: "Capabilities", hint: "The section of four things the team does." },
  "capabilities.items": { label: "Capabilities", hint: "Each with an icon, a title and a description." },
  "capabilities.items.icon": { label: "Icon", hint: "The small drawing beside the capability's title." },
  process: { label: "How we work", hint: "The section of four numbered steps." },
  "process.steps": { label: "Steps", hint: "In order: the page numbers them." },
  cta: { label: "Closing call", hint: "The box at the bottom of the page that invites a conversation." },
  "cta.body": { label: "Text", hint: "The sentences under the closing call's heading." },
  "cta.buttonLabel": { label: "Button", hint: "The words on the button that opens the scheduling window." },
  "cta.dialogTitle": {
    label: "Scheduling window title",
    hint: "The heading of the window that opens with the calendar.",
  },
};

/** What only the venture builder's page has: its ventures in place of the video. */
export const venturePageWords: Readonly<Record<string, FieldWords>> = {
  ventures: { label: "Our ventures", hint: "The section that presents the two companies built with clients." },
  "ventures.items": { label: "Ventures", hint: "Exactly two, in the order shown." },
  "ventures.items.subtitle": { label: "Subtitle", hint: "One line under the venture's name." },
  "ventures.items.features": { label: "Features", hint: "Exactly six short points about the venture." },
  "ventures.items.features.*": { label: "Feature", hint: "One point, in a sentence." },
  "ventures.items.video": { label: "Video", hint: "The venture's video, beside its features." },
  "ventures.items.video.source": {
    label: "Video address",
    hint: "The video's 11-character id on the video site, or a drive file address (https://drive.google.com/file/d/…/view).",
  },
  "ventures.items.video.poster": {
    label: "Video poster",
    hint: "The picture shown before the video plays. An SVG file from the posters folder.",
    image: { folder: "/posters", types: [".svg", "image/svg+xml"], maxBytes: 200_000 },
  },
  "ventures.items.website": {
    label: "Website",
    hint: "The venture's own website (https://…), opened in a new tab. Leave empty if it has none.",
  },
};
