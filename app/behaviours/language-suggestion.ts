import { languageChoiceHook, languageSuggestionHook, suggestionDismissHook } from "~/lib/document/page-hooks";

/**
 * The visitor's language. A visitor whose browser prefers one of the site's other languages to the page's (the
 * first of `navigator.languages` the site has) is shown that language's suggestion (components/layout/
 * language-suggestions.tsx), once: never a redirect, so search engines and shared links get the page they asked
 * for. Following a link to another language, or answering the suggestion, is remembered in localStorage (no cookie):
 * the visitor has chosen, and is not asked again.
 */

const STORAGE_KEY = "language";

function remembered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(language: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be switched off: the choice then lasts for this page only.
  }
}

/** The first of the browser's languages the page offers a suggestion for, or the page's own; by primary subtag. */
function preferred(offered: readonly string[], own: string): string | undefined {
  for (const tag of navigator.languages) {
    const primary = tag.toLowerCase().split("-")[0] ?? "";
    if (primary === own) return undefined;
    if (offered.includes(primary)) return primary;
  }
  return undefined;
}

export function startLanguageSuggestion(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest(languageChoiceHook.selector) : null;
    const language = link && languageChoiceHook.read(link);
    if (language) remember(language);
  });

  const own = document.documentElement.lang;
  const suggestions = [...document.querySelectorAll<HTMLElement>(languageSuggestionHook.selector)];
  if (remembered() !== null || suggestions.length === 0) return;
  const wanted = preferred(
    suggestions.map((suggestion) => languageSuggestionHook.read(suggestion) ?? ""),
    own,
  );
  const suggestion = suggestions.find((candidate) => languageSuggestionHook.read(candidate) === wanted);
  if (!suggestion) return;
  // Shown once: from here on the visitor has seen the offer; staying on this language is a choice too.
  remember(own);
  suggestion.showPopover();
  suggestion.querySelector(suggestionDismissHook.selector)?.addEventListener("click", () => {
    suggestion.hidePopover();
  });
}
