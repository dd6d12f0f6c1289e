// What each content field is for, in the words of the people who edit the site: the editor at /admin shows the
// label above the field and the hint below it, followed by the limit the schema sets ("Up to 320 characters.").
// Keys are dotted paths from the collection's name, items of a list of single values as "*"; a key "*.<field>"
// covers a field of that name wherever no full path is given. A schema field with no entry here fails the editor's
// drift test (tests/unit/editor-config.test.ts), so no field reaches editors unexplained.

export interface FieldWords {
  label: string;
  /** What the field is for and where it shows, in a sentence or two. The limit is added from the schema. */
  hint: string;
  /** The field names a picture under public/: where uploads go, which file types, how large. */
  image?: { folder: string; types: readonly string[]; maxBytes: number };
}

export const fieldWords: Readonly<Record<string, FieldWords>> = {
  "*.heading": { label: "Heading", hint: "The title of this section, shown in large type." },
  "*.lede": { label: "Introduction", hint: "The sentence or two under the section's heading." },
  "*.title": { label: "Title", hint: "A short title, shown in bold." },
  "*.description": { label: "Description", hint: "A few sentences that explain the title above." },

  "offerings.summary": {
    label: "One-line summary",
    hint: "Shown on the cards and lists that point at this page, such as the home page's service cards.",
  },
  "offerings.description": {
    label: "Search description",
    hint: "What search engines and shared links show under the page's title. Not shown on the page itself.",
  },
  "offerings.hero": { label: "Top of the page", hint: "The first thing visitors see, under the page's name." },
  "offerings.hero.eyebrow": { label: "Small line above the title", hint: "A few words that place the page." },
  "offerings.hero.lede": { label: "Opening paragraph", hint: "The paragraph under the page's title." },
  "offerings.intro": { label: "Introduction", hint: "The section beside the video." },
  "offerings.intro.paragraphs": { label: "Paragraphs", hint: "The introduction's text, one paragraph an item." },
  "offerings.intro.paragraphs.*": { label: "Paragraph", hint: "One paragraph of the introduction." },
  "offerings.intro.video": { label: "Video", hint: "The video beside the introduction." },
  "offerings.intro.video.source": {
    label: "Video address",
    hint: "The video's 11-character id on the video site, or a drive file address (https://drive.google.com/file/d/…/view).",
  },
  "offerings.intro.video.title": {
    label: "Video name",
    hint: "Names the player and its play button for people using a screen reader.",
  },
  "offerings.intro.video.poster": {
    label: "Video poster",
    hint: "The picture shown before the video plays. An SVG file from the posters folder.",
    image: { folder: "/posters", types: [".svg", "image/svg+xml"], maxBytes: 200_000 },
  },
  "offerings.intro.layout": {
    label: "Layout",
    hint: "split: video and text side by side. stacked: the video above the text, full width.",
  },
  "offerings.benefits": { label: "Benefits", hint: "The section listing what a client gains." },
  "offerings.benefits.items": { label: "Benefits", hint: "One benefit an item." },
  "offerings.benefits.items.*": { label: "Benefit", hint: "One benefit, in a sentence." },
  "offerings.capabilities": { label: "Capabilities", hint: "The section of four things the team does." },
  "offerings.capabilities.items": { label: "Capabilities", hint: "Each with an icon, a title and a description." },
  "offerings.capabilities.items.icon": { label: "Icon", hint: "The small drawing beside the capability's title." },
  "offerings.process": { label: "How we work", hint: "The section of four numbered steps." },
  "offerings.process.steps": { label: "Steps", hint: "In order: the page numbers them." },
  "offerings.cta": { label: "Closing call", hint: "The box at the bottom of the page that invites a conversation." },
  "offerings.cta.body": { label: "Text", hint: "The sentences under the closing call's heading." },
  "offerings.cta.buttonLabel": { label: "Button", hint: "The words on the button that opens the scheduling window." },
  "offerings.cta.dialogTitle": {
    label: "Scheduling window title",
    hint: "The heading of the window that opens with the calendar.",
  },

  leaders: { label: "Leaders", hint: "The leadership team on the home page, in the order shown." },
  "leaders.name": { label: "Name", hint: "First and last name, as the person writes them." },
  "leaders.role": {
    label: "Title",
    hint: "The person's job title; each title once. Its Spanish wording is set with the site's interface texts.",
  },
  "leaders.profileUrl": {
    label: "Professional profile",
    hint: "The address of the person's professional profile page (https://www.linkedin.com/in/…).",
  },

  "privacy.title": { label: "Title", hint: "The page's name, in the browser tab and at the top of the page." },
  "privacy.description": {
    label: "Search description",
    hint: "What search engines and shared links show under the page's title.",
  },
  "privacy.lastUpdated": { label: "Last updated", hint: "The year and month of the last change, such as 2025-07." },
  "privacy.body": { label: "Text", hint: "The whole policy. Headings, lists and links are written with the toolbar." },
};
