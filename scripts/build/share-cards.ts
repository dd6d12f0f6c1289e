// Draws a page's share card, a 1200x630 PNG: the brand's mark and name, a line saying what kind of page it is, the
// page's title set large enough to read in a thumbnail, and abstract art that changes with the kind (orbits for a
// service, a particle network for an expertise, rising steps for venture building, wide circles for the company,
// ruled lines for a legal page, stacked pages for an Insights entry) and, within a kind, with the page (seeded by
// its slug).
//
// satori lays the text out with the font's real metrics (Inter, from @fontsource/inter) and turns it into paths;
// resvg rasterises the whole picture. Neither needs a browser. The build calls this for every page of the registry
// (vite.config.ts); a card that cannot be made fails the build.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";

import type { CardKind, CardSpec } from "~/seo/share-card";
import { orbitMarkShapes, palette, particleLinks } from "./brand-art.ts";
import { drawingFingerprint } from "./share-card-cache.ts";

const WIDTH = 1200;
const HEIGHT = 630;

/** The longest title a card sets legibly (an Insights entry's longest): four lines at the smallest size. */
const TITLE_MAX_LENGTH = 110;

/** Titles longer than this (an entry's) are set smaller and higher, to keep four lines inside the card. */
const LONG_TITLE = 60;

const require = createRequire(import.meta.url);

/** The weights the card sets, each from its own file (named in full, so the dependency check sees them). */
const fontFiles = {
  400: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  600: require.resolve("@fontsource/inter/files/inter-latin-600-normal.woff"),
  700: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
} as const;

/**
 * What decides how a card looks besides its words, for the cache of drawn cards (share-card-cache.ts): this file,
 * the brand's art, the fonts, and the versions of satori and resvg.
 */
export function shareCardDrawing(): Promise<string> {
  const versionOf = (name: string) =>
    (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;
  return drawingFingerprint(
    [import.meta.filename, require.resolve("./brand-art.ts"), ...Object.values(fontFiles)],
    Object.fromEntries(["satori", "@resvg/resvg-js"].map((name) => [name, versionOf(name)])),
  );
}

let fonts: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    ([400, 600, 700] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(fontFiles[weight]),
    })),
  );
  return fonts;
}

/** A small deterministic generator, so a page's art is the same at every build. */
function seeded(text: string): () => number {
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  return () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 4294967296;
  };
}

const round = (value: number) => value.toFixed(1);

/** The art behind the text, for one kind, varied by the page. */
function art(kind: CardKind, random: () => number): string {
  // The art keeps to the right: the title takes up to 820 px from the left edge.
  const cx = 960 + random() * 90;
  const cy = 210 + random() * 200;
  switch (kind) {
    case "service": {
      const tilt = -40 + random() * 80;
      return [0, 1, 2]
        .map((ring) => {
          const rx = 120 + ring * 80;
          const angle = tilt + ring * 28;
          const satellite = (random() * Math.PI * 2).toFixed(3);
          return `<g transform="rotate(${round(angle)} ${round(cx)} ${round(cy)})">
            <ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${rx}" ry="${round(rx * 0.38)}" fill="none"
              stroke="${ring === 1 ? palette.teal : palette.violet}" stroke-opacity="0.5" stroke-width="2"/>
            <circle cx="${round(cx + rx * Math.cos(Number(satellite)))}" cy="${round(cy + rx * 0.38 * Math.sin(Number(satellite)))}"
              r="${8 - ring * 2}" fill="${ring === 1 ? palette.teal : palette.pale}"/>
          </g>`;
        })
        .concat(`<circle cx="${round(cx)}" cy="${round(cy)}" r="22" fill="${palette.pale}"/>`)
        .join("");
    }
    case "expertise": {
      const points = Array.from({ length: 44 }, () => ({
        x: 700 + random() * 520,
        y: random() * HEIGHT,
      }));
      const dots = points.map(
        (p, i) =>
          `<circle cx="${round(p.x)}" cy="${round(p.y)}" r="${i % 7 === 0 ? 4.5 : 2.6}" fill="${i % 7 === 0 ? palette.teal : palette.violet}"/>`,
      );
      return particleLinks(points, 0.45) + dots.join("");
    }
    case "venture": {
      const steps = 5;
      const base = 600;
      return Array.from({ length: steps }, (_, i) => {
        const height = 110 + i * (60 + random() * 22);
        const x = 860 + i * 66;
        return `<rect x="${x}" y="${round(base - height)}" width="46" height="${round(height)}" rx="10"
          fill="${i === steps - 1 ? palette.teal : palette.violet}" fill-opacity="${(0.2 + i * 0.12).toFixed(2)}"/>`;
      }).join("");
    }
    case "company":
      return [palette.violet, palette.teal, palette.violet]
        .map(
          (color, i) =>
            `<circle cx="${round(cx - i * 120 + random() * 60)}" cy="${round(cy + i * 70)}" r="${round(230 - i * 50 + random() * 30)}"
              fill="${color}" fill-opacity="0.10" stroke="${color}" stroke-opacity="0.35" stroke-width="2"/>`,
        )
        .join("");
    case "insights":
      return [0, 1, 2]
        .map((sheet) => {
          const x = 840 + sheet * 56 + random() * 16;
          const y = 120 + sheet * 48 + random() * 16;
          const lines = Array.from(
            { length: 6 },
            (_, i) =>
              `<rect x="${round(x + 32)}" y="${round(y + 48 + i * 34)}" width="${round(120 + random() * 90)}" height="8" rx="4" fill="${palette.slate}" fill-opacity="0.35"/>`,
          ).join("");
          return `<rect x="${round(x)}" y="${round(y)}" width="280" height="330" rx="22" fill="${palette.ink}"
            stroke="${sheet === 2 ? palette.teal : palette.violet}" stroke-opacity="0.6" stroke-width="2"/>${sheet === 2 ? lines : ""}`;
        })
        .join("");
    case "legal":
      return Array.from({ length: 12 }, (_, i) => {
        const y = 96 + i * 38;
        const length = 160 + random() * 180;
        return `<rect x="860" y="${y}" width="${round(length)}" height="6" rx="3" fill="${palette.slate}" fill-opacity="${i % 4 === 0 ? 0.45 : 0.18}"/>`;
      })
        .concat(
          `<circle cx="1060" cy="500" r="58" fill="none" stroke="${palette.teal}" stroke-width="3" stroke-opacity="0.7"/>`,
        )
        .join("");
  }
}

/**
 * Larger for short titles, never below what a 300 px wide thumbnail still reads (60 px on the full card; 52 px for
 * an entry's title of more than 60 characters, which a thumbnail shows as a block of text).
 */
function titleSize(title: string): number {
  if (title.length <= 16) return 104;
  if (title.length <= 26) return 88;
  if (title.length <= 40) return 72;
  return title.length <= LONG_TITLE ? 60 : 52;
}

/** An element as satori takes it (the shape JSX compiles to), without React. */
interface Node {
  type: string;
  props: { style?: Record<string, unknown>; src?: string; children?: Node | Node[] | string };
}
const h = (type: string, style: Record<string, unknown>, children?: Node | Node[] | string): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }) },
});

/** The text of the card, laid out by satori (a transparent SVG of paths, drawn over the art). */
async function textLayer(spec: CardSpec): Promise<string> {
  const markSvg = `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28">${orbitMarkShapes}</svg>`,
  ).toString("base64")}`;
  const mark: Node = { type: "img", props: { style: { width: 60, height: 60 }, src: markSvg } };
  // Laid out from the top down: satori measures wrapped text correctly only when the space below it is free.
  const tree = h(
    "div",
    {
      width: WIDTH,
      height: HEIGHT,
      display: "flex",
      flexDirection: "column",
      padding: "64px 88px",
      fontFamily: "Inter",
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: 20, color: "white" }, [
        mark,
        h("div", { fontSize: 40, fontWeight: 600, letterSpacing: -0.5 }, spec.siteName),
      ]),
      h(
        "div",
        {
          marginTop: spec.title.length > LONG_TITLE ? 96 : 150,
          fontSize: 28,
          fontWeight: 600,
          letterSpacing: 5,
          color: palette.teal,
          textTransform: "uppercase",
        },
        spec.kindLabel,
      ),
      h(
        "div",
        {
          marginTop: 18,
          width: 860,
          fontSize: titleSize(spec.title),
          fontWeight: 700,
          lineHeight: 1.04,
          letterSpacing: -1.5,
          color: "white",
        },
        spec.title,
      ),
    ],
  );
  return satori(tree as unknown as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    fonts: await loadFonts(),
  });
}

/** One page's card, as PNG bytes. Throws when the card cannot be made (a title too long to set legibly). */
export async function renderShareCard(spec: CardSpec): Promise<Uint8Array> {
  const title = spec.title.trim();
  if (!title || title.length > TITLE_MAX_LENGTH) {
    throw new Error(`no share card for "${spec.slug}": its title must be 1 to ${TITLE_MAX_LENGTH} characters`);
  }
  const random = seeded(`${spec.kind}:${spec.slug}`);
  const text = await textLayer({ ...spec, title });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs><radialGradient id="glow" cx="0.78" cy="0.3" r="0.6">
      <stop offset="0" stop-color="${palette.violet}" stop-opacity="0.28"/><stop offset="1" stop-color="${palette.violet}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0.4" stop-color="${palette.ink}" stop-opacity="0.85"/><stop offset="0.8" stop-color="${palette.ink}" stop-opacity="0"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.ink}"/>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
    ${art(spec.kind, random)}
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
    ${text}
  </svg>`;
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}
