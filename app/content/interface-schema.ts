import * as v from "valibot";
import type { Language } from "~/lib/language/languages";
import { fixedText } from "./fixed-text";
import { pageSlugs, type PageSlug, type TopicSlug, topicSlugs } from "./pages";

/**
 * The shape of everything the site's frame and controls say, in every language (app/content/<language>/interface.yaml):
 * the pages' names as navigation lists them, the header, menu and footer, the contact form and its messages, the
 * not-found page, and the labels of buttons and regions. The wordings the product fixes are held to their English
 * in English (fixed-text.ts). A text with `{name}` in it gets that value filled in where it is shown.
 */

const text = (max = 80) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));
const record = <Key extends string>(keys: readonly Key[], schema: v.GenericSchema<string>) =>
  v.strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<Key, typeof schema>);

/**
 * The leadership team's roles, by key: each language's interface.yaml words them as job titles, and the team's file
 * (home/leaders.yaml) names each leader's role by its key. Keys are lower-case words and dashes, as the editor at
 * /admin takes field names (no spaces).
 */
export const leadershipRoles = [
  "chief-executive-officer",
  "chief-scientific-officer",
  "chief-quantum-innovation-officer",
  "chief-technology-officer",
] as const;
export type LeadershipRole = (typeof leadershipRoles)[number];

export function interfaceSchema(language: Language) {
  const fixed = (english: string, max?: number) => fixedText(language, english, max);
  return v.strictObject({
    /** The company's one-line promise: the home page's description, the footer, the brand card. */
    tagline: text(160),
    /** How navigation names each page of the registry (an offering page's title too). */
    pages: record<PageSlug>(pageSlugs, text(60)),
    /** Topics listed before they have a page of their own. */
    topics: record<TopicSlug>(topicSlugs, text(60)),
    skipLink: text(),
    header: v.strictObject({
      /** The logo link's name after the company's: "Orbitant, home". */
      home: text(40),
      menu: text(20),
      closeMenu: text(30),
      menuDialog: text(40),
      mainNavigation: text(40),
      playMotion: text(30),
      pauseMotion: text(30),
      /** Names the list of links to this page in the other languages. */
      languages: text(40),
    }),
    menuGroups: v.strictObject({
      services: fixed("Our Services"),
      assets: fixed("Our Assets"),
      company: fixed("Company"),
    }),
    /** The home page's sections, as the menu and the footer lead to them. */
    sections: v.strictObject({
      home: fixed("Home"),
      services: fixed("Our Services"),
      expertise: fixed("Our Expertise"),
      contact: fixed("Contact"),
    }),
    footer: v.strictObject({
      navigation: text(40),
      navigate: text(40),
      knowledge: text(40),
      fundedBy: text(40),
      rights: text(60),
    }),
    backToHome: fixed("Back to Home"),
    notFound: v.strictObject({
      title: text(60),
      heading: fixed("Oops! Page not found"),
      returnHome: fixed("Return to Home"),
    }),
    unexpectedError: fixed("Unexpected Application Error!"),
    contact: v.strictObject({
      details: v.strictObject({ email: text(30), phone: text(30), office: text(30) }),
      form: v.strictObject({
        label: text(40),
        name: text(30),
        email: text(30),
        company: text(30),
        optional: text(30),
        message: text(30),
        required: text(80),
        honeypot: text(60),
        send: text(30),
        sending: fixed("Sending Message..."),
      }),
      /** The toasts, and the statuses the no-JavaScript form shows. `{email}`: the listed address. */
      notices: v.strictObject({
        sent: v.strictObject({
          title: fixed("Message sent successfully!"),
          description: fixed("We'll get back to you within 24 hours."),
        }),
        incomplete: v.strictObject({
          title: fixed("Validation Error"),
          description: fixed("Please fill in all required fields."),
        }),
        email: v.strictObject({
          title: fixed("Invalid Email"),
          description: fixed("Please enter a valid email address."),
        }),
        failed: v.strictObject({
          title: fixed("Failed to send message"),
          description: fixed("Failed to send message. Please try again or email us directly at {email}", 160),
        }),
      }),
    }),
    offering: v.strictObject({
      exploreCapabilities: text(40),
      seeHowWeWork: text(40),
      benefits: text(40),
      capabilities: text(40),
      process: text(40),
      ventures: text(40),
      /** A venture's website link and its features' list: `{title}`; said after a link that opens a new tab. */
      visit: text(40),
      features: text(60),
      newTab: text(40),
    }),
    /** A dialog's close button; the scheduling frame's title after the dialog's. */
    dialog: v.strictObject({ close: text(20), calendar: text(40) }),
    video: v.strictObject({ play: text(30) }),
    legal: v.strictObject({ contents: text(30), updated: text(30) }),
    leadership: v.strictObject({
      profile: text(30),
      /** Completes the profile link's name for a screen reader: `{name}`. */
      profileOf: text(80),
      /** The portrait's description: `{name}`. */
      portrait: text(60),
      roles: record<LeadershipRole>(leadershipRoles, text(60)),
    }),
    carousel: v.strictObject({
      /** Read out as what the region is, and what each of its parts is. */
      roleDescription: text(30),
      slideRoleDescription: text(20),
      /** `{position}` of `{total}`. */
      slidePosition: text(30),
      previous: text(40),
      next: text(40),
      stop: text(60),
      start: text(60),
    }),
    /** What each kind of page is, over its title on its share card. */
    cardKinds: v.strictObject({
      service: text(30),
      expertise: text(30),
      venture: text(30),
      company: text(30),
      legal: text(30),
    }),
    /** The share card's description: `{title}`, `{kind}`, `{site}`. */
    cardAlt: text(80),
    /**
     * The suggestion shown to a visitor whose browser prefers this language, on a page in another one: written in
     * this language, since that is the language the visitor reads.
     */
    languageSuggestion: v.strictObject({
      label: text(60),
      text: text(120),
      accept: text(40),
      dismiss: text(30),
    }),
  });
}

export type InterfaceText = v.InferOutput<ReturnType<typeof interfaceSchema>>;
