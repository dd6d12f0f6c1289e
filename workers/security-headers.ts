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

export function applySecurityHeaders(
  headers: Headers,
  scripts: ScriptSources | null,
  options: { devServer?: boolean } = {},
): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) headers.set(name, value);
  if (scripts) headers.set("Content-Security-Policy", contentSecurityPolicy(scripts, options));
}

/** A random nonce, fresh for each server-rendered response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
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
 * The `_headers` file for static assets: base headers on everything, a CSP per prerendered page. Loaded by the
 * build (react-router.config.ts, through Vite), which the unused-export check cannot follow.
 * @public
 */
export function renderHeadersFile(pages: readonly PrerenderedPage[]): string {
  const base = Object.entries(baseSecurityHeaders).map(([name, value]) => `  ${name}: ${value}`);
  const blocks = [
    ["/*", ...base].join("\n"),
    ["/assets/*", `  Cache-Control: ${HASHED_ASSET_CACHE_CONTROL}`].join("\n"),
    ...pages.map((page) =>
      [page.path, `  Content-Security-Policy: ${contentSecurityPolicy({ hashes: page.hashes })}`].join("\n"),
    ),
  ];
  return `${blocks.join("\n")}\n`;
}
