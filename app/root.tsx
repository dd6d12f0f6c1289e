import { type ReactNode, use } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, useMatches, useRouteLoaderData } from "react-router";
import pageScriptUrl from "virtual:page-script";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { LanguageSuggestions } from "./components/layout/language-suggestions";
import { NotFoundMessage } from "./components/layout/not-found-message";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { type SiteText, SiteTextContext } from "./components/layout/site-text";
import { insightPageIn } from "./content/insights/insight-data.server";
import { interfaceIn } from "./content/localized.server";
import { navigationOf } from "./content/navigation";
import { pageByPath } from "./content/pages";
import { CspNonce } from "./lib/document/csp-nonce";
import { fullLayoutOnArrival } from "./lib/document/full-layout-on-arrival";
import { siteEnvOf } from "./lib/document/request-context.server";
import { isPageHandle } from "./lib/document/page-handle";
import { motionHook } from "./lib/document/page-hooks";
import { languageOfPath, languages, localizedPath } from "./lib/language/languages";
import { pageMeta } from "./seo/page-meta";

// The deployment's public origin, for every page's canonical URL and share tags (seo/page-meta.ts), and what the
// page's frame says in the page's language: the language is the path's (`/es/...` is Spanish).
export async function loader({ context, url }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname);
  const text = interfaceIn(language);
  // A page the other languages have too is linked as itself; an Insights entry as its translation, or else as that
  // language's listing (which no suggestion offers as this page); any other path (a 404) as their home page.
  const page = pageByPath(url.pathname);
  const linked = await Promise.all(
    languages
      .filter((other) => other.code !== language)
      .map(async (other) => {
        const insight = page ? undefined : await insightPageIn(context, url.pathname, other.code);
        return {
          alternate: {
            language: other.code,
            name: other.name,
            href: insight?.path ?? localizedPath(other.code, page ? page.path : "/"),
          },
          same: insight?.same ?? true,
        };
      }),
  );
  const alternates = linked.map(({ alternate }) => alternate);
  const translations = linked.filter(({ same }) => same).map(({ alternate }) => alternate);
  const siteText: SiteText = {
    language,
    text,
    navigation: navigationOf(language, text),
    alternates,
    year: new Date().getFullYear(),
  };
  return { siteOrigin: siteEnvOf(context).origin, siteText, suggestions: suggestionsFor(translations) };
}

/** Each other language's suggestion to the visitor, in that language's own words. */
function suggestionsFor(alternates: SiteText["alternates"]) {
  return alternates.map((alternate) => ({ ...alternate, words: interfaceIn(alternate.language).languageSuggestion }));
}

// The stylesheet is linked here with a precedence, not imported for its side effect: React then hoists it to the
// top of <head>, so the browser requests the render-blocking CSS before any script.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: appCss, precedence: "default" },
];

/**
 * Links between pages are ordinary document loads (most pages carry no router). The browser fetches a
 * same-origin page while the pointer rests on its link, so the load is all but instant when it is clicked.
 */
const speculationRules = JSON.stringify({
  prerender: [{ where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] }, eagerness: "moderate" }],
});

/**
 * Every page opts in to the browser's transition between documents (its animation is in app.css). The opt-in is
 * inline, not in app.css: Chromium looks for it when the arriving page first renders, and when the linked
 * stylesheet came in late (seen with requests intercepted in tests) it dropped the transition with an error;
 * inline, it is in the document from its first byte. Visitors who prefer reduced motion get none.
 */
const viewTransitionOptIn =
  "@view-transition{navigation:auto}@media (prefers-reduced-motion:reduce){@view-transition{navigation:none}}";

export function Layout({ children }: { children: ReactNode }) {
  // Static first: no page ships React Router's scripts or its data. Every page loads the one page script: the
  // behaviours, and React for the islands of the pages that have them (components/ui/island.tsx).
  const motion = useMatches()
    .map((match) => match.handle)
    .filter(isPageHandle)
    .some((handle) => handle.motion);
  const nonce = use(CspNonce);
  const root = useRouteLoaderData<typeof loader>("root");
  if (!root) return <BareDocument>{children}</BareDocument>;
  const { siteText, suggestions } = root;
  return (
    <html lang={siteText.language} {...motionHook.attr("paused")}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: fullLayoutOnArrival }} />
        <Meta />
        <Links />
        <style>{viewTransitionOptIn}</style>

        <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      <body>
        <SiteTextContext value={siteText}>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {siteText.text.skipLink}
          </a>
          <SiteHeader motionControl={motion} />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <SiteFooter />
          <LanguageSuggestions suggestions={suggestions} />
        </SiteTextContext>
        <script type="module" src={pageScriptUrl} />
      </body>
    </html>
  );
}

/** The document when even the root's loader failed: the page's own words, without the site's frame. */
function BareDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}

// A page's own meta replaces this; when a loader found no page, the error boundary's page is the not-found page.
export const meta: Route.MetaFunction = (args) =>
  isRouteErrorResponse(args.error) && args.error.status === 404 ? pageMeta(args, undefined) : [];

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A loader that finds no page for its path answers 404 (lib/document/page-not-found.ts): the not-found page.
  if (isRouteErrorResponse(error) && error.status === 404 && use(SiteTextContext)) return <NotFoundMessage />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <section className="mx-auto max-w-3xl px-5 pt-40 pb-24 sm:px-8">
      <h1 className="text-3xl font-semibold text-white">
        <UnexpectedErrorHeading />
      </h1>
      <p className="mt-4 text-slate-300">{detail}</p>
    </section>
  );
}

function UnexpectedErrorHeading() {
  // Inside the site's frame when the root's loader ran; in the bare document otherwise.
  const siteText = use(SiteTextContext);
  return siteText ? siteText.text.unexpectedError : "Unexpected Application Error!";
}
