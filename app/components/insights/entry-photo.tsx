import { Photo } from "~/components/ui/photo";

/**
 * An Insights entry's photo, wherever it shows (a listing's card, the home page's newest entries, an entry's hero):
 * `src` is the entry's `image` as written (`/images/insights/harbour.jpg`), shown through <Photo>, which the build
 * completes into a <picture> of AVIF, WebP and JPEG at several widths with the photo's width and height. Laid out
 * in a box of its own proportions (3:2) whatever the file's, so the page never shifts when it arrives; the hero
 * loads at once and first (`priority`), every other one as it nears the screen.
 */
export interface EntryPhotoProps {
  src: string;
  alt: string;
  /** The entry's hero: loaded eagerly, with high priority. */
  priority?: boolean;
  /** How wide the photo shows at each viewport width (the `sizes` attribute). */
  sizes: string;
  className?: string;
}

export function EntryPhoto({ src, alt, priority = false, sizes, className = "" }: EntryPhotoProps) {
  return (
    <Photo
      src={src}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={`aspect-[3/2] w-full object-cover ${className}`.trim()}
    />
  );
}
