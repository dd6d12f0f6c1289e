import { PhotoPicture } from "~/components/ui/photo-picture";
import type { EntryPhotoFacts } from "~/content/insights/insight-summary";

/**
 * An Insights entry's photo, wherever it shows (a listing's card, the home page's newest entries, an entry's hero):
 * the variants the build encoded for it, which the build writes into the entries' prerender data
 * (scripts/build/insights-data.ts), as a <picture> of AVIF, WebP and JPEG at several widths with the photo's width
 * and height. Rendered from the variants themselves: the page's data names only the files that are deployed, never
 * the original. Laid out in a box of its own proportions (3:2) whatever the file's, so the page never shifts when it
 * arrives; the hero loads at once and first (`priority`), every other one as it nears the screen.
 */
export interface EntryPhotoProps {
  photo: EntryPhotoFacts;
  /** The entry's hero: loaded eagerly, with high priority. */
  priority?: boolean;
  /** How wide the photo shows at each viewport width (the `sizes` attribute). */
  sizes: string;
  className?: string;
}

export function EntryPhoto({ photo, priority = false, sizes, className = "" }: EntryPhotoProps) {
  return (
    <PhotoPicture
      photo={photo.variants}
      alt={photo.alt}
      sizes={sizes}
      priority={priority}
      className={`aspect-[3/2] w-full object-cover ${className}`.trim()}
    />
  );
}
