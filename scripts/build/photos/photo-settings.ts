// How the build encodes the site's photographs: the widths and the formats of the variants each photo becomes. These
// settings are part of every cached variant's key (photo-cache.ts): changing one makes every photo again.

import type { PhotoFormat } from "../../../app/lib/photos/photo-variants.ts";

/** The formats, in the order a page offers them: the smallest first, the JPEG fallback last. */
export const photoFormats: readonly PhotoFormat[] = ["avif", "webp", "jpeg"];

export interface PhotoSettings {
  /**
   * The widths a photo is offered at, in device pixels, for a layout whose widest photo is about 1,000 CSS px: a
   * phone 390 px wide at 3 device pixels per px picks 1280 for a photo across the screen, a card half the screen
   * 640, a desktop hero at twice the density 1600. Never wider than the original (encode-photo.ts).
   */
  widths: readonly number[];
  /** Each format's encoder options (sharp's). */
  avif: { quality: number; effort: number };
  webp: { quality: number; effort: number };
  jpeg: { quality: number; mozjpeg: boolean };
  /** What a transparent photo's JPEG fallback is laid on: the pages' background (the theme's ink). */
  background: string;
}

/**
 * AVIF at quality 50 (sharp's default) at effort 2: effort 4 made a 1280 px variant about a tenth smaller and took
 * ten times as long, which on two cores is minutes a hundred photos. WebP and JPEG (mozjpeg, progressive) at 75.
 */
export const photoSettings: PhotoSettings = {
  widths: [320, 640, 960, 1280, 1600],
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  background: "#0b0a14",
};

/** Where the client build puts the variants: under /assets/, which the site serves as immutable (hashed names). */
export const photoOutputFolder = "assets/photos";
