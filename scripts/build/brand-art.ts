// The brand's drawing parts, shared by the pictures drawn outside the browser: the build's share cards
// (share-cards.ts) and the brand's own card and logo (scripts/tools/share-image.ts).

/** The site's colours (ink and violet are the theme's `--color-ink` and `--color-accent` in app/app.css). */
export const palette = {
  ink: "#0b0a14",
  night: "#15122a",
  violet: "#a78bfa",
  pale: "#f5f3ff",
  teal: "#5eead4",
  slate: "#cbd5e1",
} as const;

/** The header's orbit mark (app/components/ui/brand-logo.tsx): its shapes, on a 28-unit square. */
export const orbitMarkShapes = `<ellipse cx="14" cy="14" rx="12.5" ry="6" fill="none" stroke="${palette.violet}" stroke-width="2" transform="rotate(-30 14 14)"/>
  <circle cx="14" cy="14" r="4" fill="${palette.pale}"/><circle cx="24" cy="8.5" r="2" fill="${palette.teal}"/>`;

const LINK_DISTANCE = 150;
const round = (value: number) => value.toFixed(1);

/**
 * The lines of the home page's particle field, still: every two points closer than 150 px are linked, the
 * closer the stronger (`strongest` is the opacity of a link of no length).
 */
export function particleLinks(points: readonly { x: number; y: number }[], strongest: number): string {
  const links: string[] = [];
  for (const [i, a] of points.entries()) {
    for (const b of points.slice(i + 1)) {
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance < LINK_DISTANCE) {
        links.push(
          `<line x1="${round(a.x)}" y1="${round(a.y)}" x2="${round(b.x)}" y2="${round(b.y)}" stroke="${palette.violet}" stroke-opacity="${(strongest * (1 - distance / LINK_DISTANCE)).toFixed(2)}"/>`,
        );
      }
    }
  }
  return links.join("");
}
