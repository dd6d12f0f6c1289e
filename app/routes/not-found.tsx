import { data } from "react-router";
import { useSiteText } from "~/components/layout/site-text";
import { interfaceIn } from "~/content/localized.server";
import { notFoundHook } from "~/lib/document/page-hooks";
import { languageOfPath, localizedPath } from "~/lib/language/languages";
import type { Route } from "./+types/not-found";

/** Paths are visitor input: bound them and let JSON escape control characters before they reach a log. */
function loggablePath(path: string): string {
  return JSON.stringify(path.slice(0, 300));
}

// Every language has one (routes.ts): the path's language says what it is called.
export function loader({ url }: Route.LoaderArgs) {
  console.warn(`404 Not Found: ${loggablePath(url.pathname)}`);
  return data({ title: interfaceIn(languageOfPath(url.pathname)).notFound.title }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData.title },
  { name: "robots", content: "noindex" },
];

// Static HTML; the page script logs the missing path in the browser console (`data-not-found`).
export default function NotFound() {
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
