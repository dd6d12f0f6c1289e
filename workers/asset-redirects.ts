// Spec section 2: the rotating destinations link to /assets/<slug>, but the expertise pages live at
// /expertise/<slug> (design.md section 3). Only these six slugs redirect; any other /assets/... is a 404.
export const assetRedirectSlugs = [
  "quantum",
  "robotics",
  "scalable-ai",
  "behavioural-systems",
  "mit-media-lab",
  "complexity-modelling",
] as const;

export function assetRedirectTarget(url: URL): string | null {
  const match = /^\/assets\/([a-z-]+)\/?$/.exec(url.pathname);
  const slug = match?.[1];
  if (!slug || !(assetRedirectSlugs as readonly string[]).includes(slug)) return null;
  return `/expertise/${slug}${url.search}`;
}
