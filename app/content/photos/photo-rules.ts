import * as v from "valibot";

// What the site takes as a photograph: where its file lives under public/, which types and how large. The schemas
// of content that names a photo (the leadership team, entries) take its path with `photoPath`; the content check
// reads the file itself (photo-file.server.ts); the build encodes every file of these folders
// (scripts/build/photos/) and never copies one as it is.

/** The folders of photographs, as pages address them. */
export const photoFolders = { people: "/images/people/", insights: "/images/insights/" } as const;
export type PhotoFolder = (typeof photoFolders)[keyof typeof photoFolders];

/** The largest upload the site takes (the editor's limit says so too). */
export const PHOTO_MAX_BYTES = 20_000_000;

/** What a photo may be, by the first bytes of its file; the file's name does not decide it. */
export const photoTypes = ["JPEG", "PNG", "WebP", "AVIF"] as const;
export type PhotoType = (typeof photoTypes)[number];

/** What the editor's picture fields take as a photo: the file names and the media types of `photoTypes`. */
export const photoUploadTypes = [
  ".jpg",
  ".jpeg",
  ".png",
  ".webp",
  ".avif",
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
] as const;

/** The names a photo's file may end in (an editor's upload keeps its camera's, upper case or not). */
const EXTENSION = String.raw`\.(?:jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)`;

/**
 * A photo's path in content, in one folder of photographs: "/images/people/ines-valcourt.jpg". Lower-case words,
 * digits, dots and dashes, as the editor names an upload.
 */
export function photoPath(folder: PhotoFolder) {
  const pattern = new RegExp(`^${folder.replaceAll("/", "\\/")}[a-z0-9][a-z0-9._-]*${EXTENSION}$`);
  return v.pipe(
    v.string(),
    v.regex(pattern, `expected a photo in ${folder} (a .jpg, .png, .webp or .avif file of lower-case words)`),
  );
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * The type of a picture by its signature: JPEG's start-of-image marker, PNG's eight bytes, a RIFF container of
 * WebP, or an ISO media file whose brands name AVIF (the major brand, or a compatible one after `mif1`).
 */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "JPEG";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "PNG";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "WebP";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
    const end = Math.min(boxSize, bytes.length);
    // The major brand at 8, the minor version at 12, then the compatible brands, four bytes each.
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "AVIF";
  }
  return undefined;
}
