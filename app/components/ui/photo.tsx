/** A photograph on a page: the path content names it by, and how the page shows it. */
export interface PhotoProps {
  /** The original's path, as content names it: "/images/insights/harbour-workshop.jpg". */
  src: string;
  /** What the photo shows, for people who cannot see it. */
  alt: string;
  /** How wide the photo is on the page at each viewport width, as `sizes` says it: "(min-width: 64rem) 56rem, 100vw". */
  sizes: string;
  /** The page's main picture, on screen at arrival (an entry's hero): fetched first and at once, not lazily. */
  priority?: boolean;
  /** Classes of the `<img>`, which takes the place and the shape. */
  className?: string;
}

/** The attribute that marks a photo the build completes, holding its props as JSON. */
export const PHOTO_PLACEHOLDER = "data-photo";

/**
 * A photograph, as a `<picture>` of AVIF, WebP and JPEG at several widths (photo-picture.tsx). Which variants
 * exist is known only once the build has encoded the photos, so the page is rendered with this stand-in and the
 * build puts the picture in its place in every prerendered page (complete-photos.server.tsx): the Worker carries
 * no list of variants, whatever the number of photos. (An Insights entry's photo and a leader's are the exceptions:
 * the build writes their variants into the prerender data, so their pages render them directly, and no page's data
 * names the original; insights/entry-photo.tsx, home/leader-card.tsx.) In development the stand-in shows the
 * original, which the development server serves; a build never does.
 */
export function Photo(props: PhotoProps) {
  const original = import.meta.env.DEV ? props.src : undefined;
  return (
    <picture {...{ [PHOTO_PLACEHOLDER]: JSON.stringify(props) }}>
      <img src={original} alt={props.alt} className={props.className} />
    </picture>
  );
}
