// @vitest-environment node
// The smoke check's checks (scripts/deploy/smoke-checks.ts) against a stand-in site on loopback that answers as the
// deployed Worker does, each test changing one answer: every status but the expected one, every header value read,
// and the canonical link's origin and page. The browser spec (tests/e2e/smoke-check.spec.ts) runs the command
// against the real build; these cover what only a changed answer can show, fast enough for StrykerJS.
import http from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { languages } from "../../app/lib/language/languages.ts";
import { VISIT_BEACON_PATH } from "../../app/lib/visit/visit-beacon.ts";
import {
  type OpsExpectation,
  type SiteFacts,
  canonicalHref,
  policyWithoutScriptSources,
  revalidatedOnEveryVisit,
  smokeChecks,
} from "../../scripts/deploy/smoke-checks.ts";
import { requester } from "../../scripts/deploy/smoke-request.ts";
import {
  HASHED_ASSET_CACHE_CONTROL,
  baseSecurityHeaders,
  contentSecurityPolicy,
} from "../../workers/security-headers.ts";
import { servedOnLoopback } from "./loopback-server.ts";

const facts: SiteFacts = {
  baseSecurityHeaders,
  contentSecurityPolicy,
  HASHED_ASSET_CACHE_CONTROL,
  languages,
  VISIT_BEACON_PATH,
};
const CANONICAL = "https://www.consultancy.test";
const ASSET = "/assets/entry-Ab12Cd34.js";
const STYLESHEET = "/assets/root-Ef56Gh78.css";

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The deployed site's answer to a request, as the Worker gives it. */
function goodAnswer(method: string, path: string): Answer {
  const page = languages.find(({ prefix }) => (prefix || "/") === path);
  if (page && method === "GET") {
    return {
      status: 200,
      headers: {
        ...baseSecurityHeaders,
        "Content-Security-Policy": contentSecurityPolicy({ nonce: "r4nd0m" }),
        "Cache-Control": "public, max-age=0, must-revalidate",
        "Content-Type": "text/html",
      },
      body: `<!doctype html><html><head><link rel="canonical" href="${CANONICAL}${path}"/><script type="module" src="${ASSET}"></script></head><body>page</body></html>`,
    };
  }
  if (path === ASSET || path === STYLESHEET)
    return { status: 200, headers: { "Cache-Control": HASHED_ASSET_CACHE_CONTROL }, body: "x" };
  if (path === "/api/health") return { status: 200, headers: {}, body: '{"ok":true}' };
  if (path === VISIT_BEACON_PATH && method === "POST") return { status: 204, headers: {}, body: "" };
  if (path === "/ops") {
    return { status: 200, headers: {}, body: '<form method="post" action="/ops/sign-in"><input name="token"></form>' };
  }
  if (path === "/api/contact" && method === "POST") return { status: 400, headers: {}, body: '{"ok":false}' };
  return { status: 404, headers: {}, body: "Not found" };
}

let change: (answer: Answer, seen: Seen) => void = () => undefined;
const seen: Seen[] = [];
const site = http.createServer((incoming, outgoing) => {
  let body = "";
  incoming.on("data", (chunk: Buffer) => (body += chunk.toString()));
  incoming.on("end", () => {
    const request: Seen = {
      method: incoming.method ?? "GET",
      path: incoming.url ?? "/",
      headers: incoming.headers,
      body,
    };
    seen.push(request);
    const answer = goodAnswer(request.method, request.path);
    change(answer, request);
    outgoing.writeHead(answer.status, answer.headers).end(answer.body);
  });
});
const loopback = servedOnLoopback(site);
beforeEach(() => {
  change = () => undefined;
  seen.length = 0;
});

/** What each check said, in order, after running them all once (no waits between retries): what it saw, or why it failed. */
async function outcomes(ops: OpsExpectation = "either"): Promise<{ name: string; passed: boolean; said: string }[]> {
  const request = requester({ clock: { now: () => 0, sleep: () => Promise.resolve() } });
  const said = [];
  for (const { name, run } of smokeChecks({ origin: loopback.origin, canonical: CANONICAL, ops }, facts, request)) {
    said.push(
      await run().then(
        (seen) => ({ name, passed: true, said: seen }),
        (error: unknown) => ({ name, passed: false, said: error instanceof Error ? error.message : String(error) }),
      ),
    );
  }
  return said;
}

/** The names of the checks that failed, each with why. */
async function failures(ops: OpsExpectation = "either"): Promise<Map<string, string>> {
  return new Map((await outcomes(ops)).filter(({ passed }) => !passed).map(({ name, said }) => [name, said]));
}

/** A change to the answer to one method and path. */
const on =
  (method: string, path: string, alter: (answer: Answer) => void) =>
  (answer: Answer, request: Seen): void => {
    if (request.method === method && request.path === path) alter(answer);
  };

/** The answer to one method and path, given this status and body. */
const answering = (method: string, path: string, status: number, body: string) =>
  on(method, path, (answer) => {
    answer.status = status;
    answer.body = body;
  });

/**
 * Each test asks the loopback site tens of times (a status case: all 11 checks for each of 17 statuses): on two cores
 * busy with other work that takes seconds, past vitest's 5 s. A test cut off keeps running behind the next one and
 * changes the site's answers under it, so each gets a minute.
 */
const LOOPBACK_TESTS = { timeout: 60_000 };

const STATUSES = [200, 201, 204, 301, 302, 304, 400, 401, 403, 404, 405, 410, 429, 500, 502, 503, 504];

describe("the site as deployed", LOOPBACK_TESTS, () => {
  it("passes every check, in order, and sends one beacon of the check's own and one empty contact message", async () => {
    const names = smokeChecks(
      { origin: loopback.origin, canonical: CANONICAL, ops: "expect-sign-in" },
      facts,
      requester(),
    ).map(({ name }) => name);
    expect(names).toEqual([
      "page / answers 200 on its canonical origin",
      "page / security headers",
      "page / cache headers",
      "page /es answers 200 on its canonical origin",
      "page /es security headers",
      "page /es cache headers",
      "hashed files cached for good",
      "/api/health answers 200",
      "a page view's beacon answers 204",
      "/ops answers its sign-in page",
      "/api/contact refuses an empty message (400), sending nothing",
    ]);
    expect([...(await failures("expect-sign-in")).keys()]).toEqual([]);
    const beacons = seen.filter(({ path }) => path === VISIT_BEACON_PATH);
    expect(beacons).toHaveLength(1);
    // A desktop view of the home page with no referrer, listed under the check's own source and nothing else.
    expect(JSON.parse(beacons[0]?.body ?? "")).toEqual({
      kind: "view",
      path: "/",
      device: "desktop",
      referrer: "",
      utm_source: "smoke-check",
      utm_medium: "",
      utm_campaign: "",
      utm_term: "",
      utm_content: "",
      vitals: {},
    });
    // As a page's navigator.sendBeacon sends it, and as the contact form posts.
    expect(beacons[0]?.headers).toMatchObject({
      origin: loopback.origin,
      "sec-fetch-site": "same-origin",
      "content-type": "text/plain;charset=UTF-8",
    });
    expect(beacons[0]?.headers["user-agent"]).toMatch(/^Mozilla\/5\.0 .* Chrome\/\d+/);
    const contact = seen.filter(({ path }) => path === "/api/contact");
    expect(contact.map(({ body }) => body)).toEqual(["{}"]);
    expect(contact[0]?.headers).toMatchObject({
      origin: loopback.origin,
      "sec-fetch-site": "same-origin",
      "content-type": "application/json",
    });
    // Nothing follows a redirect, nothing asks twice what one request answered.
    expect(seen.filter(({ path }) => path === "/es")).toHaveLength(1);
  });

  it("each check says what it saw: the canonical link, the headers, the answers' first 200 characters on one line", async () => {
    const health = `\n {"ok": true,\n\t"version": "${"v".repeat(300)}"}\n`;
    change = on("GET", "/api/health", (answer) => (answer.body = health));
    expect((await outcomes("expect-sign-in")).map(({ said }) => said)).toEqual([
      `canonical ${CANONICAL}/`,
      `${Object.keys(baseSecurityHeaders).length + 1} headers as the repository has them`,
      "Cache-Control: public, max-age=0, must-revalidate",
      `canonical ${CANONICAL}/es`,
      `${Object.keys(baseSecurityHeaders).length + 1} headers as the repository has them`,
      "Cache-Control: public, max-age=0, must-revalidate",
      `${ASSET}: Cache-Control: ${HASHED_ASSET_CACHE_CONTROL}`,
      `{"ok": true, "version": "${"v".repeat(300)}`.slice(0, 200),
      "one view of / from source smoke-check",
      "the sign-in page",
      '{"ok":false}',
    ]);
    change = answering("GET", "/ops", 404, "Not found");
    expect((await outcomes("expect-404")).find(({ name }) => name === "/ops answers 404")?.said).toBe(
      "404 (the console is closed)",
    );
  });

  it("the hashed file read is the first the home page names, a stylesheet as well as a script", async () => {
    change = on("GET", "/", (answer) => {
      answer.body = answer.body.replace(/<script [^>]*><\/script>/, `<link rel="stylesheet" href="${STYLESHEET}"/>`);
    });
    const said = (await outcomes()).find(({ name }) => name === "hashed files cached for good");
    expect(said).toEqual({
      name: "hashed files cached for good",
      passed: true,
      said: `${STYLESHEET}: Cache-Control: ${HASHED_ASSET_CACHE_CONTROL}`,
    });
  });
});

describe("every status but the expected one fails the check that reads it", LOOPBACK_TESTS, () => {
  const cases: { method: string; path: string; expected: number[]; checks: string[]; ops?: OpsExpectation }[] = [
    {
      method: "GET",
      path: "/",
      expected: [200],
      checks: ["page / answers 200 on its canonical origin", "hashed files cached for good"],
    },
    { method: "GET", path: "/es", expected: [200], checks: ["page /es answers 200 on its canonical origin"] },
    { method: "GET", path: ASSET, expected: [200], checks: ["hashed files cached for good"] },
    { method: "GET", path: "/api/health", expected: [200], checks: ["/api/health answers 200"] },
    { method: "POST", path: VISIT_BEACON_PATH, expected: [204], checks: ["a page view's beacon answers 204"] },
    { method: "GET", path: "/ops", expected: [200], ops: "expect-sign-in", checks: ["/ops answers its sign-in page"] },
    { method: "GET", path: "/ops", expected: [404], ops: "expect-404", checks: ["/ops answers 404"] },
    { method: "GET", path: "/ops", expected: [200, 404], checks: ["/ops answers its sign-in page or 404"] },
    {
      method: "POST",
      path: "/api/contact",
      expected: [400],
      checks: ["/api/contact refuses an empty message (400), sending nothing"],
    },
  ];
  for (const { method, path, expected, checks, ops } of cases) {
    it(`${method} ${path}${ops ? ` (--ops ${ops})` : ""}: only ${expected.join(" or ")} passes`, async () => {
      for (const status of STATUSES) {
        change = on(method, path, (answer) => {
          answer.status = status;
          // A 404 of the console is its own page; a status's body is otherwise kept as the site wrote it.
          if (status === 404) answer.body = "Not found";
        });
        // A 404 of the console with --ops expect-404 passes; the sign-in page too with expect-sign-in.
        const failed = [...(await failures(ops)).keys()];
        expect(failed, `${method} ${path} answering ${status}`).toEqual(expected.includes(status) ? [] : checks);
      }
    });
  }

  it("GET /ops: the sign-in page where a 404 was expected fails, and so does a 200 without the sign-in form", async () => {
    expect((await failures("expect-404")).get("/ops answers 404")).toContain("the sign-in page, where a 404");
    change = on("GET", "/ops", (answer) => (answer.body = "<p>Welcome back</p>"));
    for (const ops of ["expect-sign-in", "either"] as const) expect((await failures(ops)).size).toBe(1);
  });
});

describe("each failure says why", LOOPBACK_TESTS, () => {
  const [firstHeader = "", firstValue = ""] = Object.entries(baseSecurityHeaders)[0] ?? [];
  const [secondHeader = "", secondValue = ""] = Object.entries(baseSecurityHeaders)[1] ?? [];
  const rewritten = policyWithoutScriptSources(contentSecurityPolicy({ hashes: [] })).replace("'self'", "*");
  const cases: { what: string; change: typeof change; check: string; why: string }[] = [
    {
      what: "a page's status, with no Location",
      change: on("GET", "/es", (answer) => (answer.status = 500)),
      check: "page /es answers 200 on its canonical origin",
      why: "answered 500, not 200",
    },
    {
      what: "two security headers, one wrong, one missing",
      change: on("GET", "/", (answer) => {
        answer.headers[firstHeader] = "wrong";
        Reflect.deleteProperty(answer.headers, secondHeader);
      }),
      check: "page / security headers",
      why: `${firstHeader} is "wrong", expected ${JSON.stringify(firstValue)}; ${secondHeader} is missing, expected ${JSON.stringify(secondValue)}`,
    },
    {
      what: "the policy",
      change: on("GET", "/", (answer) => (answer.headers["Content-Security-Policy"] = rewritten)),
      check: "page / security headers",
      why: `Content-Security-Policy is ${JSON.stringify(rewritten)}, expected ${JSON.stringify(policyWithoutScriptSources(contentSecurityPolicy({ hashes: [] })))}`,
    },
    {
      what: "a page's Cache-Control",
      change: on("GET", "/", (answer) => (answer.headers["Cache-Control"] = "max-age=60")),
      check: "page / cache headers",
      why:
        'Cache-Control is "max-age=60": a browser or cache could serve it after the next deploy ' +
        "(expected max-age=0 with must-revalidate, or no-cache)",
    },
    {
      what: "a page without Cache-Control",
      change: on("GET", "/", (answer) => Reflect.deleteProperty(answer.headers, "Cache-Control")),
      check: "page / cache headers",
      why:
        "Cache-Control is missing: a browser or cache could serve it after the next deploy " +
        "(expected max-age=0 with must-revalidate, or no-cache)",
    },
    {
      what: "a hashed file's Cache-Control",
      change: on("GET", ASSET, (answer) => (answer.headers["Cache-Control"] = "no-cache")),
      check: "hashed files cached for good",
      why: `${ASSET}: Cache-Control is "no-cache", expected ${JSON.stringify(HASHED_ASSET_CACHE_CONTROL)}`,
    },
    {
      what: "the health answer",
      change: answering("GET", "/api/health", 503, '{"ok":false,\n "problems": ["outbox"]}'),
      check: "/api/health answers 200",
      why: 'answered 503 {"ok":false, "problems": ["outbox"]}',
    },
    {
      what: "the beacon's answer",
      change: answering("POST", VISIT_BEACON_PATH, 400, "Bad beacon"),
      check: "a page view's beacon answers 204",
      why: "answered 400 Bad beacon",
    },
    {
      what: "the console's answer",
      change: answering("GET", "/ops", 500, "Internal error"),
      check: "/ops answers its sign-in page or 404",
      why: "answered 500 Internal error",
    },
    {
      what: "the contact form's answer",
      change: answering("POST", "/api/contact", 202, '{"ok":true}'),
      check: "/api/contact refuses an empty message (400), sending nothing",
      why: 'answered 202 {"ok":true}',
    },
  ];
  for (const { what, change: alter, check, why } of cases) {
    it(`${what}: ${why.slice(0, 60)}`, async () => {
      change = alter;
      expect([...(await failures()).entries()]).toEqual([[check, why]]);
    });
  }
});

describe("the canonical link", LOOPBACK_TESTS, () => {
  const wrongLinks: [string, string][] = [
    ["another origin", "https://elsewhere.test/es"],
    ["the right origin, another page", `${CANONICAL}/`],
    ["the right origin, a page below", `${CANONICAL}/es/vision`],
    ["http for https", CANONICAL.replace("https:", "http:") + "/es"],
    ["a relative address", "/es"],
    ["empty", ""],
  ];
  for (const [what, href] of wrongLinks) {
    it(`fails on ${what}`, async () => {
      change = on("GET", "/es", (answer) => {
        answer.body = answer.body.replace(/href="[^"]*"/, `href="${href}"`);
      });
      expect([...(await failures()).entries()]).toEqual([
        ["page /es answers 200 on its canonical origin", `canonical link ${href}, expected ${CANONICAL}/es`],
      ]);
    });
  }

  it("fails when there is none", async () => {
    change = on("GET", "/", (answer) => (answer.body = answer.body.replace('rel="canonical"', 'rel="alternate"')));
    expect((await failures()).get("page / answers 200 on its canonical origin")).toContain("no canonical link");
  });

  it("is read whatever the order of its attributes, and only from a canonical link", () => {
    expect(canonicalHref('<link href="https://a.test/x" rel="canonical">')).toBe("https://a.test/x");
    expect(canonicalHref('<link rel="alternate" href="https://a.test/y"><link rel="canonical" href="/z">')).toBe("/z");
    expect(canonicalHref('<a rel="canonical" href="https://a.test/x">')).toBeUndefined();
    expect(canonicalHref('<link rel="canonical">')).toBeUndefined();
    // Whole names only: another element, another attribute whose name ends the same way.
    expect(canonicalHref('<linkset rel="canonical" href="/x">')).toBeUndefined();
    expect(canonicalHref('<link xrel="canonical" href="/x">')).toBeUndefined();
    expect(canonicalHref('<link rel="canonical" nohref="/wrong" href="/right">')).toBe("/right");
  });
});

describe("the headers read", LOOPBACK_TESTS, () => {
  for (const name of Object.keys(baseSecurityHeaders)) {
    it(`${name}: another value fails the page's security headers, and so does none`, async () => {
      for (const value of [`${baseSecurityHeaders[name] ?? ""}x`, "", undefined]) {
        change = on("GET", "/", (answer) => {
          if (value === undefined) Reflect.deleteProperty(answer.headers, name);
          else answer.headers[name] = value;
        });
        expect([...(await failures()).keys()], `${name}: ${String(value)}`).toEqual(["page / security headers"]);
      }
    });
  }

  it("Content-Security-Policy: any directive changed fails; the page's own nonce or hashes do not", async () => {
    const policy = contentSecurityPolicy({ nonce: "n" });
    for (const directive of policy.split("; ")) {
      change = on("GET", "/es", (answer) => {
        answer.headers["Content-Security-Policy"] = policy.replace(directive, `${directive} https://evil.test`);
      });
      expect([...(await failures()).keys()], directive).toEqual(["page /es security headers"]);
    }
    change = on("GET", "/es", (answer) => Reflect.deleteProperty(answer.headers, "Content-Security-Policy"));
    expect((await failures()).get("page /es security headers")).toContain("Content-Security-Policy is missing");
    change = on("GET", "/es", (answer) => {
      answer.headers["Content-Security-Policy"] = contentSecurityPolicy({ hashes: ["abc=", "def="] });
    });
    expect([...(await failures()).keys()]).toEqual([]);
    expect(policyWithoutScriptSources("script-src 'self' 'nonce-x' 'sha256-y';  img-src 'self'")).toBe(
      "script-src 'self'; img-src 'self'",
    );
    expect(policyWithoutScriptSources(" img-src 'self'; script-src 'nonce-x' ")).toBe("img-src 'self'; script-src");
  });

  it("Cache-Control of a page: only what has every visit ask again passes", async () => {
    const passing = [
      "no-cache",
      "no-store",
      "public, max-age=0, must-revalidate",
      "max-age=0, s-maxage=0",
      "MAX-AGE=0",
    ];
    const failing = ["public, max-age=3600", "max-age=0, s-maxage=60", "max-age=1", "private", "", "max-age=00"];
    for (const value of passing) expect(revalidatedOnEveryVisit(value), value).toBe(true);
    for (const value of failing) expect(revalidatedOnEveryVisit(value), value).toBe(false);
    for (const value of [...failing, undefined]) {
      change = on("GET", "/", (answer) => {
        if (value === undefined) Reflect.deleteProperty(answer.headers, "Cache-Control");
        else answer.headers["Cache-Control"] = value;
      });
      expect([...(await failures()).keys()], String(value)).toEqual(["page / cache headers"]);
    }
  });

  it("Cache-Control of a hashed file: exactly the year-long immutable one", async () => {
    for (const value of ["public, max-age=31536000", "public, max-age=0, must-revalidate", "", undefined]) {
      change = on("GET", ASSET, (answer) => {
        if (value === undefined) Reflect.deleteProperty(answer.headers, "Cache-Control");
        else answer.headers["Cache-Control"] = value;
      });
      expect([...(await failures()).keys()], String(value)).toEqual(["hashed files cached for good"]);
    }
    change = on("GET", "/", (answer) => (answer.body = answer.body.replace(ASSET, "/entry.js")));
    expect((await failures()).get("hashed files cached for good")).toContain("names no /assets/ file");
  });

  it("Location is named in a redirect's failure", async () => {
    change = on("GET", "/es", (answer) => {
      answer.status = 307;
      answer.headers.Location = "/es/";
    });
    expect((await failures()).get("page /es answers 200 on its canonical origin")).toContain(
      "answered 307, not 200 (Location: /es/)",
    );
  });
});
