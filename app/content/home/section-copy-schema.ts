import * as v from "valibot";
import { fixedText } from "~/content/fixed-text";
import type { Language } from "~/lib/language/languages";

// The shape of the home page's section headings and short lines, in every language
// (app/content/<language>/home/section-copy.yaml). Strings the English site must show word for word are held to them.

const text = v.pipe(v.string(), v.nonEmpty());
const sectionHeading = v.object({ eyebrow: text, heading: text, lede: v.optional(text) });
const booking = v.object({ trigger: text, title: text });

export function sectionCopySchema(language: Language) {
  return v.object({
    hero: v.object({
      eyebrow: text,
      headline: fixedText(language, "Looking Beyond Conventional"),
      rotatorLead: text,
      getStarted: fixedText(language, "Get Started"),
      getToKnowUs: fixedText(language, "Get to Know Us"),
      booking,
    }),
    carousel: v.object({ label: text }),
    services: sectionHeading,
    techLandscape: v.object({ title: text, intro: text }),
    expertise: sectionHeading,
    leadership: sectionHeading,
    clients: v.object({ title: text }),
    network: v.object({ ...sectionHeading.entries, institutions: text, partners: text }),
    contact: v.object({ ...sectionHeading.entries, booking }),
  });
}

export type SectionCopy = v.InferOutput<ReturnType<typeof sectionCopySchema>>;
