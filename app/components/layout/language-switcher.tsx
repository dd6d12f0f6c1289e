import { languageChoiceHook } from "~/lib/document/page-hooks";
import { useSiteText } from "./site-text";

/**
 * This page in the site's other languages: plain links that work without a script, each in its own language
 * (`lang`, so a screen reader says it as it is written; `hreflang`, so the browser knows where it leads). On a
 * narrow screen the link shows the language's code and is named by its full name. Following one remembers the
 * choice (behaviours/language-suggestion.ts), so the site stops suggesting another.
 */
export function LanguageSwitcher() {
  const { text, alternates } = useSiteText();
  return (
    <nav aria-label={text.header.languages}>
      <ul className="flex items-center gap-1">
        {alternates.map((alternate) => (
          <li key={alternate.language}>
            <a
              href={alternate.href}
              hrefLang={alternate.language}
              lang={alternate.language}
              {...languageChoiceHook.attr(alternate.language)}
              className="flex min-h-10 items-center rounded-full border border-white/20 px-3 py-2 text-sm font-medium text-white hover:border-violet-300 hover:text-violet-100"
            >
              <span aria-hidden="true" className="uppercase sm:hidden">
                {alternate.language}
              </span>
              <span className="max-sm:sr-only">{alternate.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
