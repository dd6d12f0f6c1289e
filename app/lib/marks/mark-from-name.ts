// Deterministic artwork parameters from a name, so a logo looks the same on every render and build.

const shapes = ["circle", "square", "diamond"] as const;

export interface NameMark {
  initials: string;
  /** Hue of `color`, for artwork that needs shades of it (portraits). */
  hue: number;
  color: string;
  shape: (typeof shapes)[number];
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) {
    h ^= char.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function markFromName(name: string): NameMark {
  const h = hash(name);
  const words = name.split(/[\s&-]+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  const initials = (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [name.slice(0, 2)]).join("").toUpperCase();
  // Hues between violet and teal keep every mark inside the site's palette; lightness stays high enough
  // for the dark initials to pass contrast.
  const hue = 170 + (h % 120);
  return { initials, hue, color: `hsl(${hue} 70% 72%)`, shape: shapes[h % shapes.length] ?? "circle" };
}

/** A wordmark's width at a height: the badge, then the name, which sets the rest of the width by its length. */
export function wordmarkWidth(name: string, height: number): number {
  return Math.round(height * (1.3 + name.length * 0.36));
}
