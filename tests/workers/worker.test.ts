import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sitePages } from "~/content/pages";
import { siteAddresses } from "~/content/site-addresses";

const fetchWorker = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`https://site.test${path}`, { redirect: "manual", ...init }));

// The pages that had an /assets/<slug> address, from the page registry.
const legacyPages = sitePages.filter((page) => page.legacyAssetSlug);
const [firstLegacy] = legacyPages;
const unlisted = sitePages.find((page) => page.kind === "expertise" && !page.legacyAssetSlug);

describe("/assets/<slug> redirects", () => {
  it.each(legacyPages.map((page) => [page.legacyAssetSlug, page.path]))(
    "%s answers 301 to its page, %s, keeping the query string",
    async (slug, path) => {
      const response = await fetchWorker(`/assets/${slug ?? ""}?utm_source=card&x=1`);
      expect(response.status).toBe(301);
      const location = new URL(response.headers.get("Location") ?? "", "https://site.test");
      expect(location.pathname + location.search).toBe(`${path}?utm_source=card&x=1`);
    },
  );

  it("redirects without a query string to the bare path", async () => {
    const response = await fetchWorker(`/assets/${firstLegacy?.legacyAssetSlug ?? ""}`);
    expect(new URL(response.headers.get("Location") ?? "", "https://site.test").pathname).toBe(firstLegacy?.path);
  });

  it.each([
    `/assets/${unlisted?.slug ?? ""}`,
    "/assets/unknown",
    `/assets/${firstLegacy?.legacyAssetSlug ?? ""}/extra`,
    "/assets/",
  ])("%s is not redirected", async (path) => {
    const response = await fetchWorker(path);
    expect(response.status).not.toBe(301);
    expect(response.headers.get("Location")).toBeNull();
  });
});

describe("one address a page", () => {
  // Every page in every language, and every resource route, from the registry: each spelt in other letter cases.
  const { pages, resources } = siteAddresses();
  const addresses = [...pages, ...resources];
  const caseVariants = (path: string) => [
    path.toUpperCase(),
    path.replace(/(^|\/)([a-z])/g, (_, slash: string, letter: string) => slash + letter.toUpperCase()),
    path.replace(/^\/es(?=\/|$)/, "/ES"),
  ];

  it.each(addresses)("%s in another letter case answers 301 to it, query kept", async (path) => {
    for (const variant of new Set(caseVariants(path).filter((variant) => variant !== path))) {
      const response = await fetchWorker(`${variant}?utm_source=mail&x=1`);
      expect(response.status, variant).toBe(301);
      expect(response.headers.get("Location"), variant).toBe(`${path}?utm_source=mail&x=1`);
    }
  });

  it("another spelling (doubled slashes, encoded letters, a trailing slash) answers 301 to the address", async () => {
    for (const [variant, target] of [
      ["//services//mvp-builder", "/services/mvp-builder"],
      ["/vi%73ion", "/vision"],
      ["/es/Vision/", "/es/vision"],
      ["/sitemap.xml/", "/sitemap.xml"],
      ["/ASSETS/Quantum", "/expertise/quantum"],
      ["/Es/assets/robotics?x=1", "/es/expertise/robotics?x=1"],
      ["//", "/"],
    ] as const) {
      const response = await fetchWorker(variant);
      expect(response.status, variant).toBe(301);
      expect(response.headers.get("Location"), variant).toBe(target);
    }
  });

  // A page with a trailing slash too: the form prerendering asks for it in (the static files redirect a visitor's).
  it.each(["/vision", "/es/vision", "/", "/es", "/sitemap.xml", "/vision/", "/es/"])(
    "%s as it stands is answered, not redirected",
    async (path) => {
      const response = await fetchWorker(`${path}?x=1`);
      expect(response.status).not.toBe(301);
    },
  );

  it.each(["/vision.", "/visions", "/es/vision/extra", "/%", "/api/Health", `/${"a".repeat(5000)}`])(
    "%s is no spelling of an address: not redirected",
    async (path) => {
      const response = await fetchWorker(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("Location")).toBeNull();
    },
  );
});

describe("/api", () => {
  it.each(["/api", "/api/", "/api/unknown", "/api/contact/extra"])("%s (unknown) answers 404 JSON", async (path) => {
    const response = await fetchWorker(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: false, code: "not_found" });
  });
});

describe("security headers", () => {
  it("an HTML page's inline script carries the nonce its policy allows: one nonce for the whole response", async () => {
    const response = await fetchWorker("/some/page");
    const policyNonces = [...(response.headers.get("Content-Security-Policy") ?? "").matchAll(/'nonce-([^']+)'/g)];
    const scriptNonces = [...(await response.text()).matchAll(/<script nonce="([^"]*)">/g)];
    expect(policyNonces).toHaveLength(1);
    expect(scriptNonces.map((match) => match[1])).toEqual(policyNonces.map((match) => match[1]));
  });

  it("every HTML response carries the strict policy with a fresh nonce", async () => {
    const first = await fetchWorker("/some/page");
    const second = await fetchWorker("/some/page");
    const csp = first.headers.get("Content-Security-Policy") ?? "";
    const directives: Record<string, string[]> = Object.fromEntries(
      csp
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([name = "", ...values]) => [name, values]),
    );
    // Ours, and the bot check's script (loaded once a visitor starts on the contact form): no other host.
    expect(directives["script-src"]?.filter((value) => !value.startsWith("'nonce-"))).toEqual([
      "'self'",
      "https://challenges.cloudflare.com",
    ]);
    expect(directives["script-src"]?.some((value) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(value))).toBe(true);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(directives["frame-src"]).toEqual([
      "https://calendly.com",
      "https://www.youtube-nocookie.com",
      "https://drive.google.com",
      "https://challenges.cloudflare.com",
    ]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(second.headers.get("Content-Security-Policy")).not.toBe(csp);

    expect(first.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{8,}/);
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("Permissions-Policy")).toContain("camera=()");
  });

  it("non-HTML responses get the base headers but no page CSP", async () => {
    const response = await fetchWorker("/api/unknown");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toBeNull();
  });
});

describe("everything else goes to React Router", () => {
  it("an unknown path answers 404", async () => {
    const response = await fetchWorker("/no/such/page");
    expect(response.status).toBe(404);
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "%s to a page: a plain 405 with Allow: GET, HEAD, saying nothing about the router",
    async (method) => {
      for (const path of ["/vision", "/", "/no/such/page", "/vision.data", "/_root.data"]) {
        const response = await fetchWorker(path, { method, body: method === "OPTIONS" ? null : "name=x" });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("Allow")).toBe("GET, HEAD");
        expect(await response.text()).toBe("Method Not Allowed");
      }
    },
  );

  it("GET and HEAD still reach React Router", async () => {
    for (const method of ["GET", "HEAD"]) {
      expect((await fetchWorker("/", { method })).status).toBe(200);
      // The stub build's catch-all route answers every other path.
      expect((await fetchWorker("/vision", { method })).status).toBe(404);
    }
  });
});

describe("no request a client can send is answered with a 5xx", () => {
  it.each([
    ["GET", "/%"],
    ["GET", "/%E0%A4%A"],
    ["GET", "/%00"],
    ["GET", "/assets/%"],
    ["GET", "/__manifest"],
    ["GET", "/__manifest?p=%&version=x"],
    ["GET", "/vision.data?_routes=%"],
    ["GET", "/_root.data"],
    ["GET", "/api/%"],
    ["POST", "/%"],
    ["PROPFIND", "/vision"],
    ["POST", "/api/contact?%"],
    ["DELETE", "/api/contact"],
  ])("%s %s", async (method, path) => {
    const response = await fetchWorker(path, { method });
    expect(response.status).toBeLessThan(500);
  });
});
