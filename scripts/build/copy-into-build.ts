import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * Files a build makes outside the bundler (photos' variants, share cards), each copied from where it was made (a
 * cache) to its path under the build's folder once the bundle is written: the bytes go from file to file, and the
 * build never holds them in its memory, as it would a file handed to the bundler.
 */
export async function copyIntoBuild(outDir: string, files: readonly { from: string; to: string }[]): Promise<void> {
  const folders = new Set(files.map(({ to }) => path.dirname(path.join(outDir, to))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map(({ from, to }) => copyFile(from, path.join(outDir, to))));
}
