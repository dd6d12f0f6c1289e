/**
 * What an SVG picture of the site may hold: a drawing and nothing else. Pictures are uploaded through the editor at
 * /admin into public/ and served from the site's own origin, where the editor keeps a signed-in person's GitHub
 * token; an SVG can carry script, which would run there if the file were opened on its own. The pictures' headers
 * (public/_headers: a sandboxing policy with no script) keep any picture inert; this check keeps such a file out of
 * the repository in the first place, naming it, so the pull request that adds one fails its check.
 *
 * Refused: a script element, an event handler attribute (onload=...), a `javascript:` address (however its letters
 * are written: entities, spaces, tabs), a reference to another site (href, xlink:href, src, url() or @import with an
 * address that has a scheme or starts with //), an entity declaration (which can read other files), HTML inside the
 * drawing (foreignObject) and an animation that rewrites a link or an event handler. References inside the file
 * (`url(#gradient)`, `href="#shape"`) and pictures embedded as `data:image/...` are a drawing's own.
 */

interface Rule {
  /** What the file holds, in the words of the people who upload pictures. */
  holds: string;
  found: (text: string) => string | undefined;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  lpar: "(",
  rpar: ")",
  sol: "/",
  period: ".",
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
};

/** The text with character references written out, as the browser reads attribute values. */
function decoded(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    if (dec) return String.fromCodePoint(Number.parseInt(dec, 10));
    return NAMED_ENTITIES[(name ?? "").toLowerCase()] ?? whole;
  });
}

const firstMatch = (pattern: RegExp) => (text: string) => pattern.exec(text)?.[0];

/** The values of the attributes that load or link something. */
function referencedAddresses(text: string): string[] {
  const attributes = [...text.matchAll(/\s(?:[\w-]+:)?(?:href|src)\s*=\s*(["'])([\s\S]*?)\1/gi)].map(
    (match) => match[2] ?? "",
  );
  const urls = [...text.matchAll(/url\(\s*(["']?)([\s\S]*?)\1\s*\)/gi)].map((match) => match[2] ?? "");
  const imports = [...text.matchAll(/@import\s+(?:url\()?\s*(["']?)([^"')\s;]+)/gi)].map((match) => match[2] ?? "");
  return [...attributes, ...urls, ...imports].map((address) => address.trim());
}

/** Letters as the browser reads a scheme: spaces, tabs and line breaks inside it are ignored. */
// oxlint-disable-next-line no-control-regex -- the control characters are what a browser skips in a scheme
const squeezed = (text: string) => text.replace(/[\s\0-\x1f]+/g, "");

/**
 * An address on another site: a scheme of its own, or a host (`//cdn.example`). A data: picture is the file's own;
 * a javascript: address is a rule of its own.
 */
function isForeign(address: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed(address))?.[1]?.toLowerCase();
  if (scheme === undefined) return address.startsWith("//");
  return scheme !== "javascript" && !/^data:image\//i.test(address);
}

const rules: readonly Rule[] = [
  { holds: "a script", found: firstMatch(/<(?:[\w-]+:)?script\b[^>]*>?/i) },
  { holds: "an event handler", found: firstMatch(/[\s/"'](on[a-z]+)\s*=/i) },
  {
    holds: "a javascript: address",
    // Browsers ignore spaces, tabs and line breaks inside the scheme's letters.
    found: (text) => (/javascript:/i.test(squeezed(text)) ? "javascript:" : undefined),
  },
  { holds: "a reference to another site", found: (text) => referencedAddresses(text).find(isForeign) },
  { holds: "an entity declaration", found: firstMatch(/<!ENTITY[^>]*>?/i) },
  { holds: "HTML inside the drawing", found: firstMatch(/<(?:[\w-]+:)?foreignObject\b/i) },
  {
    holds: "an animation that rewrites a link or an event handler",
    found: firstMatch(/attributeName\s*=\s*(["'])\s*(?:[\w-]+:)?(?:href|on[a-z]+)\s*\1/i),
  },
];

/** A file's problems, one line each, naming the file: none for a drawing and nothing else. */
export function svgProblems(file: string, text: string): string[] {
  if (!/<(?:[\w-]+:)?svg[\s>]/i.test(text) || text.includes("\0")) {
    return [`${file}: refused: this is not an SVG drawing. Upload the picture again as an SVG file.`];
  }
  const readable = decoded(text);
  return rules.flatMap(({ holds, found }) => {
    const what = found(readable);
    if (what === undefined) return [];
    const excerpt = what.length > 60 ? `${what.slice(0, 57)}...` : what;
    return [
      `${file}: refused: the picture holds ${holds} (${excerpt}). A picture must be a drawing only: ` +
        "export it again from the drawing program as a plain SVG, without scripts, links or anything from another site.",
    ];
  });
}
