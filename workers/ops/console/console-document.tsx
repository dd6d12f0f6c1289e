import type { ReactNode } from "react";

/** The console's pages, each a link of the navigation. */
const consolePages = [
  { path: "/ops", name: "Numbers" },
  { path: "/ops/outbox", name: "Outbox" },
] as const;

export type ConsolePath = (typeof consolePages)[number]["path"];

/**
 * Every console page's document: English only, kept out of search indexes, its one stylesheet, no script. Signed in,
 * the navigation and a sign-out button (a POST form, like every action of the console).
 */
export function ConsoleDocument({
  title,
  current,
  children,
}: {
  title: string;
  /** The navigation's page this is; absent when signed out. */
  current?: ConsolePath;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Ops console`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/ops/console.css" />
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header>
          <p>Ops console</p>
          {current && (
            <>
              <nav aria-label="Console">
                <ul>
                  {consolePages.map((page) => (
                    <li key={page.path}>
                      <a href={page.path} aria-current={page.path === current ? "page" : undefined}>
                        {page.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <form method="post" action="/ops/sign-out">
                <button type="submit" className="quiet">
                  Sign out
                </button>
              </form>
            </>
          )}
        </header>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
