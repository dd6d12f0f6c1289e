import { frameOrigins, scriptOrigins } from "~/lib/embeds/embed-hosts";

/**
 * The header policy of every HTML response. Server-rendered pages get a per-request nonce; prerendered pages
 * (served as static files, before the Worker runs) get the sha256 hashes of their inline scripts through the
 * `_headers` file written at build time. Both paths build the policy here, so they cannot drift apart.
 */

export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

/**
 * `devServer` lets Vite's hot-reload socket connect; nothing else about the policy relaxes in development. Also read
 * by the smoke check (scripts/deploy/smoke-check.ts, through Vite), which the unused-export check cannot follow.
 * @public
 */
export function contentSecurityPolicy(scripts: ScriptSources, { devServer = false } = {}): string {
  const scriptSources =
    "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptOrigins, ...scriptSources].join(" ")}`,
    // React and sonner set style attributes and a <style> element at run time; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    devServer ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${frameOrigins.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers every response of ours carries, HTML or not. Also read by the smoke check, as the policy is.
 * @public
 */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  // The video provider refuses embeds without a referrer, so not "no-referrer".
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * `apply` run on a response's own headers, or, when they cannot change (a fetched response's, a
 * `Response.redirect`'s), on a copy's; the response that has them. Most answers are our own, and are not copied.
 */
export function withHeaders(response: Response, apply: (headers: Headers) => void): Response {
  try {
    apply(response.headers);
    return response;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
}

export function applySecurityHeaders(
  headers: Headers,
  scripts: ScriptSources | null,
  options: { devServer?: boolean } = {},
): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) headers.set(name, value);
  if (scripts) headers.set("Content-Security-Policy", contentSecurityPolicy(scripts, options));
}

/**
 * The content editor's policy (/admin and its sign-in window, decision 0045). The editor is one script of our own
 * origin, so scripts stay as strict as on the pages, plus the nonce of the sign-in window's inline script. What it
 * needs beyond the pages' policy: `blob:` and `data:` for the previews of pictures it uploads, and GitHub's API,
 * the only other origin it calls, when editors sign in with GitHub.
 */
function editorContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // The editor's interface sets style attributes at run time, as React does on the pages.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' blob: data: https://api.github.com",
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The editor's headers: its own CSP, never indexed, never cached. The editor opens the GitHub sign-in window and
 * waits for its message, so it keeps a hold on the windows it opens (`same-origin-allow-popups`), and the sign-in
 * window, which passes through GitHub's origin, sets no opener policy of its own (`signInWindow`): either as
 * strict as the pages would cut the window off from the editor.
 */
export function applyEditorHeaders(headers: Headers, nonce: string, { signInWindow = false } = {}): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) headers.set(name, value);
  headers.set("Cross-Origin-Opener-Policy", signInWindow ? "unsafe-none" : "same-origin-allow-popups");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  headers.set("Cache-Control", "no-store");
  if (headers.get("Content-Type")?.startsWith("text/html")) {
    headers.set("Content-Security-Policy", editorContentSecurityPolicy(nonce));
  }
}

/** A random nonce, fresh for each server-rendered response. */
function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * A response's nonce, made the first time it is asked for and the same after: only HTML needs one, and most answers
 * the Worker makes (beacons, the API) are not HTML.
 */
export function lazyNonce(): () => string {
  let nonce: string | undefined;
  return () => (nonce ??= createNonce());
}

/**
 * Build output is content-hashed, so it can be cached for good. Also read by the smoke check, as the policy is.
 * @public
 */
export const HASHED_ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

export interface PrerenderedPage {
  /** URL path, e.g. "/vision". */
  path: string;
  /** Base64 sha256 of each inline script's text. */
  hashes: readonly string[];
}

/**
 * Cloudflare reads at most 100 rules of a `_headers` file and skips the rest, silently: a page past the hundredth
 * rule would be served without its policy. Pages share their policy (the same inline scripts) almost always, so the
 * pages below a folder that all share one get a single rule for the folder (`/es/*`, `/insights/*`), the shallowest
 * such folder, and the file's rules stay about as many as the site's top-level pages however many entries are
 * published. A page at the folder's own address (`/es`, `/insights`) keeps a rule of its own: the splat does not
 * reach it. Top-level pages each keep theirs: `/*` is every file's.
 */
function pagePolicyRules(pages: readonly PrerenderedPage[]): { path: string; policy: string }[] {
  const policyOf = new Map(pages.map((page) => [page.path, contentSecurityPolicy({ hashes: page.hashes })]));
  const foldersOf = (pagePath: string) => {
    const parts = pagePath.split("/").slice(1, -1);
    return parts.map((_, depth) => `/${parts.slice(0, depth + 1).join("/")}`);
  };
  const folders = [...new Set(pages.flatMap((page) => foldersOf(page.path)))].sort(
    (a, b) => a.split("/").length - b.split("/").length || a.localeCompare(b),
  );
  const rules: { path: string; policy: string }[] = [];
  const covered = new Set<string>();
  for (const folder of folders) {
    const inside = pages.filter((page) => page.path.startsWith(`${folder}/`) && !covered.has(page.path));
    const policies = new Set(inside.map((page) => policyOf.get(page.path)));
    const [policy] = policies;
    if (inside.length < 2 || policies.size !== 1 || policy === undefined) continue;
    rules.push({ path: `${folder}/*`, policy });
    for (const page of inside) covered.add(page.path);
  }
  for (const page of pages) {
    const policy = policyOf.get(page.path);
    if (!covered.has(page.path) && policy !== undefined) rules.push({ path: page.path, policy });
  }
  return rules.sort((a, b) => a.path.localeCompare(b.path));
}

/** The most rules Cloudflare reads of a `_headers` file: it skips the rest, without failing the deploy. */
const HEADERS_FILE_RULE_LIMIT = 100;

/**
 * A `_headers` file as the build writes it, or an error naming its rule count when Cloudflare would skip some of its
 * rules: the pages or pictures past the limit would be served without their headers. Loaded by the build, which the
 * unused-export check cannot follow.
 * @public
 */
export function withinRuleLimit(file: string): string {
  const rules = file.split("\n").filter((line) => line.startsWith("/")).length;
  if (rules > HEADERS_FILE_RULE_LIMIT)
    throw new Error(
      `_headers has ${String(rules)} rules: Cloudflare reads the first ${String(HEADERS_FILE_RULE_LIMIT)} and skips the rest, ` +
        "so the files they name would be served without their headers. Pages that share a policy are grouped by " +
        "folder (workers/security-headers.ts): a page with inline scripts of its own breaks its folder's group.",
    );
  return file;
}

/**
 * The `_headers` file for static assets: base headers on everything, a CSP on every prerendered page (a rule a page,
 * or a folder's: pagePolicyRules). Loaded by the build (react-router.config.ts, through Vite), which the unused-export
 * check cannot follow.
 * @public
 */
export function renderHeadersFile(pages: readonly PrerenderedPage[]): string {
  const base = Object.entries(baseSecurityHeaders).map(([name, value]) => `  ${name}: ${value}`);
  const blocks = [
    ["/*", ...base].join("\n"),
    ["/assets/*", `  Cache-Control: ${HASHED_ASSET_CACHE_CONTROL}`].join("\n"),
    // The content editor's own files (its script, copied from its package at build time): never indexed.
    ["/admin/*", "  X-Robots-Tag: noindex, nofollow"].join("\n"),
    ...pagePolicyRules(pages).map(({ path, policy }) => [path, `  Content-Security-Policy: ${policy}`].join("\n")),
  ];
  return `${blocks.join("\n")}\n`;
}
