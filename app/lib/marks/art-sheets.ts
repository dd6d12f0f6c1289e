// Artwork the home page repeats or shows below the fold (the clients' logos, the leaders' portraits) is served as
// SVG sheets: one file each, with a <view> a picture, so the page's HTML holds an <img> where it held the drawing,
// and its first response stays within a slow connection's first round trip (decision 0023).

/** Where each sheet is served: prerendered resource routes. */
export const artSheetPaths = {
  clientLogos: "/images/client-logos.svg",
  leaderPortraits: "/images/leader-portraits.svg",
} as const;

/** The height the logo sheet draws each wordmark at; an <img> may show it at any size, as it is vector art. */
export const LOGO_SHEET_HEIGHT = 24;

/** The side the portrait sheet draws each portrait at. */
export const PORTRAIT_SHEET_SIZE = 240;

/** The id of a picture's <view> in its sheet, the fragment an <img> names to show only that picture. */
export function artViewId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The address an <img> shows one picture of a sheet by. */
export function artSource(sheet: keyof typeof artSheetPaths, name: string): string {
  return `${artSheetPaths[sheet]}#${artViewId(name)}`;
}
