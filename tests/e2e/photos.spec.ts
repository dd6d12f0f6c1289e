// A build with a photograph, end to end: a leader's photo, as a camera held upright saves it (EXIF orientation 6,
// GPS tags), is named in the leadership team's file of a throwaway checkout of the repository's last commit (a git
// worktree in a temporary folder, as the editor's test makes), built and served by the local Workers runtime on a
// port of its own. The build encodes it, pages offer its variants in a <picture>, each variant is served with the
// immutable caching of /assets/, and the original is nowhere: not in the build, not named by a page, 404 at its
// address. A phone then fetches the AVIF its width and density call for. No leader of the site has a photo, so this
// build is the only one that shows one.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { request as requests } from "@playwright/test";
import { generatedPhoto } from "../../scripts/bench/generated-photo";
import { baseURL } from "./playwright.config";
import { expect, test } from "./fixtures";
import { sharedBuildCaches } from "./shared-build-caches";

const run = promisify(execFile);
const repository = path.join(import.meta.dirname, "../..");
/** The site under test's port and six more: clear of its stand-ins (+1 to +3) and the smoke check's proxy (+4). */
const port = Number(new URL(baseURL).port) + 6;
const origin = `http://127.0.0.1:${port}`;
const ORIGINAL = "/images/people/ines-valcourt.jpg";
/** The photos the repository's last commit already has (an Insights entry's), each encoded by the build too. */
const committedPhotos = ["people", "insights"]
  .flatMap((folder) => {
    const at = path.join(repository, "public/images", folder);
    return existsSync(at) ? readdirSync(at).filter((file) => !file.startsWith(".")) : [];
  })
  .filter((file) => !file.endsWith(".svg")).length;

test.use({ shareContext: false });
test.describe.configure({ mode: "default", timeout: 300_000 });

let scratch = "";
let root = "";
let buildOutput = "";
let site: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  scratch = await mkdtemp(path.join(tmpdir(), "photos-build-"));
  root = path.join(scratch, "working-copy");
  await run("git", ["worktree", "add", "--detach", root, "HEAD"], { cwd: repository });
  await symlink(path.join(repository, "node_modules"), path.join(root, "node_modules"));
  // Stored 1200 wide and 900 high, to be turned a quarter: upright, 900 wide and 1200 high.
  const photo = await generatedPhoto({
    width: 1200,
    height: 900,
    seed: 11,
    orientation: 6,
    exif: {
      IFD0: { Make: "Orbitant", Model: "Field camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1" },
    },
  });
  await mkdir(path.join(root, "public/images/people"), { recursive: true });
  await writeFile(path.join(root, `public${ORIGINAL}`), photo);
  const leaders = path.join(root, "app/content/home/leaders.yaml");
  const text = await readFile(leaders, "utf8");
  await writeFile(leaders, text.replace(/(profileUrl: .*\n)/, `$1  image: ${ORIGINAL}\n`));
  // At the normal priority, as the browser tests run: npm test's other checks run beside them under nice 10, and a
  // build starved by them could run past React Router's 10 s for a prerendered page.
  const built = await run("npm", ["run", "build"], {
    cwd: root,
    env: { ...process.env, ...sharedBuildCaches },
    maxBuffer: 64 * 1024 * 1024,
  });
  buildOutput = built.stdout + built.stderr;
  site = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      ...["--config", "build/server/wrangler.json", "--ip", "127.0.0.1", "--port", String(port)],
      ...["--inspector-port", String(port + 1000), "--log-level", "warn", "--show-interactive-dev-session=false"],
    ],
    { cwd: root, detached: true, stdio: "ignore" },
  );
  await expect(async () => {
    expect((await fetch(`${origin}/favicon.svg`)).status).toBe(200);
  }).toPass({ timeout: 60_000 });
});

test.afterAll(async () => {
  if (site?.pid) process.kill(-site.pid);
  if (root) await run("git", ["worktree", "remove", "--force", root], { cwd: repository }).catch(() => undefined);
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Every prerendered page of the build, by its file under build/client. */
async function builtPages(): Promise<Map<string, string>> {
  const client = path.join(root, "build/client");
  const files = (await readdir(client, { recursive: true })).filter((file) => file.endsWith(".html"));
  return new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(path.join(client, file), "utf8")] as const)),
  );
}

// The repository's cache is shared (shared-build-caches.ts): the repository's photos come from it, filled by npm
// test's build, and the leader's too once an earlier run encoded it. Every photo is counted, one way or the other.
test("the build counts the photo, encoded or taken from the cache, and says so", () => {
  const said = /photos: (\d+) encoded, (\d+) from the cache \([^)]+\/\.cache\/photos\), \d+ files, [\d.]+ s/.exec(
    buildOutput,
  );
  expect(said, buildOutput).not.toBeNull();
  const [encoded, cached] = [Number(said?.[1]), Number(said?.[2])];
  expect(encoded + cached).toBe(committedPhotos + 1);
  expect(encoded).toBeLessThanOrEqual(1);
});

test("the original is not in the build, no page names it, and its address answers 404", async () => {
  expect(existsSync(path.join(root, "build/client/images/people"))).toBe(false);
  const pages = await builtPages();
  expect(pages.size).toBeGreaterThan(30);
  expect([...pages].filter(([, html]) => html.includes("/images/people/")).map(([file]) => file)).toEqual([]);
  expect([...pages].filter(([, html]) => html.includes("data-photo")).map(([file]) => file)).toEqual([]);
  expect((await fetch(`${origin}${ORIGINAL}`)).status).toBe(404);
});

test("both home pages offer the photo's variants in a picture, each served for a year as immutable", async () => {
  const api = await requests.newContext({ baseURL: origin });
  for (const home of ["/", "/es"]) {
    const html = await (await api.get(home)).text();
    const picture = /<picture>(.*?)<\/picture>/s.exec(html)?.[1] ?? "";
    const avif = /<source type="image\/avif" srcSet="([^"]+)"/.exec(picture)?.[1] ?? "";
    const webp = /<source type="image\/webp" srcSet="([^"]+)"/.exec(picture)?.[1] ?? "";
    const img = /<img ([^>]+)>/.exec(picture)?.[1] ?? "";
    const jpeg = /srcSet="([^"]+)"/.exec(img)?.[1] ?? "";
    const widths = (srcset: string) => srcset.split(", ").map((candidate) => candidate.split(" ")[1]);
    for (const srcset of [avif, webp, jpeg]) expect(widths(srcset), home).toEqual(["320w", "640w", "900w"]);
    expect(img).toContain('width="900" height="1200"');
    expect(img).toContain('alt="Ines Valcourt"');
    expect(img).toContain('loading="lazy"');
    for (const [srcset, type] of [
      [avif, "image/avif"],
      [webp, "image/webp"],
      [jpeg, "image/jpeg"],
    ] as const) {
      for (const candidate of srcset.split(", ")) {
        const address = candidate.split(" ")[0] ?? "";
        expect(address).toMatch(/^\/assets\/photos\/ines-valcourt-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/);
        const response = await api.get(address);
        expect(response.status(), address).toBe(200);
        expect(response.headers()["content-type"], address).toBe(type);
        expect(response.headers()["cache-control"], address).toBe("public, max-age=31536000, immutable");
        expect(response.headers()["x-content-type-options"], address).toBe("nosniff");
      }
    }
  }
  await api.dispose();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test("the leader's photo is fetched once, as the AVIF its width calls for", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      // The leader's photo alone: an Insights entry's photo further down may come into range as the page scrolls.
      if (request.url().includes("/assets/photos/ines-valcourt-")) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const photo = page.getByRole("img", { name: "Ines Valcourt", exact: true });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty("complete", true);
    // 45vw of 390 px at 3 device pixels a px: 527, so the 640 px variant, and nothing else.
    const shown = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown).toMatch(/^\/assets\/photos\/ines-valcourt-[0-9a-f]{10}-640\.avif$/);
    expect(fetched).toEqual([shown]);
  });
});
