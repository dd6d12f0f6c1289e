// The smoke check's checks (scripts/deploy/smoke-check.ts runs them): what a deployed site must answer to what any
// visitor may ask, each check one request or two and a verdict. The site's own facts (its security headers, its
// languages, the beacon's path) come from the repository's modules, handed in, so that a check and the Worker
// cannot drift; the requests go through a requester (./smoke-request.ts) that asks a given version when told to and
// tries a transient failure again.
import type { VisitBeacon } from "../../app/lib/visit/visit-beacon.ts";
import { CheckFailed, type Requester } from "./smoke-request.ts";

export type OpsExpectation = "expect-sign-in" | "expect-404" | "either";

/** What the checks expect, read from the repository (workers/security-headers.ts, the languages, the beacon). */
export interface SiteFacts {
  baseSecurityHeaders: Readonly<Record<string, string>>;
  contentSecurityPolicy: (scripts: { hashes: readonly string[] }) => string;
  HASHED_ASSET_CACHE_CONTROL: string;
  languages: readonly { prefix: string }[];
  VISIT_BEACON_PATH: string;
}

export interface Check {
  name: string;
  /** Resolves with what was seen, or rejects with a CheckFailed saying why not. */
  run: () => Promise<string>;
}

/** A browser's user agent, so the beacon takes the path a visitor's does (a crawler's is dropped unread). */
const SMOKE_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 consultancy-site-deploy-smoke";
/** The campaign tag the beacon carries: its view is listed under this source in the numbers. */
const SMOKE_SOURCE = "smoke-check";

function expectStatus(response: Response, status: number): void {
  if (response.status === status) return;
  const where = response.headers.get("Location");
  throw new CheckFailed(`answered ${response.status}, not ${status}${where ? ` (Location: ${where})` : ""}`);
}

const quoted = (value: string | null) => (value === null ? "missing" : JSON.stringify(value));
/** The start of an answer's body, on one line. */
const excerpt = (body: string) => body.replace(/\s+/g, " ").trim().slice(0, 200);

/** The href of a document's canonical link, as the pages write it (`<link rel="canonical" href="..."/>`). */
export function canonicalHref(html: string): string | undefined {
  const link = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(html)?.[0];
  return link ? /\bhref="([^"]*)"/i.exec(link)?.[1] : undefined;
}

/**
 * A policy without its per-response script sources (a nonce, or the hashes of a page's inline scripts): what every
 * HTML answer's policy must equal.
 */
export const policyWithoutScriptSources = (policy: string) =>
  policy
    .replace(/\s*'(nonce|sha256)-[^']*'/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Whether a Cache-Control value has every visit ask the site again (a deploy is then seen at once). */
export function revalidatedOnEveryVisit(cacheControl: string): boolean {
  const directives = new Map(
    cacheControl.split(",").map((part) => {
      const [name = "", value = ""] = part.trim().toLowerCase().split("=");
      return [name, value] as const;
    }),
  );
  if (directives.has("no-store") || directives.has("no-cache")) return true;
  const sharedMaxAge = directives.get("s-maxage");
  return directives.get("max-age") === "0" && (sharedMaxAge === undefined || sharedMaxAge === "0");
}

/** The checks of the site at `origin` whose pages name `canonical` as theirs, in the order they run. */
export function smokeChecks(
  { origin, canonical, ops }: { origin: string; canonical: string; ops: OpsExpectation },
  facts: SiteFacts,
  request: Requester,
): Check[] {
  const expectedPolicy = policyWithoutScriptSources(facts.contentSecurityPolicy({ hashes: [] }));

  const pageChecks = facts.languages.flatMap(({ prefix }): Check[] => {
    const path = prefix || "/";
    // One request a page, read by its three checks.
    let answer: Promise<{ response: Response; html: string }> | undefined;
    const page = () =>
      (answer ??= request(`${origin}${path}`).then(async (response) => ({ response, html: await response.text() })));
    return [
      {
        name: `page ${path} answers 200 on its canonical origin`,
        run: async () => {
          const { response, html } = await page();
          expectStatus(response, 200);
          const href = canonicalHref(html);
          if (href === undefined) throw new CheckFailed("no canonical link");
          const expected = new URL(`${canonical}${path}`).href;
          if (!URL.canParse(href) || new URL(href).href !== expected) {
            throw new CheckFailed(`canonical link ${href}, expected ${expected}`);
          }
          return `canonical ${href}`;
        },
      },
      {
        name: `page ${path} security headers`,
        run: async () => {
          const { headers } = (await page()).response;
          const wrong = Object.entries(facts.baseSecurityHeaders)
            .filter(([name, value]) => headers.get(name) !== value)
            .map(([name, value]) => `${name} is ${quoted(headers.get(name))}, expected ${JSON.stringify(value)}`);
          const policy = headers.get("Content-Security-Policy");
          if (policy === null) wrong.push("Content-Security-Policy is missing");
          else if (policyWithoutScriptSources(policy) !== expectedPolicy) {
            wrong.push(
              `Content-Security-Policy is ${JSON.stringify(policy)}, expected ${JSON.stringify(expectedPolicy)}`,
            );
          }
          if (wrong.length > 0) throw new CheckFailed(wrong.join("; "));
          return `${Object.keys(facts.baseSecurityHeaders).length + 1} headers as the repository has them`;
        },
      },
      {
        name: `page ${path} cache headers`,
        run: async () => {
          const cacheControl = (await page()).response.headers.get("Cache-Control");
          if (cacheControl === null || !revalidatedOnEveryVisit(cacheControl)) {
            throw new CheckFailed(
              `Cache-Control is ${quoted(cacheControl)}: a browser or cache could serve it after the next deploy ` +
                "(expected max-age=0 with must-revalidate, or no-cache)",
            );
          }
          return `Cache-Control: ${cacheControl}`;
        },
      },
    ];
  });

  return [
    ...pageChecks,
    {
      name: "hashed files cached for good",
      run: async () => {
        const home = await request(`${origin}/`);
        expectStatus(home, 200);
        const file = /(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/.exec(await home.text())?.[1];
        if (!file) throw new CheckFailed("the home page names no /assets/ file");
        const response = await request(`${origin}${file}`);
        expectStatus(response, 200);
        const cacheControl = response.headers.get("Cache-Control");
        if (cacheControl !== facts.HASHED_ASSET_CACHE_CONTROL) {
          throw new CheckFailed(
            `${file}: Cache-Control is ${quoted(cacheControl)}, expected ${JSON.stringify(facts.HASHED_ASSET_CACHE_CONTROL)}`,
          );
        }
        return `${file}: Cache-Control: ${cacheControl}`;
      },
    },
    {
      name: "/api/health answers 200",
      run: async () => {
        const response = await request(`${origin}/api/health`);
        const body = await response.text();
        if (response.status !== 200) throw new CheckFailed(`answered ${response.status} ${excerpt(body)}`);
        return excerpt(body);
      },
    },
    {
      name: "a page view's beacon answers 204",
      run: async () => {
        const beacon: VisitBeacon = {
          kind: "view",
          path: "/",
          device: "desktop",
          referrer: "",
          utm_source: SMOKE_SOURCE,
          utm_medium: "",
          utm_campaign: "",
          utm_term: "",
          utm_content: "",
          vitals: {},
        };
        const response = await request(`${origin}${facts.VISIT_BEACON_PATH}`, {
          method: "POST",
          // As a page of the site sends it (navigator.sendBeacon with a string).
          headers: {
            Origin: origin,
            "Sec-Fetch-Site": "same-origin",
            "Content-Type": "text/plain;charset=UTF-8",
            "User-Agent": SMOKE_USER_AGENT,
          },
          body: JSON.stringify(beacon),
        });
        if (response.status !== 204) {
          throw new CheckFailed(`answered ${response.status} ${excerpt(await response.text())}`);
        }
        return `one view of / from source ${SMOKE_SOURCE}`;
      },
    },
    {
      name: {
        "expect-sign-in": "/ops answers its sign-in page",
        "expect-404": "/ops answers 404",
        either: "/ops answers its sign-in page or 404",
      }[ops],
      run: async () => {
        const response = await request(`${origin}/ops`);
        const body = await response.text();
        const signIn = response.status === 200 && body.includes('action="/ops/sign-in"');
        if (signIn && ops !== "expect-404") return "the sign-in page";
        if (response.status === 404 && ops !== "expect-sign-in") return "404 (the console is closed)";
        throw new CheckFailed(
          signIn ? "the sign-in page, where a 404 was expected" : `answered ${response.status} ${excerpt(body)}`,
        );
      },
    },
    {
      name: "/api/contact refuses an empty message (400), sending nothing",
      run: async () => {
        const response = await request(`${origin}/api/contact`, {
          method: "POST",
          headers: { Origin: origin, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
          body: "{}",
        });
        const body = await response.text();
        if (response.status !== 400) throw new CheckFailed(`answered ${response.status} ${excerpt(body)}`);
        return excerpt(body);
      },
    },
  ];
}
