import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { photoFormats, photoSettings } from "./photos/photo-settings.ts";

/**
 * How many files of the client build a deployment uploads, against what Cloudflare takes: a version of a Worker
 * holds at most 20,000 static files on Workers Free (100,000 on Workers Paid), and a deployment past that is refused
 * by Cloudflare's API, after the build, at the end of the pipeline (decision 0088). Every photo adds its variants (up
 * to fifteen files: five widths in three formats) and every Insights entry its page and its share card: a thousand
 * entries a language, each pair of translations with a photo, come to 19,399 files. The build counts them when it
 * ends and fails past the limit, so an editor's pull request shows it among its checks, before anything is merged.
 */

/**
 * Workers Free's limit. On Workers Paid, 100,000; the plan is an account's, and staging and the previews deploy from
 * an account of their own (docs/deploying.md), so the limit is raised only once both accounts are on Workers Paid.
 */
export const STATIC_FILE_LIMIT = 20_000;

/**
 * The limit a build holds to: STATIC_FILE_LIMIT, or the environment's `STATIC_FILE_LIMIT` where it is set (the build
 * bench's checkouts, never deployed, build more entries than Workers Free takes). Anything but a whole number of
 * files fails the build, rather than checking against a limit nobody meant.
 */
export function staticFileLimit(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const set = env.STATIC_FILE_LIMIT;
  if (set === undefined || set === "") return STATIC_FILE_LIMIT;
  const limit = Number(set);
  if (!/^[1-9]\d*$/.test(set) || !Number.isSafeInteger(limit))
    throw new Error(`STATIC_FILE_LIMIT=${set}: a whole number of files is expected`);
  return limit;
}

/** Past this share of the limit, the build says how close it is, each time. */
const NEAR_SHARE = 0.9;

/** The files wrangler reads as configuration and does not upload, unless a line of `.assetsignore` puts them back. */
const CONFIGURATION_FILES = ["/.assetsignore", "/_headers", "/_redirects"];

/**
 * A name a deployment leaves out: a path from the top, or a name at any depth; a folder only, or a file or a folder.
 */
interface LeftOut {
  name: string;
  fromTop: boolean;
  folderOnly: boolean;
}

/**
 * The configuration files, and the patterns of the client build's `.assetsignore` (gitignore's syntax) that name a
 * file or a folder as it is: `wrangler.json` anywhere, `/_prerender` at the top, `cache/` a folder. The count is never
 * below what is uploaded: a pattern with a wildcard, an escape or a doubled slash (which wrangler's matcher reads as
 * matching nothing) is not read, so a file it would leave out is counted; and where a line puts files back (`!`),
 * nothing is left out, the configuration files included, since a file one line leaves out another may put back.
 */
async function leftOutOf(clientDirectory: string): Promise<LeftOut[]> {
  const text = await readFile(path.join(clientDirectory, ".assetsignore"), "utf8").catch(() => "");
  // Spaces at a line's end are not the pattern's; at its start they are. Blank lines and comments say nothing.
  const lines = text
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line !== "" && !line.startsWith("#"));
  if (lines.some((line) => line.startsWith("!"))) return [];
  const patterns = lines.filter((line) => !/[*?[\]\\]|\/\//.test(line));
  return [...CONFIGURATION_FILES, ...patterns].map((pattern) => {
    const bare = pattern.replace(/\/+$/, "");
    // With a slash before its end, a pattern is a path from the top; without, a name at any depth.
    return { name: bare.replace(/^\/+/, ""), fromTop: bare.includes("/"), folderOnly: bare !== pattern };
  });
}

/** Whether the file at `relative` (with `/` between folders) is left out. */
function isLeftOut(relative: string, leftOut: readonly LeftOut[]): boolean {
  const segments = relative.split("/");
  return leftOut.some(({ name, fromTop, folderOnly }) => {
    if (fromTop) return relative.startsWith(`${name}/`) || (!folderOnly && relative === name);
    return (folderOnly ? segments.slice(0, -1) : segments).includes(name);
  });
}

/**
 * How many files of `clientDirectory` a deployment uploads: every file, less those wrangler leaves out. A symbolic
 * link fails the count, naming it: the build makes none, and what wrangler uploads for one (the file it names, a
 * folder's files, or an error at deploy time for a link to nothing) depends on what it names and on Node's version.
 */
export async function deployedFileCount(clientDirectory: string): Promise<number> {
  const leftOut = await leftOutOf(clientDirectory);
  const top = path.resolve(clientDirectory);
  // Read at once: the promise version took half as long again, and the build does nothing else meanwhile.
  const entries = readdirSync(top, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    // The folder below the top, as a slice: path.relative for each of twenty thousand files cost 0.2 s.
    const folder = entry.parentPath.slice(top.length + 1);
    const relative = folder ? `${folder.split(path.sep).join("/")}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink())
      throw new Error(
        `${path.join(top, relative)} is a symbolic link, which the build never makes: put the file itself in public/, ` +
          "so that what a deployment uploads can be counted.",
      );
    if (!isLeftOut(relative, leftOut)) count += 1;
  }
  return count;
}

const counted = (count: number) => count.toLocaleString("en-US");

/** The files a photo becomes at most: each of the widths in each of the formats (photo-settings.ts). */
const VARIANTS = photoSettings.widths.length * photoFormats.length;

/**
 * What the build says of `count` files: a line it prints, and a problem that fails it past `limit`. Near the limit,
 * the line says so.
 */
export function deployedFilesVerdict(count: number, limit = STATIC_FILE_LIMIT): { line: string; problem?: string } {
  const line = `static files to deploy: ${counted(count)} of the ${counted(limit)} a Worker version takes`;
  const share = `${Math.floor((count / limit) * 100)}%`;
  if (count > limit)
    return {
      line: `${line}: ${share}, past the limit`,
      problem:
        `The site has ${counted(count)} files to deploy, and Cloudflare takes at most ${counted(limit)} in a ` +
        `version of the Worker: it would refuse the deployment. Every photo adds up to ${VARIANTS} files ` +
        `(${photoSettings.widths.length} widths in ${photoFormats.length} formats) and every Insights entry two (its ` +
        "page and its share card). Remove photos or entries, or, once both Cloudflare accounts (production's, and " +
        "staging's with the previews) are on Workers Paid (100,000 files), raise STATIC_FILE_LIMIT in " +
        "scripts/build/deployed-files.ts.",
    };
  if (count >= limit * NEAR_SHARE) return { line: `${line}: ${share}, near the limit, past which the build fails` };
  return { line };
}

/**
 * Counts the client build's files to deploy, says how many, and fails past the limit. In GitHub Actions, near the
 * limit, the line is also a warning annotation, which the pull request shows among its checks: a passing build's log
 * is read by nobody.
 */
export async function checkDeployedFiles(
  clientDirectory: string,
  limit = staticFileLimit(),
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<void> {
  const count = await deployedFileCount(clientDirectory);
  const { line, problem } = deployedFilesVerdict(count, limit);
  console.log(line);
  if (problem) throw new Error(problem);
  if (env.GITHUB_ACTIONS === "true" && count >= limit * NEAR_SHARE) console.log(`::warning::${line}`);
}
