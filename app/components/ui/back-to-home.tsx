import { useSiteText } from "~/components/layout/site-text";
import { localizedPath } from "~/lib/language/languages";

/** The 'Back to Home' control that service, expertise and vision pages open with, to home in their language. */
export function BackToHome() {
  const { text, language } = useSiteText();
  return (
    <a
      href={localizedPath(language, "/")}
      className="inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm text-slate-200 hover:border-violet-300 hover:text-white"
    >
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
        <path d="M8.5 2 3.5 7l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {text.backToHome}
    </a>
  );
}
