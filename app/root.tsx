import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { MotionProvider } from "./components/motion/motion-provider";
import { checkSiteContent } from "./content/site-check.server";
import { deploymentOf } from "./lib/deployment.server";

// The deployment's public origin, for every page's canonical URL and share tags (lib/page-meta.ts). Prerendering
// runs this for every page, so the site content's schema check here fails the build, never a visitor's page.
export function loader({ context }: Route.LoaderArgs) {
  checkSiteContent();
  return { siteOrigin: deploymentOf(context).origin };
}

// The origin never changes within a deployment: client navigations need not fetch it again.
export const shouldRevalidate = () => false;

// The stylesheet is linked here with a precedence, not imported for its side effect: React then hoists it to the
// top of <head>, so the browser requests the render-blocking CSS before the script preloads (faster first paint).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: appCss, precedence: "default" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <MotionProvider>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter />
        </MotionProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated: browser tests wait for it instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <section className="mx-auto max-w-3xl px-5 pt-40 pb-24 sm:px-8">
      <h1 className="text-3xl font-semibold text-white">Unexpected Application Error!</h1>
      <p className="mt-4 text-slate-300">{detail}</p>
    </section>
  );
}
