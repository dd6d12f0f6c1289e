import { languageChoiceHook, languageSuggestionHook } from "~/lib/document/page-hooks";
import { readChoice, rememberChoice } from "~/lib/document/stored-choice";

/**
 * The visitor's language. A visitor whose browser prefers one of the site's other languages to the page's (the
 * first of `navigator.languages`, by primary subtag, that the page offers or is in) is shown that language's
 * suggestion (components/layout/language-suggestions.tsx), once: never a redirect, so search engines and shared
 * links get the page they asked for. Following a link to another language is remembered in localStorage (no
 * cookie), and so is having been offered one: the visitor has chosen, and is not asked again. The suggestion's
 * dismiss button is the platform's (`popovertarget`); kept small, since every page loads this.
 */

const STORAGE_KEY = "language";

export function startLanguageSuggestion(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element && event.target.closest(languageChoiceHook.selector);
    if (link) rememberChoice(STORAGE_KEY, languageChoiceHook.read(link) ?? "");
  });
  // Chosen already, or no storage to remember a dismissal in (the suggestion would come back on every page).
  if (readChoice(STORAGE_KEY) !== null) return;
  const own = document.documentElement.lang;
  const offered = new Map(
    [...document.querySelectorAll<HTMLElement>(languageSuggestionHook.selector)].map((element) => [
      languageSuggestionHook.read(element),
      element,
    ]),
  );
  const wanted = navigator.languages
    .map((tag) => tag.split("-")[0]?.toLowerCase())
    .find((language) => language === own || offered.has(language ?? null));
  const suggestion = wanted === own ? undefined : offered.get(wanted ?? null);
  if (!suggestion) return;
  rememberChoice(STORAGE_KEY, own);
  suggestion.showPopover();
}
