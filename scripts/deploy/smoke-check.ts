// npm run smoke -- --url <origin> [--canonical <origin>] [--ops expect-sign-in|expect-404]
//
// After a deploy, the deployed site checked as a visitor and as ops would see it, one line a check ("ok", or
// "FAILED" and why):
// - each language's home page (`/`, `/es`) answers 200 with its canonical link on the site's origin (--canonical,
//   the --url origin unless given: a workers.dev address serves pages written for the custom domain), the security
//   headers and the policy of workers/security-headers.ts, and a Cache-Control that has browsers revalidate it on
//   every visit, so a deploy is seen at once; the hashed files it loads are cached for good (the build's _headers);
// - /api/health answers 200 (its causes printed when not);
// - a page view's beacon answers 204: one view of `/` from a browser's user agent, its source `smoke-check`, so the
//   numbers show it for what it is, and it counts as no more than one page view;
// - /ops answers its sign-in page or a 404, as --ops says (either, without it);
// - /api/contact refuses an empty message with a 400: no message is ever sent, nobody gets an e-mail from a check.
// Exit 0 when every check passed, 1 when any failed, 2 when the command itself is wrong. Nothing here needs a
// token or an account: it asks what any visitor may ask.
import { parseArgs } from "node:util";
import type { VisitBeacon } from "../../app/lib/visit/visit-beacon.ts";
import { loadModule } from "../build/load-module.ts";

const USAGE =
  "usage: npm run smoke -- --url <origin> [--canonical <origin>] [--ops expect-sign-in|expect-404]\n" +
  "       --canonical: the origin the pages name as theirs (default: the --url origin)";

/** Per request: a deployed site answers in well under a second; a cold start or a far region may take a few. */
const REQUEST_TIMEOUT_MS = 15_000;

/** A browser's user agent, so the beacon takes the path a visitor's does (a crawler's is dropped unread). */
const SMOKE_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 consultancy-site-deploy-smoke";
/** The campaign tag the beacon carries: its view is listed under this source in the numbers. */
const SMOKE_SOURCE = "smoke-check";

type OpsExpectation = "expect-sign-in" | "expect-404" | "either";

interface SecurityHeadersModule {
  baseSecurityHeaders: Readonly<Record<string, string>>;
  contentSecurityPolicy: (scripts: { hashes: readonly string[] }) => string;
  HASHED_ASSET_CACHE_CONTROL: string;
}
interface LanguagesModule {
  languages: readonly { code: string; prefix: string; name: string }[];
}
interface VisitBeaconModule {
  VISIT_BEACON_PATH: string;
}

class UsageError extends Error {}
/** A check's failure, and why. */
class CheckFailed extends Error {}

function originOption(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new UsageError(`--${name} ${value} is not an http(s) URL`);
  }
  return new URL(value).origin;
}

function parseCommand(argv: string[]): { origin: string; canonical: string; ops: OpsExpectation } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { url: { type: "string" }, canonical: { type: "string" }, ops: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const origin = originOption("url", values.url);
  if (!origin) throw new UsageError("--url <origin> is required, for example --url https://www.example.com");
  const ops = values.ops ?? "either";
  if (ops !== "expect-sign-in" && ops !== "expect-404" && ops !== "either") {
    throw new UsageError(`--ops is expect-sign-in or expect-404, not ${ops}`);
  }
  return { origin, canonical: originOption("canonical", values.canonical) ?? origin, ops };
}

async function request(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    throw new CheckFailed(`no answer from ${url} (${error instanceof Error ? error.message : String(error)}${cause})`);
  }
}

function expectStatus(response: Response, status: number): void {
  if (response.status === status) return;
  const where = response.headers.get("Location");
  throw new CheckFailed(`answered ${response.status}, not ${status}${where ? ` (Location: ${where})` : ""}`);
}

const quoted = (value: string | null) => (value === null ? "missing" : JSON.stringify(value));
/** The start of an answer's body, on one line. */
const excerpt = (body: string) => body.replace(/\s+/g, " ").trim().slice(0, 200);

/** The href of a document's canonical link, as the pages write it (`<link rel="canonical" href="..."/>`). */
function canonicalHref(html: string): string | undefined {
  const link = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(html)?.[0];
  return link ? /\bhref="([^"]*)"/i.exec(link)?.[1] : undefined;
}

/**
 * A policy without its per-response script sources (a nonce, or the hashes of a page's inline scripts): what every
 * HTML answer's policy must equal.
 */
const policyWithoutScriptSources = (policy: string) =>
  policy
    .replace(/\s*'(nonce|sha256)-[^']*'/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Whether a Cache-Control value has every visit ask the site again (a deploy is then seen at once). */
function revalidatedOnEveryVisit(cacheControl: string): boolean {
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

interface Check {
  name: string;
  /** Resolves with what was seen, or rejects with a CheckFailed saying why not. */
  run: () => Promise<string>;
}

async function smokeChecks(origin: string, canonical: string, ops: OpsExpectation): Promise<Check[]> {
  const [security, { languages }, { VISIT_BEACON_PATH }] = await Promise.all([
    loadModule<SecurityHeadersModule>("workers/security-headers.ts"),
    loadModule<LanguagesModule>("app/lib/language/languages.ts"),
    loadModule<VisitBeaconModule>("app/lib/visit/visit-beacon.ts"),
  ]);
  const expectedPolicy = policyWithoutScriptSources(security.contentSecurityPolicy({ hashes: [] }));

  const pageChecks = languages.flatMap(({ prefix }): Check[] => {
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
          const expected = `${canonical}${path}`;
          if (!URL.canParse(href) || new URL(href).href !== new URL(expected).href) {
            throw new CheckFailed(`canonical link ${href}, expected ${new URL(expected).href}`);
          }
          return `canonical ${href}`;
        },
      },
      {
        name: `page ${path} security headers`,
        run: async () => {
          const { headers } = (await page()).response;
          const wrong = Object.entries(security.baseSecurityHeaders)
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
          return `${Object.keys(security.baseSecurityHeaders).length + 1} headers as the repository has them`;
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
        const home = await (await request(`${origin}/`)).text();
        const file = /(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/.exec(home)?.[1];
        if (!file) throw new CheckFailed("the home page names no /assets/ file");
        const response = await request(`${origin}${file}`);
        expectStatus(response, 200);
        const cacheControl = response.headers.get("Cache-Control");
        if (cacheControl !== security.HASHED_ASSET_CACHE_CONTROL) {
          throw new CheckFailed(
            `${file}: Cache-Control is ${quoted(cacheControl)}, expected ${JSON.stringify(security.HASHED_ASSET_CACHE_CONTROL)}`,
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
        const response = await request(`${origin}${VISIT_BEACON_PATH}`, {
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

async function main(): Promise<number> {
  let command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const { origin, canonical, ops } = command;
  console.log(`Smoke check of ${origin}${canonical === origin ? "" : ` (pages on ${canonical})`}`);
  let failed = 0;
  for (const check of await smokeChecks(origin, canonical, ops)) {
    try {
      console.log(`ok      ${check.name}: ${await check.run()}`);
    } catch (error) {
      failed += 1;
      // Anything else that went wrong (a body that would not decode, say) fails the check that met it, not the run.
      const why = error instanceof CheckFailed ? error.message : `could not read the answer (${String(error)})`;
      console.log(`FAILED  ${check.name}: ${why}`);
    }
  }
  console.log(failed === 0 ? "Every check passed." : `${failed} check(s) failed.`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
