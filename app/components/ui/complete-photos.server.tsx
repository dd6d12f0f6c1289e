import { renderToStaticMarkup } from "react-dom/server";
import { photoAddressPattern } from "~/lib/photos/photo-address";
import { type PhotoFormat, type PhotoManifest, variantFor } from "~/lib/photos/photo-variants";
import { PHOTO_PLACEHOLDER, type PhotoProps } from "./photo";
import { PhotoPicture } from "./photo-picture";

// The build's last step on a page (scripts/build/photos/photos-plugin.ts): every photo's stand-in (photo.tsx) becomes
// its picture, and every stand-in address (lib/photos/photo-address.ts) its variant's address, from the manifest of
// the photos the build encoded.

const placeholder = new RegExp(`<picture ${PHOTO_PLACEHOLDER}="([^"]*)">[\\s\\S]*?</picture>`, "g");

/** An attribute's value as React escapes it, read back. */
const unescape = (value: string) =>
  value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

export interface CompletedPage {
  html: string;
  /** Photos the page shows that the build has not made: none, or the build fails naming them. */
  missing: string[];
}

/**
 * A page's HTML (or a feed's XML) with every photo's stand-in replaced by its picture, and every stand-in address
 * by its variant's.
 */
export function completePhotos(html: string, manifest: PhotoManifest): CompletedPage {
  const missing: string[] = [];
  const pictured = html.replace(placeholder, (stand, json: string) => {
    const props = JSON.parse(unescape(json)) as PhotoProps;
    const photo = manifest[props.src];
    if (!photo) {
      missing.push(props.src);
      return stand;
    }
    return renderToStaticMarkup(<PhotoPicture photo={photo} {...props} />);
  });
  const completed = pictured.replace(photoAddressPattern, (stand, width: string, format: PhotoFormat, src: string) => {
    const photo = manifest[src];
    const variant = photo ? variantFor(photo, format, Number(width)) : undefined;
    if (!variant) {
      missing.push(src);
      return stand;
    }
    return variant.path;
  });
  return { html: completed, missing };
}
