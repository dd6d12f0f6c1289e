import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { PhotoFormat } from "../../../app/lib/photos/photo-variants.ts";
import type { EncodedPhoto } from "./encode-photo.ts";
import type { PhotoSettings } from "./photo-settings.ts";

// Encoded photos, kept between builds in a folder of their own (not build/, which every build empties), each under
// a key made of the original's bytes and everything that decides its variants: the settings and the versions of
// sharp and libvips. A build after a change of words finds every photo here and encodes none; a changed photo, a
// changed setting or a new libvips is a new key. CI keeps the folder between runs (it is the only state a build
// reads back).

/** `.cache/photos` at the repository's root, unless PHOTO_CACHE_DIR names another folder. */
export const defaultPhotoCacheDir = path.resolve(
  process.env.PHOTO_CACHE_DIR ?? path.join(import.meta.dirname, "../../../.cache/photos"),
);

const FILE_EXTENSIONS: Readonly<Record<PhotoFormat, string>> = { avif: "avif", webp: "webp", jpeg: "jpg" };

interface CachedVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: number;
  /** The file's name in its entry's folder, and the last part of the name it is served by: "640.avif". */
  file: string;
}

/** One cached photo: the record in its folder (photo.json), beside its variants. */
export interface CachedPhoto {
  key: string;
  width: number;
  height: number;
  variants: CachedVariant[];
}

/** The key of an original encoded with these settings: a SHA-256, in hex. */
export function photoKey(original: Uint8Array, settings: PhotoSettings): string {
  const encoder = { settings, sharp: sharp.versions.sharp, vips: sharp.versions.vips };
  return createHash("sha256").update(JSON.stringify(encoder)).update("\0").update(original).digest("hex");
}

const recordOf = (cacheDir: string, key: string) => path.join(cacheDir, key, "photo.json");

/** The cached entry of a key, when its record and every file it lists are there. */
export async function readCachedPhoto(cacheDir: string, key: string): Promise<CachedPhoto | undefined> {
  let photo: CachedPhoto;
  try {
    photo = JSON.parse(await readFile(recordOf(cacheDir, key), "utf8")) as CachedPhoto;
  } catch {
    return undefined;
  }
  const sizes = await Promise.all(
    photo.variants.map((variant) =>
      stat(path.join(cacheDir, key, variant.file)).then(
        (found) => found.size,
        () => -1,
      ),
    ),
  );
  return sizes.every((size, i) => size === photo.variants[i]?.bytes) ? photo : undefined;
}

/**
 * Writes an encoded photo under its key: into a folder of its own first, then moved into place whole, so a build
 * stopped half-way leaves no entry that reads as complete.
 */
export async function writeCachedPhoto(cacheDir: string, key: string, encoded: EncodedPhoto): Promise<CachedPhoto> {
  const variants = encoded.variants.map(({ format, width, height, data }) => ({
    format,
    width,
    height,
    bytes: data.length,
    file: `${width}.${FILE_EXTENSIONS[format]}`,
  }));
  const photo: CachedPhoto = { key, width: encoded.width, height: encoded.height, variants };
  const staging = path.join(cacheDir, `${key}.${process.pid}.partial`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  await Promise.all(
    encoded.variants.map((variant, i) => writeFile(path.join(staging, variants[i]?.file ?? ""), variant.data)),
  );
  await writeFile(path.join(staging, "photo.json"), `${JSON.stringify(photo)}\n`);
  const target = path.join(cacheDir, key);
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
  return photo;
}
