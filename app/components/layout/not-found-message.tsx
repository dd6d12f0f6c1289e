import { useSiteText } from "~/components/layout/site-text";
import { notFoundHook } from "~/lib/document/page-hooks";
import { localizedPath } from "~/lib/language/languages";

/**
 * The not-found page's content, in the page's language: for a path no route has, and for a route whose loader finds
 * no page (root.tsx's error boundary). Static HTML; the page script logs the missing path in the browser console
 * (`data-not-found`).
 */
export function NotFoundMessage() {
  const { text, language } = useSiteText();
  return (
    <section
      {...notFoundHook.attr()}
      className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-5 pt-24 text-center"
    >
      <p className="text-7xl font-semibold text-violet-300">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-white">{text.notFound.heading}</h1>
      <a
        href={localizedPath(language, "/")}
        className="mt-8 rounded-full bg-violet-400 px-6 py-3 font-medium text-ink hover:bg-violet-300"
      >
        {text.notFound.returnHome}
      </a>
    </section>
  );
}
