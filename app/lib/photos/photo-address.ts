import type { PhotoFormat } from "./photo-variants";

// A photo's address where a page names a file rather than showing a picture (a JSON-LD `image`, a feed's entry): the
// variants exist only once the build has encoded the photos, so the page names a stand-in address, and the build
// writes in its place the variant's own (complete-photos.server.tsx). An origin before it stays: an absolute URL
// stays absolute. In development, where nothing is encoded, it is the original's, which the development server
// serves.

const STAND_IN = "/@photo/";

/**
 * The address of a photo's variant at least `width` px wide (or its widest), in `format` (JPEG, which every reader
 * of a feed or a search result takes, unless asked otherwise): "/@photo/1200/jpeg/images/insights/harbour.jpg"
 * until the build completes the page.
 */
export function photoAddress(src: string, width: number, format: PhotoFormat = "jpeg"): string {
  return import.meta.env.DEV ? src : `${STAND_IN}${Math.round(width)}/${format}${src}`;
}

/** The stand-in addresses in a text: what `photoAddress` writes, up to a character no path holds. */
export const photoAddressPattern = /\/@photo\/(\d+)\/(avif|webp|jpeg)(\/[^\s"'<>\\?#]+)/g;
