import * as v from "valibot";
import type { Language } from "~/lib/language/languages";

/**
 * A text the product fixes in its English wording (a headline, a button a visitor is told to look for): the
 * English copy must be exactly it, and every other language says it in its own words, held to `max` characters.
 */
export function fixedText(language: Language, english: string, max = 80) {
  return language === "en" ? v.literal(english) : v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));
}
