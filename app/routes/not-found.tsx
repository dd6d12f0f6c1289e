import { useEffect } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

/** Paths are visitor input: bound them and let JSON escape control characters before they reach a log. */
function loggablePath(path: string): string {
  return JSON.stringify(path.slice(0, 300));
}

export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname;
  console.warn(`404 Not Found: ${loggablePath(path)}`);
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found" },
  { name: "robots", content: "noindex" },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    console.warn(`404 Error: User attempted to access non-existent route: ${loggablePath(loaderData.path)}`);
  }, [loaderData.path]);

  return (
    <section className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-5 pt-24 text-center">
      <p className="text-7xl font-semibold text-violet-300">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-white">Oops! Page not found</h1>
      <Link to="/" className="mt-8 rounded-full bg-violet-400 px-6 py-3 font-medium text-ink hover:bg-violet-300">
        Return to Home
      </Link>
    </section>
  );
}
