import { data } from "react-router";
import { NotFoundMessage } from "~/components/layout/not-found-message";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/not-found";

/** Paths are visitor input: bound them and let JSON escape control characters before they reach a log. */
function loggablePath(path: string): string {
  return JSON.stringify(path.slice(0, 300));
}

// Every language has one (routes.ts); the page's words are its language's (root.tsx reads the path's).
export function loader({ url }: Route.LoaderArgs) {
  console.warn(`404 Not Found: ${loggablePath(url.pathname)}`);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, undefined);

export default function NotFound() {
  return <NotFoundMessage />;
}
