// Draws the site's link-preview card (public/share-image.png, 1200x630) and the square logo the organisation's
// structured data names (public/logo.png, 512x512): our own SVG art and the site's name and tagline from content,
// photographed once by Chromium. Run it again when the name or tagline changes: `npm run share-image`.
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import type { site as Site } from "~/content/site";
import { orbitMarkShapes, palette, particleLinks } from "../build/brand-art.ts";
import { loadModule } from "../build/load-module.ts";
import { chromiumFlags, chromiumPath } from "../chromium.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The header's orbit mark, drawn at any size. */
function orbitMark(size: number): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 28 28" aria-hidden="true">${orbitMarkShapes}</svg>`;
}

/**
 * Drifting particles frozen in place, linked when close: the home page's background, as a still. Flat colours
 * (stepped rings, not a gradient) keep the PNG small enough for every link-preview service.
 */
function particleField(width: number, height: number, count: number): string {
  let seed = 20_260_101;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const points = Array.from({ length: count }, () => ({ x: random() * width, y: random() * height }));
  const dots = points.map(
    (p) =>
      `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="2.4" fill="${palette.violet}" fill-opacity="0.8"/>`,
  );
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">
    <rect width="${width}" height="${height}" fill="${palette.ink}"/>
    ${[420, 300, 190].map((r) => `<circle cx="${width * 0.8}" cy="${height * 0.3}" r="${r}" fill="${palette.violet}" fill-opacity="0.06"/>`).join("")}
    ${particleLinks(points, 0.35)}${dots.join("")}
  </svg>`;
}

function page(width: number, height: number, body: string): string {
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; background: ${palette.ink}; }
    body { position: relative; font-family: "DejaVu Sans", "Liberation Sans", sans-serif; color: white; }
    .layer { position: absolute; inset: 0; }
  </style></head><body>${body}</body></html>`;
}

function shareCard(site: typeof Site): string {
  return page(
    1200,
    630,
    `
    <div class="layer">${particleField(1200, 630, 60)}</div>
    <div class="layer" style="padding: 84px 96px; display: flex; flex-direction: column; justify-content: center; gap: 36px;">
      <div style="display: flex; align-items: center; gap: 28px;">${orbitMark(112)}
        <span style="font-size: 92px; font-weight: 700; letter-spacing: -2px;">${site.name}</span></div>
      <p style="margin: 0; max-width: 760px; font-size: 38px; line-height: 1.35; color: ${palette.slate};">${site.tagline}</p>
      <div style="width: 120px; height: 6px; border-radius: 3px; background: ${palette.teal};"></div>
    </div>`,
  );
}

function logo(): string {
  return page(512, 512, `<div class="layer" style="display: grid; place-items: center;">${orbitMark(400)}</div>`);
}

const content = await loadModule<{ site: typeof Site }>("app/content/site.ts");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const [file, width, height, html] of [
    ["public/share-image.png", 1200, 630, shareCard(content.site)],
    ["public/logo.png", 512, 512, logo()],
  ] as const) {
    const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await tab.setContent(html);
    await tab.screenshot({ path: `${root}${file}`, type: "png" });
    console.log(`wrote ${file} (${width}x${height})`);
  }
} finally {
  await browser.close();
}
