// What each content field is for, in the words of the people who edit the site: the editor at /admin shows the
// label above the field and the hint below it, followed by the limit the schema sets ("Up to 320 characters.").
// Keys are dotted paths from the collection's name, items of a list of single values as "*"; a key "*.<field>"
// covers a field of that name wherever no full path is given. A schema field with no entry here fails the editor's
// drift test (tests/unit/editor-config.test.ts), so no field reaches editors unexplained.

import { defaultJobTitle, defaultPageName, defaultTopicName } from "~/content/default-names";
import { leadershipRoles } from "~/content/interface-schema";
import { pageSlugs } from "~/content/pages";
import { PHOTO_MAX_BYTES, photoFolders, photoUploadTypes } from "~/content/photos/photo-rules";
import type { FieldWords } from "./field-words-shape";
import { offeringPageWords, venturePageWords } from "./offering-field-words";

/** A field that takes a photograph into one of the folders of photographs: the types and size the site takes. */
function photoField(folder: string): NonNullable<FieldWords["image"]> {
  return { folder: folder.replace(/\/$/, ""), types: photoUploadTypes, maxBytes: PHOTO_MAX_BYTES };
}

/** The same words for the fields of several collections that share a shape: keys prefixed with a collection's name. */
function under(collection: string, words: Readonly<Record<string, FieldWords>>): Record<string, FieldWords> {
  return Object.fromEntries(Object.entries(words).map(([path, entry]) => [`${collection}.${path}`, entry]));
}

/** How a language names each page of the site, in menus, the footer and on cards. */
const pageNameWords = Object.fromEntries(
  pageSlugs.map((slug) => [
    `interface.pages.${slug}`,
    {
      label: `Page name: ${slug}`,
      hint: "What menus, the footer and cards call this page (an offering page's title too).",
    },
  ]),
);

/** How a language writes each leader's job title (the leadership team's file names each role by its key). */
const roleWords = Object.fromEntries(
  leadershipRoles.map((role) => [
    `interface.leadership.roles.${role}`,
    {
      label: role
        .split("-")
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(" "),
      hint: "This job title as the home page shows it under the leader's name, in this language.",
    },
  ]),
);

export const fieldWords: Readonly<Record<string, FieldWords>> = {
  "*.heading": { label: "Heading", hint: "The title of this section, shown in large type." },
  "*.lede": { label: "Introduction", hint: "The sentence or two under the section's heading." },
  "*.title": { label: "Title", hint: "A short title, shown in bold." },
  "*.description": { label: "Description", hint: "A few sentences that explain the title above." },

  ...under("offerings", offeringPageWords),
  ...under("venture-builder", offeringPageWords),
  ...under("venture-builder", venturePageWords),

  leaders: { label: "Leaders", hint: "The leadership team on the home page, in the order shown." },
  "leaders.name": { label: "Name", hint: "First and last name, as the person writes them." },
  "leaders.role": {
    label: "Title",
    choices: defaultJobTitle,
    hint: "The person's job title, from the list; each title once. How each title is worded, in English and in Spanish, is set in Menus, buttons and page names, under Leadership team, Job titles.",
  },
  "leaders.profileUrl": {
    label: "Professional profile",
    hint: "The address of the person's professional profile page (https://www.linkedin.com/in/…).",
  },
  "leaders.image": {
    label: "Photo",
    hint: "A photo of the person: a JPEG, PNG, WebP or AVIF file, as it comes from the camera; the site makes it small. Leave it empty to show the drawn portrait.",
    image: photoField(photoFolders.people),
  },

  insights: { label: "Insights", hint: "Articles and case studies, each on its own page and in the feed." },
  "insights.title": {
    label: "Title",
    hint: "The entry's title, at the top of its page, in the list of insights and in search results.",
  },
  "insights.description": {
    label: "Summary",
    hint: "One or two sentences under the title in the list of insights; search engines and the feed show them too.",
  },
  "insights.date": {
    label: "Date",
    hint: "The day the entry is published; the list shows the newest first.",
    day: true,
  },
  "insights.author": {
    label: "Author",
    hint: "Who wrote it: one of the leadership team, by the name shown there.",
    oneOf: { collection: "leaders", file: "leaders", field: "leaders.*.name" },
  },
  "insights.kind": {
    label: "Kind",
    hint: "An article, or a case study of work with a client.",
    choices: (value) => (value === "case-study" ? "Case study" : "Article"),
  },
  "insights.tags": { label: "Tags", hint: "A few topics, shown on the entry's page and its card." },
  "insights.tags.*": {
    label: "Tag",
    hint: "One short lower-case word, or words joined by hyphens (machine-learning).",
  },
  "insights.image": {
    label: "Photo",
    hint: "The photo at the top of the page and on the entry's card: a JPEG, PNG, WebP or AVIF file, as it comes from the camera; the site makes it small.",
    image: photoField(photoFolders.insights),
  },
  "insights.imageAlt": {
    label: "Photo description",
    hint: "Says what the photo shows, for people who cannot see it. Needed when the entry has a photo.",
  },
  "insights.draft": {
    label: "Draft",
    hint: "Pick it to keep the entry off the site (no page, list, feed or search) while it is being written.",
    choices: () => "Draft: not published",
  },
  "insights.body": {
    label: "Text",
    hint: "The entry's text. Headings (from Heading 2), lists, quotes and links are written with the toolbar; photos go in the Photo field above.",
  },

  "privacy.title": { label: "Title", hint: "The page's name, in the browser tab and at the top of the page." },
  "privacy.description": {
    label: "Search description",
    hint: "What search engines and shared links show under the page's title.",
  },
  "privacy.lastUpdated": { label: "Last updated", hint: "The year and month of the last change, such as 2025-07." },
  "privacy.body": { label: "Text", hint: "The whole policy. Headings, lists and links are written with the toolbar." },
  "*.eyebrow": { label: "Small line above the heading", hint: "A few words that place the section." },
  "*.body": { label: "Text", hint: "The whole text. Headings, lists and links are written with the toolbar." },
  "*.intro": { label: "Introduction", hint: "The paragraph at the top, before the first heading." },
  "*.lastUpdated": { label: "Last updated", hint: "The year and month of the last change, such as 2025-07." },

  "home-section-copy.hero": { label: "Top of the home page", hint: "The first screen visitors see." },
  "home-section-copy.hero.headline": { label: "Headline", hint: "The large line at the top of the home page." },
  "home-section-copy.hero.rotatorLead": {
    label: "Word before the rotating names",
    hint: "Shown before the page names that take turns under the headline.",
  },
  "home-section-copy.hero.getStarted": { label: "First button", hint: "The button that leads to the services." },
  "home-section-copy.hero.getToKnowUs": { label: "Second button", hint: "The button that leads to the vision page." },
  "*.booking": { label: "Booking button", hint: "The button that opens the scheduling calendar, and its window." },
  "*.trigger": { label: "Button", hint: "The words on the button that opens the scheduling calendar." },
  "home-section-copy.carousel": { label: "Slides", hint: "The carousel of current work under the top of the page." },
  "home-section-copy.carousel.label": {
    label: "Name of the slides",
    hint: "Read out to people using a screen reader.",
  },
  "home-section-copy.services": { label: "Services", hint: "The section with the three service cards." },
  "home-section-copy.techLandscape": { label: "Technology landscape", hint: "The map of technologies we track." },
  "home-section-copy.expertise": { label: "Expertise", hint: "The section with the expertise cards." },
  "home-section-copy.leadership": { label: "Leadership", hint: "The section that presents the leadership team." },
  "home-section-copy.clients": { label: "Clients", hint: "The strip of client names." },
  "home-section-copy.network": { label: "Network", hint: "The section with research institutions and partners." },
  "home-section-copy.network.institutions": {
    label: "Research institutions heading",
    hint: "Shown above the research institutions' names.",
  },
  "home-section-copy.network.partners": {
    label: "Technology partners heading",
    hint: "Shown above the technology partners' names.",
  },
  "home-section-copy.contact": { label: "Contact", hint: "The section with the contact form, at the bottom." },

  "home-slides": { label: "Slides", hint: "The carousel's slides, in the order shown." },
  "home-slides.subtitle": { label: "Subtitle", hint: "A short line under the slide's title." },
  "home-slides.mainText": { label: "Main text", hint: "The sentence that says what the slide is about." },
  "*.image": { label: "Picture", hint: "The picture and its size and description." },
  "home-slides.image.src": {
    label: "Picture file",
    hint: "An SVG picture from the slides folder, drawn for this site.",
    image: { folder: "/images/slides", types: [".svg", "image/svg+xml"], maxBytes: 200_000 },
  },
  "*.width": { label: "Width", hint: "The picture's width in pixels, as drawn." },
  "*.height": { label: "Height", hint: "The picture's height in pixels, as drawn." },
  "*.alt": { label: "Description", hint: "Says what the picture shows, for people who cannot see it." },
  "home-slides.video": { label: "Video", hint: "A short silent video played over the picture. Optional." },
  "home-slides.video.src": { label: "Video file", hint: "A WebM video in the slides' media folder (/media/slides/…)." },
  "home-slides.video.type": { label: "Video type", hint: "Always video/webm." },

  "home-mission.statement": { label: "Mission statement", hint: "The mission, in one sentence, in large type." },
  "home-mission.detail": { label: "Detail", hint: "A few sentences under the mission statement." },

  "home-expertise-cards": { label: "Expertise cards", hint: "The cards of the Expertise section, in the order shown." },
  "home-expertise-cards.page": {
    label: "Page",
    choices: defaultPageName,
    hint: "The expertise page the card leads to; its name is the card's title.",
  },
  "home-expertise-cards.topic": {
    label: "Topic",
    choices: defaultTopicName,
    hint: "Only for a topic that has no page of its own yet: its name is the card's title. Leave empty otherwise.",
  },
  "*.icon": { label: "Icon", hint: "The small drawing beside the title." },

  clients: { label: "Clients", hint: "The organisations in the clients' strip, in the order shown." },
  "clients.*": { label: "Organisation name", hint: "The name as the organisation writes it; shown as its logo." },
  institutions: { label: "Research institutions", hint: "The research institutions' names, in the order shown." },
  "institutions.*": { label: "Organisation name", hint: "The name as the institution writes it; shown as its logo." },
  partners: { label: "Technology partners", hint: "The technology partners' names, in the order shown." },
  "partners.*": { label: "Organisation name", hint: "The name as the partner writes it; shown as its logo." },

  "vision.statement": { label: "Vision statement", hint: "The vision, in a sentence or two, in large type." },
  "vision.storyLabel": { label: "Story heading", hint: "The small heading above the story's paragraphs." },
  "vision.paragraphs": { label: "Our story", hint: "The story of the firm, one paragraph an item." },
  "vision.paragraphs.*": { label: "Paragraph", hint: "One paragraph of the story." },
  "vision.quote": { label: "Quote", hint: "A leader's words, shown in large type." },
  "vision.quote.text": { label: "Quote", hint: "The words quoted, without quotation marks." },
  "vision.quote.role": { label: "Quoted person's title", hint: "The job title of the person quoted." },
  "vision.teamPicture": { label: "Team picture", hint: "The picture beside the story." },
  "vision.teamPicture.src": {
    label: "Picture file",
    hint: "An SVG picture from the images folder, drawn for this site.",
    image: { folder: "/images", types: [".svg", "image/svg+xml"], maxBytes: 200_000 },
  },
  "vision.teamPicture.caption": { label: "Caption", hint: "The line shown under the picture." },
  "vision.principlesEyebrow": { label: "Principles: small line", hint: "A few words above the principles' heading." },
  "vision.principlesHeading": { label: "Principles: heading", hint: "The heading of the principles section." },
  "vision.principles": { label: "Principles", hint: "What the firm holds itself to, each with an icon." },
  "vision.statsHeading": { label: "Numbers: heading", hint: "The heading above the three numbers." },
  "vision.stats": { label: "Numbers", hint: "Exactly three figures, each with what it counts." },
  "vision.stats.value": { label: "Figure", hint: "The number, as shown, such as 100+." },
  "vision.stats.label": { label: "What it counts", hint: "A few words under the figure." },

  "under-construction.headline": { label: "Headline", hint: "The large line at the top of the page." },
  "under-construction.message": { label: "Message", hint: "The short line under the headline." },
  "under-construction.cardLabel": { label: "Cards' heading", hint: "Shown above the cards of current work." },

  interface: { label: "Interface texts", hint: "Menus, buttons and the names of things, in this language." },
  "interface.tagline": {
    label: "Tagline",
    hint: "The company's one-line promise: the home page's search description, the footer and share cards.",
  },
  "interface.pages": { label: "Page names", hint: "What menus, the footer and cards call each page." },
  ...pageNameWords,
  "interface.topics": { label: "Topic names", hint: "Topics listed before they have a page of their own." },
  "interface.topics.prototype-engineering": {
    label: "Topic name: prototype-engineering",
    hint: "What the expertise cards and menus call this topic.",
  },
  "interface.skipLink": {
    label: "Skip link",
    hint: "The first link on every page, for keyboard users: it jumps to the page's content.",
  },
  "interface.header": { label: "Header", hint: "The words of the bar at the top of every page." },
  "interface.header.home": { label: "Logo link", hint: "Read out after the company's name on the logo's link." },
  "interface.header.menu": { label: "Menu button", hint: "The button that opens the menu." },
  "interface.header.closeMenu": { label: "Close menu button", hint: "The button that closes the menu." },
  "interface.header.menuDialog": { label: "Menu's name", hint: "Read out when the menu opens." },
  "interface.header.mainNavigation": { label: "Navigation's name", hint: "Read out for the main links." },
  "interface.header.playMotion": { label: "Play motion button", hint: "Starts the page's animations." },
  "interface.header.pauseMotion": { label: "Pause motion button", hint: "Stops the page's animations." },
  "interface.header.languages": { label: "Languages' name", hint: "Names the links to this page in other languages." },
  "interface.menuGroups": { label: "Menu groups", hint: "The headings the menu groups its links under." },
  "*.services": { label: "Services", hint: "The name of the services group or section. Fixed in English." },
  "*.assets": { label: "Assets", hint: "The name of the assets group. Fixed in English." },
  "*.company": { label: "Company", hint: "The name of the company group, or of a company field." },
  "interface.sections": { label: "Home page sections", hint: "The home page's sections, as menus lead to them." },
  "interface.sections.home": { label: "Home", hint: "Fixed in English." },
  "interface.sections.expertise": { label: "Expertise", hint: "Fixed in English." },
  "interface.sections.contact": { label: "Contact", hint: "Fixed in English." },
  "interface.footer": { label: "Footer", hint: "The words of the bottom of every page." },
  "interface.footer.navigation": { label: "Footer's name", hint: "Read out for the footer's links." },
  "interface.footer.navigate": { label: "Links heading", hint: "The heading above the footer's page links." },
  "interface.footer.knowledge": { label: "Knowledge heading", hint: "The heading above the expertise links." },
  "interface.footer.fundedBy": { label: "Funders heading", hint: "The heading above the funders' names." },
  "interface.footer.rights": { label: "Rights line", hint: "The line after the copyright year and name." },
  "interface.backToHome": { label: "Back to home link", hint: "The link back to the home page. Fixed in English." },
  "interface.notFound": { label: "Page not found", hint: "The page shown for an address that does not exist." },
  "interface.notFound.returnHome": { label: "Return home link", hint: "The link back home. Fixed in English." },
  "interface.unexpectedError": { label: "Unexpected error", hint: "Shown when a page fails. Fixed in English." },
  "interface.contact": { label: "Contact form", hint: "The words of the contact form and its messages." },
  "interface.contact.details": { label: "Contact details", hint: "The labels beside the address, phone and email." },
  "interface.contact.details.email": { label: "Email label", hint: "Shown before the email address." },
  "interface.contact.details.phone": { label: "Phone label", hint: "Shown before the phone number." },
  "interface.contact.details.office": { label: "Office label", hint: "Shown before the office address." },
  "interface.contact.form": { label: "Form", hint: "The form's name, fields and buttons." },
  "interface.contact.form.label": { label: "Form's name", hint: "Read out for the form." },
  "interface.contact.form.name": { label: "Name field", hint: "The label of the name field." },
  "interface.contact.form.email": { label: "Email field", hint: "The label of the email field." },
  "interface.contact.form.company": { label: "Company field", hint: "The label of the company field." },
  "interface.contact.form.optional": { label: "Optional mark", hint: "Shown after an optional field's label." },
  "interface.contact.form.message": { label: "Message field", hint: "The label of the message field." },
  "interface.contact.form.required": { label: "Required message", hint: "Shown under a required field left empty." },
  "interface.contact.form.honeypot": {
    label: "Hidden field",
    hint: "The label of a field people never see, which catches automated spam.",
  },
  "interface.contact.form.send": { label: "Send button", hint: "The words on the form's button." },
  "interface.contact.form.sending": { label: "Sending", hint: "The button's words while sending. Fixed in English." },
  "interface.contact.notices": {
    label: "Messages after sending",
    hint: "The short messages the form shows. Fixed in English.",
  },
  "interface.contact.notices.sent": { label: "Sent", hint: "When the message went out." },
  "interface.contact.notices.incomplete": { label: "Incomplete", hint: "When a required field is empty." },
  "interface.contact.notices.email": { label: "Invalid email", hint: "When the email address is not valid." },
  "interface.contact.notices.failed": {
    label: "Failed",
    hint: "When the message could not be sent; {email} stands for the site's address.",
  },
  "interface.offering": { label: "Offering pages", hint: "The words every offering page shares." },
  "interface.offering.exploreCapabilities": { label: "Capabilities button", hint: "Leads to the capabilities." },
  "interface.offering.seeHowWeWork": { label: "How we work button", hint: "Leads to the steps." },
  "interface.offering.benefits": { label: "Benefits' name", hint: "Names the benefits section in the page's links." },
  "interface.offering.capabilities": { label: "Capabilities' name", hint: "Names the capabilities section." },
  "interface.offering.process": { label: "Steps' name", hint: "Names the steps section." },
  "interface.offering.ventures": { label: "Ventures' name", hint: "Names the ventures section." },
  "interface.offering.visit": { label: "Visit link", hint: "A venture's website link; {title} is its name." },
  "interface.offering.features": { label: "Features' name", hint: "Names a venture's features; {title} is its name." },
  "interface.offering.newTab": { label: "New tab note", hint: "Read out after a link that opens a new tab." },
  "interface.dialog": { label: "Windows", hint: "The words of windows that open over the page." },
  "interface.dialog.close": { label: "Close button", hint: "The button that closes a window." },
  "interface.dialog.calendar": { label: "Calendar's name", hint: "Read out for the scheduling calendar." },
  "interface.video": { label: "Videos", hint: "The words of the video players." },
  "interface.video.play": { label: "Play button", hint: "The button that starts a video." },
  "interface.legal": { label: "Legal pages", hint: "The words the privacy policy and legal notice share." },
  "interface.legal.contents": { label: "Contents heading", hint: "The heading above the list of sections." },
  "interface.legal.updated": { label: "Updated label", hint: "Shown before the date of the last change." },
  "interface.leadership": { label: "Leadership team", hint: "The words around the leaders on the home page." },
  "interface.leadership.profile": { label: "Profile link", hint: "The link to a leader's professional profile." },
  "interface.leadership.profileOf": {
    label: "Profile link, read out",
    hint: "Completes the profile link for a screen reader; {name} is the leader's name.",
  },
  "interface.leadership.portrait": {
    label: "Portrait description",
    hint: "Describes a leader's portrait; {name} is the leader's name.",
  },
  "interface.leadership.roles": {
    label: "Job titles",
    hint: "How this language writes each leader's job title, shown under their name on the home page.",
  },
  ...roleWords,
  "interface.carousel": { label: "Slides' controls", hint: "The words of the carousel's buttons, mostly read out." },
  "interface.carousel.roleDescription": { label: "What the carousel is", hint: "Read out for the slides' region." },
  "interface.carousel.slideRoleDescription": { label: "What a slide is", hint: "Read out for each slide." },
  "interface.carousel.slidePosition": {
    label: "Slide position",
    hint: "Read out for each slide; {position} and {total} are its number and the count.",
  },
  "interface.carousel.previous": { label: "Previous button", hint: "Shows the slide before." },
  "interface.carousel.next": { label: "Next button", hint: "Shows the slide after." },
  "interface.carousel.stop": { label: "Stop button", hint: "Stops the slides from turning." },
  "interface.carousel.start": { label: "Start button", hint: "Starts the slides turning." },
  "interface.cardKinds": { label: "Share card kinds", hint: "The kind of page a share card names." },
  "interface.cardKinds.service": { label: "Service", hint: "For a service page." },
  "interface.cardKinds.expertise": { label: "Expertise", hint: "For an expertise page." },
  "interface.cardKinds.venture": { label: "Venture building", hint: "For the venture builder's page." },
  "interface.cardKinds.legal": { label: "Legal", hint: "For the legal pages." },
  "interface.cardAlt": {
    label: "Share card description",
    hint: "Describes a share card's picture; {title}, {kind} and {site} are filled in.",
  },
  "interface.languageSuggestion": {
    label: "Language suggestion",
    hint: "Offered to a visitor whose browser prefers this language, on a page in another one.",
  },
  "interface.languageSuggestion.label": { label: "Its name", hint: "Read out for the suggestion." },
  "interface.languageSuggestion.text": { label: "Text", hint: "The sentence that offers the page in this language." },
  "interface.languageSuggestion.accept": { label: "Accept button", hint: "Leads to the page in this language." },
  "interface.languageSuggestion.dismiss": { label: "Dismiss button", hint: "Closes the suggestion." },

  "site.name": { label: "Company name", hint: "The short name, in the logo, titles and share cards." },
  "site.legalName": { label: "Legal name", hint: "The registered name, in the footer and the legal pages." },
  "site.tagline": { label: "Tagline", hint: "The company's one-line promise, for search engines." },
  "site.email": { label: "Email address", hint: "Where visitors write; shown on the contact section." },
  "site.phone": { label: "Phone number", hint: "As it is dialled from abroad, such as +1 (617) 555-0142." },
  "site.address": { label: "Office address", hint: "The office, shown on the contact section." },
  "site.address.street": { label: "Street", hint: "Street, number and building." },
  "site.address.city": { label: "City", hint: "The city the office is in." },
  "site.address.region": { label: "Region", hint: "The state or region, abbreviated as the post writes it." },
  "site.address.postalCode": { label: "Postal code", hint: "The postal code." },
  "site.address.country": { label: "Country", hint: "The country, in English." },
  "site.schedulingUrl": {
    label: "Scheduling page",
    hint: "The address of the online calendar the booking buttons open (https://calendly.com/…).",
  },
  "site.funders": { label: "Funders", hint: "The organisations that fund the company, in the footer." },
  "site.funders.name": { label: "Funder's name", hint: "As the funder writes it." },
};
