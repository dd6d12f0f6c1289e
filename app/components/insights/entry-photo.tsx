/**
 * An Insights entry's photo, wherever it shows (a listing's card, the home page's newest entries, an entry's hero):
 * `src` is the entry's `image` as written (`/images/insights/harbour.jpg`). Laid out in a box of its own
 * proportions (3:2) whatever the file's, so the page never shifts when it arrives; the hero loads at once and
 * first (`priority`), every other one as it nears the screen. `sizes` says how wide it shows, for the versions of
 * several widths a photo is served in.
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

// `sizes` waits for the versions of several widths: HTML allows it on an <img> only beside a `srcset`.
export function EntryPhoto({ src, alt, priority = false, className = "" }: EntryPhotoProps) {
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={`aspect-[3/2] w-full object-cover ${className}`}
    />
  );
}
