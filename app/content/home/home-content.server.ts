import type { LineIconName } from "~/content/icon-names";
import { navigationOf } from "~/content/navigation";
import { loadOffering } from "~/content/offerings/load-offering.server";
import { offeringPages } from "~/content/pages";
import type { ContactOutcome } from "~/lib/contact/contact-outcome";
import { fillIn } from "~/lib/language/fill-in";
import { type Language, localizedPath } from "~/lib/language/languages";
import type { InterfaceText } from "../interface-schema";
import type { Leader, LeaderEntry } from "./leaders-schema";
import type { LeaderPhotos } from "./leader-photos.server";
import { site } from "../site";
import { homeCopyIn, interfaceIn, sharedHomeContent } from "../localized.server";
import { expertiseCardsOf } from "./expertise-cards";

// Everything the home page says in a language, gathered for its loader. Server-only (.server.ts), so the copy
// travels in the page's HTML and data, never in the client bundle.

export interface ServiceCard {
  path: string;
  title: string;
  summary: string;
  icon: LineIconName;
}

/** The services, as their registry lines and pages describe them (the build checks each has an icon). */
function serviceCards(language: Language): ServiceCard[] {
  return offeringPages
    .filter((entry) => entry.kind === "service")
    .flatMap((entry) => {
      const path = localizedPath(language, entry.path);
      const page = loadOffering(path);
      return page ? [{ path, title: page.title, summary: page.summary, icon: entry.icon ?? "spark" }] : [];
    });
}

/** What the contact form says, for the form's island: its labels and the messages of each outcome. */
export interface ContactText {
  language: Language;
  form: InterfaceText["contact"]["form"];
  notices: Readonly<Record<ContactOutcome, { title: string; description: string }>>;
}

function contactText(language: Language, text: InterfaceText): ContactText {
  const { notices } = text.contact;
  return {
    language,
    form: text.contact.form,
    notices: {
      ...notices,
      failed: { ...notices.failed, description: fillIn(notices.failed.description, { email: site.email }) },
    },
  };
}

/** A leader as the page shows them: the role worded in the language, the photo as the build's variants, if any. */
function shownLeader({ name, role, profileUrl }: LeaderEntry, text: InterfaceText, photos: LeaderPhotos): Leader {
  const photo = photos[name];
  return { name, role: text.leadership.roles[role], profileUrl, ...(photo && { photo }) };
}

/** The home page's content in a language; `leaderPhotos` are the build's (leader-photos.server.ts). */
export function homeContent(language: Language, leaderPhotos: LeaderPhotos = {}) {
  const text = interfaceIn(language);
  const { sectionCopy, slides, mission, expertiseCardEntries } = homeCopyIn(language);
  const { leaders, clients, institutions, partners } = sharedHomeContent();
  return {
    copy: sectionCopy,
    destinations: navigationOf(language, text).destinations,
    slides,
    services: serviceCards(language),
    expertiseCards: expertiseCardsOf(expertiseCardEntries, language, text),
    mission,
    leaders: leaders.map((leader) => shownLeader(leader, text, leaderPhotos)),
    clients,
    institutions,
    partners,
    contactText: contactText(language, text),
  };
}
