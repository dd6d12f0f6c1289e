// What the build makes of one photograph (scripts/build/photos/) and what a page needs to offer it: its variants,
// each a format at a width, by the address the site serves it at.

export type PhotoFormat = "avif" | "webp" | "jpeg";

export interface PhotoVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  /** Where the site serves it: "/assets/photos/ines-valcourt-3f9a1c2b7e-640.avif". */
  path: string;
  /** Its size in bytes. */
  bytes: number;
}

/** A photo as the build made it: its oriented size as uploaded, and its variants, narrowest first in each format. */
export interface PhotoVariants {
  width: number;
  height: number;
  variants: readonly PhotoVariant[];
}

/** Every photo of the build, by the path content names it by ("/images/people/ines-valcourt.jpg"). */
export type PhotoManifest = Readonly<Record<string, PhotoVariants>>;

/** A format's variants, narrowest first. */
export function variantsIn(photo: PhotoVariants, format: PhotoFormat): PhotoVariant[] {
  return photo.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
}

/** A format's variant at least `width` px wide, or its widest; undefined for a photo without that format. */
export function variantFor(photo: PhotoVariants, format: PhotoFormat, width: number): PhotoVariant | undefined {
  const variants = variantsIn(photo, format);
  return variants.find((candidate) => candidate.width >= width) ?? variants.at(-1);
}

/** A `srcset` of a format's variants: "/assets/photos/x-320.avif 320w, /assets/photos/x-640.avif 640w". */
export function srcsetOf(photo: PhotoVariants, format: PhotoFormat): string {
  return variantsIn(photo, format)
    .map((variant) => `${variant.path} ${variant.width}w`)
    .join(", ");
}
