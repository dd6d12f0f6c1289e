// The content editor's files for the client build (decision 0045): Sveltia CMS's browser script from its npm
// package, served at /admin/sveltia-cms.js, so /admin loads nothing from another origin. The script as published
// reaches out three times: its interface fonts come from a font CDN, it asks the package registry's CDN for a newer
// version once an hour, and with a GitHub repository it asks GitHub's status page whether GitHub has an incident.
// The package ships the same fonts, so they are copied beside the script and the script is pointed at them; the
// version check is pointed at a copy of the package's own package.json, so it always finds the version it runs;
// the status check at a file that says the status is unknown, which shows nothing (GitHub's API is the only other
// origin the editor's policy lets it call). One fix of its own: a picture it refuses (over the size limit) must leave
// the field's picture in place (REFUSED_UPLOAD below). Every rewrite must find what it rewrites, or the build fails: a
// new release that moved things is noticed at build time, not by an editor.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface EditorFile {
  fileName: string;
  source: string | Uint8Array;
}

const FONT_CDN = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;
const PACKAGE_CDN = "https://unpkg.com/@sveltia/cms";
const GITHUB_STATUS = "https://www.githubstatus.com/api/v2/status.json";
/**
 * Sveltia CMS 0.221.1 reads the uploads a picture field was given as their paths, and a file it refused (too large)
 * as the empty path, which it then takes for a new value: the field was emptied, and the editor's own code to put
 * the old picture back never ran. An empty path is no value, so the field keeps its picture. The browser test that
 * uploads a file over the limit checks the field still names its picture.
 */
const REFUSED_UPLOAD = "flatMap(({value:e})=>e??[]),s=!!o.length";
const REFUSED_UPLOAD_FIXED = "flatMap(({value:e})=>e||[]),s=!!o.length";
/** Where the script and its files are served from. */
const FOLDER = "admin";

export async function contentEditorFiles(packageDir: string): Promise<EditorFile[]> {
  let script = await readFile(path.join(packageDir, "dist/sveltia-cms.js"), "utf8");
  const assets = await readdir(path.join(packageDir, "npm/assets"));
  const fonts = new Map<string, string>();
  script = script.replace(FONT_CDN, (url, family: string, subset: string) => {
    const file = assets.find((name) => name.startsWith(`${family}-${subset}-`) && name.endsWith(".woff2"));
    if (!file) throw new Error(`content editor: the package ships no font file for ${url}`);
    fonts.set(file, `/${FOLDER}/fonts/${file}`);
    return `/${FOLDER}/fonts/${file}`;
  });
  if (fonts.size === 0) throw new Error("content editor: no font address found to point at our origin");
  if (!script.includes(`${PACKAGE_CDN}/package.json`) && !script.includes(`\`${PACKAGE_CDN}\``)) {
    throw new Error(`content editor: the version check's address (${PACKAGE_CDN}) was not found`);
  }
  script = script.replaceAll(PACKAGE_CDN, `/${FOLDER}/package`);
  if (!script.includes(GITHUB_STATUS)) throw new Error(`content editor: the status check's address was not found`);
  script = script.replaceAll(GITHUB_STATUS, `/${FOLDER}/package/github-status.json`);
  if (script.split(REFUSED_UPLOAD).length !== 2) {
    throw new Error(
      "content editor: the place where a refused upload empties a picture field was not found once: check whether " +
        "this release still does, and fix or drop REFUSED_UPLOAD",
    );
  }
  script = script.replace(REFUSED_UPLOAD, REFUSED_UPLOAD_FIXED);
  const leftover =
    /https:\/\/(?:cdn\.jsdelivr\.net\/fontsource|unpkg\.com\/@sveltia\/cms|www\.githubstatus\.com\/api)/.exec(script);
  if (leftover) throw new Error(`content editor: an address on another origin is left: ${leftover[0]}`);
  const { version } = JSON.parse(await readFile(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  return [
    { fileName: `${FOLDER}/sveltia-cms.js`, source: script },
    { fileName: `${FOLDER}/package/package.json`, source: `${JSON.stringify({ version })}\n` },
    {
      fileName: `${FOLDER}/package/github-status.json`,
      source: `${JSON.stringify({ status: { indicator: "unknown" } })}\n`,
    },
    ...(await Promise.all(
      [...fonts.keys()].map(async (file) => ({
        fileName: `${FOLDER}/fonts/${file}`,
        source: new Uint8Array(await readFile(path.join(packageDir, "npm/assets", file))),
      })),
    )),
  ];
}
