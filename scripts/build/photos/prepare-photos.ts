import { readdir, readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { photoFileProblem } from "../../../app/content/photos/photo-file.server.ts";
import { photoFolders } from "../../../app/content/photos/photo-rules.ts";
import type { PhotoManifest, PhotoVariants } from "../../../app/lib/photos/photo-variants.ts";
import { encodePhoto } from "./encode-photo.ts";
import { type CachedPhoto, photoKey, readCachedPhoto, writeCachedPhoto } from "./photo-cache.ts";
import { photoOutputFolder, type PhotoSettings } from "./photo-settings.ts";

// Every photograph of the site's folders of photos, made ready for a build: taken from the cache, or encoded and
// cached. Gives the manifest the prerender data takes the pages' photos from (built-photo.ts) and the files the
// client build copies.

export interface PreparedPhotos {
  manifest: PhotoManifest;
  /** Photos encoded by this build. */
  encoded: number;
  /** Photos taken from the cache. */
  cached: number;
  /** The variants to copy: from the cache, to their path under the client build. */
  files: { from: string; to: string }[];
}

export interface PhotoSources {
  /** The folder pages' paths start from (public/). */
  publicDir: string;
  cacheDir: string;
  settings: PhotoSettings;
  /** Photos encoded at once: libvips already spreads one photo over the cores, so more only takes memory. */
  concurrency?: number;
}

/** The files of the folders of photos, as the paths pages name them by ("/images/people/ines.jpg"); sorted. */
async function photoPaths(publicDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of Object.values(photoFolders)) {
    const entries = await readdir(path.join(publicDir, folder), { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    for (const entry of entries) {
      // Hidden files (a system's folder notes) are neither photos nor published.
      if (!entry.isFile() || entry.name.startsWith(".")) continue;
      const relative = path.relative(publicDir, path.join(entry.parentPath, entry.name));
      found.push(`/${relative.split(path.sep).join("/")}`);
    }
  }
  return found.sort();
}

/** A variant's address: the original's name, the key's start and its width, so a changed photo is a new address. */
function servedName(photo: string, cached: CachedPhoto, file: string): string {
  const name = path.posix
    .basename(photo, path.posix.extname(photo))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${name || "photo"}-${cached.key.slice(0, 10)}-${file}`;
}

/** Runs `work` on every item, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

export async function preparePhotos({
  publicDir,
  cacheDir,
  settings,
  concurrency = Math.min(2, availableParallelism()),
}: PhotoSources): Promise<PreparedPhotos> {
  const paths = await photoPaths(publicDir);
  const problems = paths.flatMap((photo) => {
    const problem = photoFileProblem(photo, publicDir);
    return problem ? [`public${photo}: ${problem}; its folder holds photos only`] : [];
  });
  if (problems.length > 0) throw new Error(`Photos the build cannot take:\n${problems.join("\n")}`);
  // libvips keeps recently used images and operations; a build reads each photo once.
  sharp.cache(false);
  // Photos finish in whatever order their encodings end; the manifest lists them in the folders' order.
  const variantsOf = new Map<string, PhotoVariants>();
  const files: PreparedPhotos["files"] = [];
  let encoded = 0;
  await eachLimited(paths, concurrency, async (photo) => {
    const original = await readFile(path.join(publicDir, photo));
    const key = photoKey(original, settings);
    let cached = await readCachedPhoto(cacheDir, key);
    if (!cached) {
      const made = await encodePhoto(original, settings).catch((error: unknown) => {
        throw new Error(`public${photo}: not a picture the build can read (${String(error)})`, { cause: error });
      });
      cached = await writeCachedPhoto(cacheDir, key, made);
      encoded += 1;
    }
    const entry = cached;
    variantsOf.set(photo, {
      width: entry.width,
      height: entry.height,
      variants: entry.variants.map(({ format, width, height, bytes, file }) => {
        const served = `${photoOutputFolder}/${servedName(photo, entry, file)}`;
        files.push({ from: path.join(cacheDir, entry.key, file), to: served });
        return { format, width, height, bytes, path: `/${served}` };
      }),
    });
  });
  files.sort((a, b) => a.to.localeCompare(b.to));
  const manifest = Object.fromEntries(
    paths.flatMap((photo) => {
      const variants = variantsOf.get(photo);
      return variants ? [[photo, variants] as const] : [];
    }),
  );
  return { manifest, encoded, cached: paths.length - encoded, files };
}

/** What a build says of its photos: "photos: 2 encoded, 40 from the cache (.cache/photos), 630 files, 9.1 s". */
export function photoCounts(photos: PreparedPhotos, cacheDir: string, seconds: number): string {
  return `photos: ${photos.encoded} encoded, ${photos.cached} from the cache (${cacheDir}), ${photos.files.length} files, ${seconds.toFixed(1)} s`;
}
