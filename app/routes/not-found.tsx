import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundHook } from "~/lib/document/page-hooks";

/** Paths are visitor input: bound them and let JSON escape control characters before they reach a log. */
function loggablePath(path: string): string {
  return JSON.stringify(path.slice(0, 300));
}

export function loader({ url }: Route.LoaderArgs) {
  console.warn(`404 Not Found: ${loggablePath(url.pathname)}`);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

// Static HTML; the page script logs the missing path in the browser console (`data-not-found`).
export default function NotFound() {
  return (
    <section
      {...notFoundHook.attr()}
      className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-5 pt-24 text-center"
    >
      <p className="text-7xl font-semibold text-violet-300">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-white">Oops! Page not found</h1>
      <a href="/" className="mt-8 rounded-full bg-violet-400 px-6 py-3 font-medium text-ink hover:bg-violet-300">
        Return to Home
      </a>
    </section>
  );
}
