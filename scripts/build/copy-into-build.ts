import { copyFile, link, mkdir, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Files a build makes outside the bundler (photos' variants, share cards), each put from where it was made (a
 * cache) at its path under the build's folder once the bundle is written, as a hard link to the cache's file: the
 * build never holds the bytes in its memory, as it would a file handed to the bundler, and does not copy them either
 * (decision 0087). Copying fifteen thousand variants into a build folder just emptied kept the kernel busy for 8 to
 * 16 s of CPU a build (ext4 looks for a free inode past the recently deleted ones); a link makes no inode. Where a
 * link cannot be made (the cache on another file system), the file is copied.
 */
export async function copyIntoBuild(outDir: string, files: readonly { from: string; to: string }[]): Promise<void> {
  const folders = new Set(files.map(({ to }) => path.dirname(path.join(outDir, to))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map(({ from, to }) => linkOrCopy(from, path.join(outDir, to))));
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    return await link(from, to);
  } catch (error) {
    if (codeOf(error) !== "EEXIST") return await copyFile(from, to);
  }
  // A file already there is replaced, never written through: it may itself be a link to a cached file.
  await rm(to);
  await link(from, to).catch(() => copyFile(from, to));
}
