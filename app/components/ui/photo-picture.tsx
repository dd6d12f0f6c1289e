import { type PhotoVariants, srcsetOf, variantsIn } from "~/lib/photos/photo-variants";
import type { PhotoProps } from "./photo";

/** The JPEG fallback's own `src`, for a browser that reads no `srcset`: the narrowest at least this wide. */
const FALLBACK_WIDTH = 960;

/**
 * A photograph as the page ships it: AVIF, then WebP, then the `<img>`'s JPEG, each at every width the build made
 * (the browser picks one by `sizes` and the screen's density). `width` and `height` are the widest variant's, so
 * the browser reserves the photo's place before a byte of it arrives. Lazy unless it is the page's main picture,
 * which is fetched first.
 */
export function PhotoPicture({
  photo,
  alt,
  sizes,
  priority = false,
  className,
}: Omit<PhotoProps, "src"> & { photo: PhotoVariants }) {
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
