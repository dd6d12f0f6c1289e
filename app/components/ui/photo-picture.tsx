import { type PhotoVariants, srcsetOf, variantsIn } from "~/lib/photos/photo-variants";

/** A photograph on a page: the variants the build made of it, and how the page shows it. */
interface PhotoPictureProps {
  /** The variants, as the page's data holds them (the prerender data's; never the original's path). */
  photo: PhotoVariants;
  /** What the photo shows, for people who cannot see it. */
  alt: string;
  /** How wide the photo is on the page at each viewport width, as `sizes` says it: "(min-width: 64rem) 56rem, 100vw". */
  sizes: string;
  /** The page's main picture, on screen at arrival (an entry's hero): fetched first and at once, not lazily. */
  priority?: boolean;
  /** Classes of the `<img>`, which takes the place and the shape. */
  className?: string;
}

/** The JPEG fallback's own `src`, for a browser that reads no `srcset`: the narrowest at least this wide. */
const FALLBACK_WIDTH = 960;

/**
 * A photograph as the page ships it: AVIF, then WebP, then the `<img>`'s JPEG, each at every width the build made
 * (the browser picks one by `sizes` and the screen's density). `width` and `height` are the widest variant's, so
 * the browser reserves the photo's place before a byte of it arrives. Lazy unless it is the page's main picture,
 * which is fetched first.
 */
export function PhotoPicture({ photo, alt, sizes, priority = false, className }: PhotoPictureProps) {
  const jpegs = variantsIn(photo, "jpeg");
  const widest = jpegs.at(-1);
  if (!widest) throw new Error(`a photo without a JPEG variant (${alt})`);
  const fallback = jpegs.find((variant) => variant.width >= FALLBACK_WIDTH) ?? widest;
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcsetOf(photo, "webp")} sizes={sizes} />
      <img
        src={fallback.path}
        srcSet={srcsetOf(photo, "jpeg")}
        sizes={sizes}
        width={widest.width}
        height={widest.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
