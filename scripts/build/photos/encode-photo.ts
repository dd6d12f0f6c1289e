import sharp, { type Sharp } from "sharp";
import type { PhotoFormat } from "../../../app/lib/photos/photo-variants.ts";
import { photoFormats, type PhotoSettings } from "./photo-settings.ts";

// One photograph made into the variants pages offer: turned upright by its EXIF orientation, decoded once at the
// largest width it is offered at, then encoded in every format at every width. Nothing of the original's metadata
// (EXIF, GPS, camera, ICC profile) is written into a variant: sharp writes none unless asked, and the pixels are
// converted to sRGB first.

interface EncodedVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface EncodedPhoto {
  /** The original's size once upright. */
  width: number;
  height: number;
  /** Narrowest first; at each width every format, in the order of photoFormats. */
  variants: EncodedVariant[];
}

/**
 * The widths a photo `originalWidth` wide is offered at: the settings' widths it is wider than (by a tenth at
 * least, so no two variants are nearly the same), then the original's own width, or the widest of the settings
 * when it is wider. Never wider than the original.
 */
export function variantWidths(originalWidth: number, widths: readonly number[]): number[] {
  const widest = Math.min(originalWidth, Math.max(...widths));
  const narrower = widths.filter((width) => width < widest && width <= originalWidth * 0.9);
  return [...narrower.toSorted((a, b) => a - b), widest];
}

function encoder(image: Sharp, format: PhotoFormat, settings: PhotoSettings): Sharp {
  switch (format) {
    case "avif":
      return image.avif(settings.avif);
    case "webp":
      return image.webp(settings.webp);
    case "jpeg":
      // JPEG has no transparency: a transparent photo is laid on the pages' background.
      return image.flatten({ background: settings.background }).jpeg(settings.jpeg);
  }
}

/** Encodes one original (its bytes as uploaded). Throws when the bytes are no picture sharp can read. */
export async function encodePhoto(original: Uint8Array, settings: PhotoSettings): Promise<EncodedPhoto> {
  const { autoOrient } = await sharp(original).metadata();
  const widths = variantWidths(autoOrient.width, settings.widths);
  const { data, info } = await sharp(original)
    .autoOrient()
    .resize({ width: widths.at(-1) })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants: EncodedVariant[] = [];
  for (const width of widths) {
    for (const format of photoFormats) {
      const image = sharp(data, { raw }).resize({ width });
      const encoded = await encoder(image, format, settings).toBuffer({ resolveWithObject: true });
      variants.push({ format, width: encoded.info.width, height: encoded.info.height, data: encoded.data });
    }
  }
  return { width: autoOrient.width, height: autoOrient.height, variants };
}
