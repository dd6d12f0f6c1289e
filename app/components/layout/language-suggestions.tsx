import type { InterfaceText } from "~/content/interface-schema";
import type { Language } from "~/lib/language/languages";
import { languageChoiceHook, languageSuggestionHook } from "~/lib/document/page-hooks";

interface Suggestion {
  language: Language;
  href: string;
  words: InterfaceText["languageSuggestion"];
}

/**
 * A suggestion for each other language, in that language, to read this page in it: hidden until the page script
 * finds the visitor's browser prefers that language (behaviours/language-suggestion.ts), and then shown once, never
 * as a redirect. Each is a popover: in the top layer, over the page's corner, so showing it moves nothing.
 */
export function LanguageSuggestions({ suggestions }: { suggestions: readonly Suggestion[] }) {
  return suggestions.map(({ language, href, words }) => (
    <aside
      key={language}
      id={`language-suggestion-${language}`}
      lang={language}
      popover="manual"
      aria-label={words.label}
      {...languageSuggestionHook.attr(language)}
      className="fixed inset-auto right-4 bottom-4 left-4 m-0 max-w-md rounded-2xl border border-white/15 bg-night p-5 text-sm text-slate-200 shadow-2xl shadow-black/50 sm:left-auto"
    >
      <p>{words.text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={href}
          hrefLang={language}
          {...languageChoiceHook.attr(language)}
          className="rounded-full bg-accent px-4 py-2 font-semibold text-ink hover:bg-violet-300"
        >
          {words.accept}
        </a>
        <button
          type="button"
          popoverTarget={`language-suggestion-${language}`}
          popoverTargetAction="hide"
          className="cursor-pointer rounded-full border border-white/20 px-4 py-2 font-medium text-white hover:border-violet-300"
        >
          {words.dismiss}
        </button>
      </div>
    </aside>
  ));
}
