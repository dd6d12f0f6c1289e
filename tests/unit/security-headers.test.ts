// Every security policy the Worker and the build write (workers/security-headers.ts), each held whole: a header's
// value parsed into its directives (a policy's, HSTS's, the permissions'), compared with the whole expected list, so
// a directive or value changed, added or dropped fails a test that names its header. The policies are written out
// here on purpose: they are what the site promises browsers, and a test that read them from the code could not fail.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  applyEditorHeaders,
  applySecurityHeaders,
  baseSecurityHeaders,
  contentSecurityPolicy,
  HASHED_ASSET_CACHE_CONTROL,
  lazyNonce,
  renderHeadersFile,
  withinRuleLimit,
} from "../../workers/security-headers";

/** A policy's directives in order, each with its values: `a b; c` is [["a", ["b"]], ["c", []]]. */
const directives = (header: string | null, separator = ";") =>
  (header ?? "")
    .split(separator)
    .map((directive) => directive.trim().split(/\s+/))
    .map(([name = "", ...values]) => [name, values]);

/** The pages' policy, with its script sources (a nonce or hashes) and the connections it allows. */
const pagePolicy = (scriptSources: string[], connect = ["'self'"]) => [
  ["default-src", ["'self'"]],
  ["script-src", ["'self'", "https://challenges.cloudflare.com", ...scriptSources]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:"]],
  ["font-src", ["'self'"]],
  ["connect-src", connect],
  ["media-src", ["'self'"]],
  [
    "frame-src",
    [
      "https://calendly.com",
      "https://www.youtube-nocookie.com",
      "https://drive.google.com",
      "https://challenges.cloudflare.com",
    ],
  ],
  ["object-src", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
];

const editorPolicy = (nonce: string) => [
  ["default-src", ["'self'"]],
  ["script-src", ["'self'", `'nonce-${nonce}'`]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:", "blob:"]],
  ["font-src", ["'self'", "data:"]],
  ["connect-src", ["'self'", "blob:", "data:", "https://api.github.com"]],
  ["media-src", ["'self'", "blob:"]],
  ["frame-src", ["'self'", "blob:"]],
  ["worker-src", ["'self'", "blob:"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
];

/** The headers on every answer, each value parsed where it is a list. */
const base = {
  "Strict-Transport-Security": [
    ["max-age=63072000", []],
    ["includeSubDomains", []],
    ["preload", []],
  ],
  "X-Content-Type-Options": [["nosniff", []]],
  "Referrer-Policy": [["strict-origin-when-cross-origin", []]],
  "Permissions-Policy": [
    ["camera=()", []],
    ["microphone=()", []],
    ["geolocation=()", []],
    ["payment=()", []],
    ["usb=()", []],
  ],
  "X-Frame-Options": [["DENY", []]],
  "Cross-Origin-Opener-Policy": [["same-origin", []]],
};
/** Headers whose values are lists separated by commas; every other is by semicolons. */
const commaLists = new Set(["permissions-policy", "x-robots-tag", "cache-control"]);
const parsed = (name: string, value: string | null) =>
  directives(value, commaLists.has(name.toLowerCase()) ? "," : ";");

/** Headers as name -> parsed value, for every header set. */
const parsedHeaders = (headers: Headers) =>
  Object.fromEntries([...headers].map(([name, value]) => [name, parsed(name, value)]));
const parsedBase = () => Object.fromEntries(Object.entries(base).map(([name, value]) => [name.toLowerCase(), value]));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the pages' policy", () => {
  it("with a nonce: every directive and value, in order, the nonce the only script of ours inline", () => {
    expect(directives(contentSecurityPolicy({ nonce: "abc123" }))).toEqual(pagePolicy(["'nonce-abc123'"]));
  });

  it("with the hashes of a prerendered page's inline scripts, each its own source", () => {
    expect(directives(contentSecurityPolicy({ hashes: ["aGFzaDE=", "aGFzaDI="] }))).toEqual(
      pagePolicy(["'sha256-aGFzaDE='", "'sha256-aGFzaDI='"]),
    );
    expect(directives(contentSecurityPolicy({ hashes: [] }))).toEqual(pagePolicy([]));
  });

  it("on the development server, only connections change: Vite's socket is allowed", () => {
    expect(directives(contentSecurityPolicy({ nonce: "abc123" }, { devServer: true }))).toEqual(
      pagePolicy(["'nonce-abc123'"], ["'self'", "ws:", "wss:"]),
    );
    expect(directives(contentSecurityPolicy({ nonce: "abc123" }, { devServer: false }))).toEqual(
      pagePolicy(["'nonce-abc123'"]),
    );
  });
});

describe("the headers on every answer", () => {
  it("are exactly these, each value whole: HSTS for two years with subdomains and preload, nosniff, the referrer kept to the origin across sites, no camera, microphone, location, payment or USB, no framing, the opener cut", () => {
    expect(
      Object.fromEntries(Object.entries(baseSecurityHeaders).map(([name, value]) => [name, parsed(name, value)])),
    ).toEqual(base);
  });

  it("an HTML answer gets them and the pages' policy; any other, them alone", () => {
    const html = new Headers({ "Content-Type": "text/html" });
    applySecurityHeaders(html, { nonce: "abc123" });
    expect(parsedHeaders(html)).toEqual({
      ...parsedBase(),
      "content-type": [["text/html", []]],
      "content-security-policy": pagePolicy(["'nonce-abc123'"]),
    });
    const json = new Headers({ "Content-Type": "application/json" });
    applySecurityHeaders(json, null);
    expect(parsedHeaders(json)).toEqual({ ...parsedBase(), "content-type": [["application/json", []]] });
    const development = new Headers();
    applySecurityHeaders(development, { nonce: "abc123" }, { devServer: true });
    expect(parsedHeaders(development)["content-security-policy"]).toEqual(
      pagePolicy(["'nonce-abc123'"], ["'self'", "ws:", "wss:"]),
    );
  });

  it("replace a value an answer set itself", () => {
    const headers = new Headers({ "X-Frame-Options": "SAMEORIGIN", "Referrer-Policy": "unsafe-url" });
    applySecurityHeaders(headers, null);
    expect(parsedHeaders(headers)).toEqual(parsedBase());
  });
});

describe("the content editor's headers", () => {
  const editorBase = (opener: string) => ({
    ...parsedBase(),
    "cross-origin-opener-policy": [[opener, []]],
    "x-robots-tag": [
      ["noindex", []],
      ["nofollow", []],
    ],
    "cache-control": [["no-store", []]],
  });

  it("the editor's page: its own policy, popups kept, never indexed, never cached", () => {
    const headers = new Headers({ "Content-Type": "text/html; charset=UTF-8" });
    applyEditorHeaders(headers, "n0nce");
    expect(parsedHeaders(headers)).toEqual({
      ...editorBase("same-origin-allow-popups"),
      "content-type": [
        ["text/html", []],
        ["charset=UTF-8", []],
      ],
      "content-security-policy": editorPolicy("n0nce"),
    });
    expect(headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("the sign-in window: no opener policy of its own, the same policy otherwise", () => {
    const headers = new Headers({ "Content-Type": "text/html" });
    applyEditorHeaders(headers, "n0nce", { signInWindow: true });
    expect(parsedHeaders(headers)).toEqual({
      ...editorBase("unsafe-none"),
      "content-type": [["text/html", []]],
      "content-security-policy": editorPolicy("n0nce"),
    });
    const page = new Headers({ "Content-Type": "text/html" });
    applyEditorHeaders(page, "n0nce", { signInWindow: false });
    expect(page.get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
  });

  it("an answer that is not HTML (its configuration, its script) gets no policy", () => {
    for (const type of ["application/json", "text/javascript"]) {
      const headers = new Headers({ "Content-Type": type });
      applyEditorHeaders(headers, "n0nce");
      expect(parsedHeaders(headers), type).toEqual({
        ...editorBase("same-origin-allow-popups"),
        "content-type": [[type, []]],
      });
    }
    const none = new Headers();
    applyEditorHeaders(none, "n0nce");
    expect(none.get("Content-Security-Policy")).toBeNull();
  });
});

describe("a response's nonce", () => {
  it("is 16 bytes from crypto.getRandomValues, in base64, made once and the same after", () => {
    const draw = vi.spyOn(crypto, "getRandomValues").mockImplementation((array: ArrayBufferView<ArrayBuffer>) => {
      if (array instanceof Uint8Array) array.forEach((_byte, index) => (array[index] = index + 248));
      return array;
    });
    const nonce = lazyNonce();
    expect(draw).not.toHaveBeenCalled();
    // Bytes 248 to 255, then 0 to 7.
    expect(nonce()).toBe("+Pn6+/z9/v8AAQIDBAUGBw==");
    expect(nonce()).toBe("+Pn6+/z9/v8AAQIDBAUGBw==");
    expect(draw).toHaveBeenCalledTimes(1);
    expect(draw.mock.calls[0]?.[0]).toHaveLength(16);
  });

  it("is another for another response", () => {
    const first = lazyNonce()();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(lazyNonce()()).not.toBe(first);
  });
});

describe("the build's _headers file", () => {
  it("the headers of every answer on every file, hashed assets cached for good, the editor's files never indexed, each prerendered page's policy with its hashes", () => {
    const file = renderHeadersFile([
      { path: "/", hashes: ["aGFzaDE="] },
      { path: "/es/vision", hashes: ["aGFzaDI=", "aGFzaDM="] },
    ]);
    const blocks = file.split(/\n(?=\S)/).map((block) => {
      const [path = "", ...lines] = block.trimEnd().split("\n");
      return [
        path,
        Object.fromEntries(
          lines.map((line) => {
            const [name = "", value = ""] = line.trim().split(/: (.*)/);
            return [name, parsed(name, value)];
          }),
        ),
      ];
    });
    expect(blocks).toEqual([
      ["/*", base],
      [
        "/assets/*",
        {
          "Cache-Control": [
            ["public", []],
            ["max-age=31536000", []],
            ["immutable", []],
          ],
        },
      ],
      [
        "/admin/*",
        {
          "X-Robots-Tag": [
            ["noindex", []],
            ["nofollow", []],
          ],
        },
      ],
      ["/", { "Content-Security-Policy": pagePolicy(["'sha256-aGFzaDE='"]) }],
      ["/es/vision", { "Content-Security-Policy": pagePolicy(["'sha256-aGFzaDI='", "'sha256-aGFzaDM='"]) }],
    ]);
    expect(file.endsWith("\n")).toBe(true);
    expect(file.split("\n")[0]).toBe("/*");
    expect(file).toContain("  Cache-Control: public, max-age=31536000, immutable\n");
  });

  /** The file's page policy rules, by path, each policy as the hashes it allows. */
  const policyRules = (pages: readonly { path: string; hashes: readonly string[] }[]) =>
    renderHeadersFile(pages)
      .split(/\n(?=\S)/)
      .flatMap((block) => {
        const [path = "", line = ""] = block.trimEnd().split("\n");
        const policy = /^ {2}Content-Security-Policy: (.*)$/.exec(line)?.[1];
        if (policy === undefined) return [];
        const hashes = [...policy.matchAll(/'sha256-[^']*'/g)].map(([hash]) => hash);
        return [[path, hashes] as const];
      });
  const shared = ["aGFzaDE="];
  const allowed = ["'sha256-aGFzaDE='"];

  it("gives the pages below a folder that all share a policy one rule for the folder, the shallowest; a page at the folder's own address and each top-level page keep theirs", () => {
    const pages = ["/", "/vision", "/es", "/es/vision", "/es/insights/a", "/es/insights/b", "/insights", "/insights/a"]
      .concat(["/insights/b", "/insights/page/2", "/expertise/quantum"])
      .map((path) => ({ path, hashes: shared }));
    expect(policyRules(pages)).toEqual([
      ["/", allowed],
      ["/es", allowed],
      ["/es/*", allowed],
      ["/expertise/quantum", allowed],
      ["/insights", allowed],
      ["/insights/*", allowed],
      ["/vision", allowed],
    ]);
  });

  it("keeps a rule for each page of a folder whose pages differ, and groups the deeper folders that do not", () => {
    const pages = [
      { path: "/es/vision", hashes: ["aGFzaDI="] },
      { path: "/es/insights/a", hashes: shared },
      { path: "/es/insights/b", hashes: shared },
      { path: "/es/insights/page/2", hashes: shared },
    ];
    expect(policyRules(pages)).toEqual([
      ["/es/insights/*", allowed],
      ["/es/vision", ["'sha256-aGFzaDI='"]],
    ]);
  });

  it("has as many rules with a thousand entries a language as with two: Cloudflare reads only a file's first 100", () => {
    const site = ["/", "/vision", "/insights", "/es", "/es/vision", "/es/insights"];
    const entries = (count: number) =>
      ["", "/es"].flatMap((prefix) => [
        ...Array.from({ length: count }, (_, index) => `${prefix}/insights/entry-${String(index)}`),
        ...Array.from(
          { length: Math.ceil(count / 12) - 1 },
          (_, index) => `${prefix}/insights/page/${String(index + 2)}`,
        ),
      ]);
    const rules = (count: number) =>
      renderHeadersFile([...site, ...entries(count)].map((path) => ({ path, hashes: shared }))).match(/^\//gm)?.length;
    expect(rules(1000)).toBe(rules(2));
    expect(rules(1000)).toBeLessThan(20);
  });

  it("fails the build when the file has more rules than Cloudflare reads, naming how many; passes it at the limit", () => {
    const file = (rules: number) =>
      Array.from({ length: rules }, (_, index) => `/page-${String(index)}\n  X-A: b`).join("\n");
    expect(withinRuleLimit(file(100))).toBe(file(100));
    expect(() => withinRuleLimit(file(101))).toThrow("_headers has 101 rules: Cloudflare reads the first 100");
    expect(() => withinRuleLimit(file(102))).toThrow("_headers has 102 rules: Cloudflare reads the first 100");
  });

  it("counts every rule of the file the build writes, the folders' splats among them", () => {
    // The file's own rules for every file (/*, /assets/*, /admin/*) and 97 top-level pages, each a rule of its own.
    const pages = Array.from({ length: 97 }, (_, index) => ({ path: `/page-${String(index)}`, hashes: [] }));
    expect(() => withinRuleLimit(renderHeadersFile(pages))).not.toThrow();
    const oneMore = [...pages, { path: "/page-97", hashes: [] }];
    expect(() => withinRuleLimit(renderHeadersFile(oneMore))).toThrow("_headers has 101 rules");
  });

  it("hashed assets are cached for a year, immutable", () => {
    expect(HASHED_ASSET_CACHE_CONTROL).toBe("public, max-age=31536000, immutable");
  });
});
