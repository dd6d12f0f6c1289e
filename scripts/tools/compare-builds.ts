// npm run compare-builds -- [revision] [--port=8850]      (revision: HEAD unless given; the two builds are served
//                                                          on the port and the port + 2, one after the other)
//
// Shows what a change does to what visitors get: builds the given git revision (in a temporary worktree) and the
// working copy, each into a directory of its own, then compares every file the build writes for browsers
// (prerendered pages in every language, their data, the sitemap, share cards), the list and sizes of the client
// assets, and the pages the Worker renders on request (not-found pages, redirects), fetched from both builds
// served in turn. Nonces aside (a fresh one each render), two builds of the same site are the same byte for byte:
// prints each difference and exits 1 if there is any. build/ is left alone.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { printTable, startSite } from "../bench/built-site.ts";

const repoRoot = path.join(import.meta.dirname, "../..");
// Strict: a mistyped option stops the comparison rather than comparing something nobody asked for.
const { values, positionals } = parseArgs({
  options: { port: { type: "string", default: "8850" } },
  allowPositionals: true,
  strict: true,
});
if (positionals.length > 1) throw new Error("compare-builds takes one revision at most");
const revision = positionals[0] ?? "HEAD";
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) throw new Error(`--port takes a port number, not "${values.port}"`);

/** Paths no page is prerendered at: each language's not-found page and an old address that redirects. */
const renderedPaths = [
  "/no-such-page",
  "/es/no-such-page",
  "/services/no-such-page",
  "/assets/quantum",
  "/es/assets/quantum",
];

function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${result.stderr}`);
}

/** Builds the tree at `root` into `buildDirectory`, as `npm run build` would, without touching build/. */
function build(root: string, buildDirectory: string): void {
  const started = performance.now();
  run("npm", ["run", "--silent", "build"], root, { ...process.env, SITE_BUILD_DIRECTORY: buildDirectory });
  console.log(`built ${root} in ${Math.round((performance.now() - started) / 1000)} s`);
}

/** Every file under `directory`, by its path there, with its bytes' hash and size. */
function filesUnder(directory: string): Map<string, { hash: string; size: number }> {
  const files = readdirSync(directory, { recursive: true, encoding: "utf8" }).filter((file) =>
    statSync(path.join(directory, file)).isFile(),
  );
  return new Map(
    files.sort().map((file) => {
      const bytes = readFileSync(path.join(directory, file));
      return [file, { hash: createHash("sha256").update(bytes).digest("hex"), size: bytes.length }];
    }),
  );
}

/**
 * A page with its nonces blanked: every render draws fresh ones (prerendered pages too, where the scripts'
 * hashes, not the nonce, let them run), so two renders of the same page differ there and nowhere else.
 */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, ' nonce=""');

/** The first line where two texts part, with a little of each around it. */
function firstDifference(before: string, after: string): string {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
  return `at character ${at}:\n    before ${around(before)}\n    after  ${around(after)}`;
}

async function renderedPages(buildDirectory: string, sitePort: number): Promise<Map<string, string>> {
  const site = await startSite(sitePort, {}, undefined, buildDirectory);
  try {
    const pages = new Map<string, string>();
    for (const pagePath of renderedPaths) {
      const response = await fetch(`${site.origin}${pagePath}`, { redirect: "manual" });
      pages.set(pagePath, `${response.status} ${response.headers.get("location") ?? ""}\n${await response.text()}`);
    }
    return pages;
  } finally {
    await site.stop();
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), "compare-builds-"));
const tree = path.join(scratch, "tree");
try {
  run("git", ["worktree", "add", "--detach", tree, revision], repoRoot);
  // The revision's own dependencies are assumed to be the working copy's: a change of dependencies shows as a
  // difference in the assets, which is what it is.
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(tree, "node_modules"));
  const before = path.join(scratch, "before");
  const after = path.join(scratch, "after");
  build(tree, before);
  build(repoRoot, after);

  const differences: string[] = [];
  const [oldFiles, newFiles] = [filesUnder(path.join(before, "client")), filesUnder(path.join(after, "client"))];
  const pages = [...newFiles.keys()].filter((file) => file.endsWith(".html"));
  for (const file of new Set([...oldFiles.keys(), ...newFiles.keys()])) {
    const [was, is] = [oldFiles.get(file), newFiles.get(file)];
    if (!was) differences.push(`${file}: only after (${is?.size} bytes)`);
    else if (!is) differences.push(`${file}: only before (${was.size} bytes)`);
    else if (was.hash !== is.hash) {
      const read = (root: string) => readFileSync(path.join(root, "client", file), "utf8");
      const [old, now] = [read(before), read(after)];
      if (!file.endsWith(".html") || withoutNonces(old) !== withoutNonces(now))
        differences.push(`${file}: differs, ${was.size} -> ${is.size} bytes, ${firstDifference(old, now)}`);
    }
  }
  const oldRendered = await renderedPages(before, port);
  const newRendered = await renderedPages(after, port + 2);
  for (const [pagePath, page] of newRendered) {
    const was = oldRendered.get(pagePath) ?? "";
    if (withoutNonces(was) !== withoutNonces(page))
      differences.push(`${pagePath} (rendered on request): differs, ${firstDifference(was, page)}`);
  }

  const assets = (files: Map<string, { size: number }>) =>
    [...files].filter(([file]) => file.startsWith("assets/")).map(([file, { size }]) => [file, size] as const);
  const serverSize = (root: string) => statSync(path.join(root, "server", "index.js")).size;
  console.log(`\n${revision} against the working copy:`);
  printTable(
    ["", "before", "after"],
    [
      [
        "prerendered pages (HTML)",
        String([...oldFiles.keys()].filter((file) => file.endsWith(".html")).length),
        String(pages.length),
      ],
      ["files for browsers", String(oldFiles.size), String(newFiles.size)],
      ["pages rendered on request", String(oldRendered.size), String(newRendered.size)],
      ["client assets", String(assets(oldFiles).length), String(assets(newFiles).length)],
      [
        "client assets, bytes",
        String(assets(oldFiles).reduce((sum, [, size]) => sum + size, 0)),
        String(assets(newFiles).reduce((sum, [, size]) => sum + size, 0)),
      ],
      ["Worker bundle (server/index.js), bytes", String(serverSize(before)), String(serverSize(after))],
    ],
  );
  console.log("\nclient assets after:");
  for (const [file, size] of assets(newFiles)) console.log(`  ${file}  ${size}`);
  if (differences.length > 0) {
    console.log(`\n${differences.length} differences:`);
    for (const difference of differences) console.log(`- ${difference}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nno differences: every page (${pages.length} prerendered, ${newRendered.size} rendered on request) ` +
        "and every asset is the same, byte for byte",
    );
  }
} finally {
  run("git", ["worktree", "remove", "--force", tree], repoRoot);
  rmSync(scratch, { recursive: true, force: true });
}
