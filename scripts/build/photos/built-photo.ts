import type { PhotoManifest, PhotoVariants } from "../../../app/lib/photos/photo-variants.ts";

/**
 * The variants the build made of a photo content names (`image`, by its path), for the prerender data; a photo it
 * did not make fails the build, naming what shows it (`shownBy`: "The leader Ines Valcourt").
 */
export function builtPhoto(photos: PhotoManifest, image: string, shownBy: string): PhotoVariants {
  const variants = photos[image];
  if (!variants) throw new Error(`${shownBy} shows ${image}, which is no photo in public/`);
  return variants;
}
