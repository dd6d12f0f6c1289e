import { defineContent } from "~/content/define-content";
import { sectionCopySchema } from "~/content/home/section-copy-schema";

// The home page's section headings and short lines in English.
export const sectionCopy = defineContent(sectionCopySchema("en"), {
  hero: {
    eyebrow: "Innovation consultancy · Cambridge, MA",
    headline: "Looking Beyond Conventional",
    rotatorLead: "Explore",
    getStarted: "Get Started",
    getToKnowUs: "Get to Know Us",
    booking: { trigger: "Book a consultation", title: "Book a consultation" },
  },
  carousel: { label: "Work in progress" },
  services: {
    eyebrow: "Services",
    heading: "Three ways we take an idea to an advantage",
    lede: "Each engagement starts with the question your board is really asking, and ends with something you can measure.",
  },
  techLandscape: {
    title: "Technology landscape",
    intro: "A map of the technologies we track, by how soon they change what our clients can do.",
  },
  expertise: {
    eyebrow: "Expertise",
    heading: "Where we go deep",
    lede: "Specialist teams who have shipped in each field, not generalists who read about it.",
  },
  leadership: {
    eyebrow: "Leadership",
    heading: "The people who answer for the work",
  },
  clients: { title: "Trusted by teams at" },
  network: {
    eyebrow: "Network",
    heading: "The labs and builders we work alongside",
    institutions: "Research institutions",
    partners: "Technology partners",
  },
  contact: {
    eyebrow: "Contact",
    heading: "Tell us what you are working on",
    lede: "A partner reads every message and replies within 24 hours. If a conversation suits you better, book a call.",
    booking: { trigger: "Book a call", title: "Book a call" },
  },
});
