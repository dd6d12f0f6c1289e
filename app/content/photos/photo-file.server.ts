import { closeSync, openSync, readSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PHOTO_MAX_BYTES, photoFolders, photoTypeOf, photoTypes } from "./photo-rules.ts";

// The content check's look at the photo files content names (check-content.server.ts): each must be there, be a
// picture of a type the site takes (by its first bytes, whatever its name says) and be within the upload limit.
// Build time and tests only: it reads public/.

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));

/** A photo named in a content file: where in the file's data ("0.image") and the path it names. */
export interface PhotoReference {
  field: string;
  path: string;
}

/** Every string in a file's data that names a file in a folder of photographs, with its place in the data. */
export function photoReferences(data: unknown, field = ""): PhotoReference[] {
  if (typeof data === "string") {
    const named = Object.values(photoFolders).some((folder) => data.startsWith(folder));
    return named ? [{ field, path: data }] : [];
  }
  if (typeof data !== "object" || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => photoReferences(value, field ? `${field}.${key}` : key));
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const expectedTypes = `${photoTypes.slice(0, -1).join(", ")} or ${photoTypes.at(-1) ?? ""}`;

/**
 * What is wrong with the photo at a path pages use ("/images/people/ines.jpg"), said as what is expected; undefined
 * when it is a picture the site takes. `root` is the folder pages' paths start from (public/).
 */
export function photoFileProblem(photo: string, root = publicDir): string | undefined {
  const file = `${root}${photo}`;
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return `${photo} is a folder: expected a photo file`;
    size = stats.size;
  } catch {
    return `${photo} is not in public/: expected a photo file there`;
  }
  if (size > PHOTO_MAX_BYTES)
    return `${photo} is ${megabytes(size)}: expected at most ${megabytes(PHOTO_MAX_BYTES)} (a smaller export of the photo)`;
  const head = new Uint8Array(64);
  const descriptor = openSync(file, "r");
  try {
    readSync(descriptor, head, 0, head.length, 0);
  } finally {
    closeSync(descriptor);
  }
  if (!photoTypeOf(head)) return `${photo} is not a picture: expected a ${expectedTypes} file (judged by its bytes)`;
  return undefined;
}
