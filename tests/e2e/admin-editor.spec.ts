// The content editor at /admin, end to end on a working copy, as an editor works on their own computer ("Work with
// Local Repository"): a Spanish sentence of an offering page and an English leader's title are changed and saved,
// and exactly those lines change on disk, nothing reformatted; a build then shows the new words on the pages. The
// working copy is a throwaway checkout of the repository's last commit (a git worktree in a temporary folder, built
// into a folder of its own), so neither a failing run nor the specs running beside this one (some read the content
// files) ever see this repository's files changed. A required field left empty is refused before anything is written. The editor's folder picker cannot be
// answered under automation, so the editor is handed a folder of the browser's own holding the working copy's
// files, and what it writes there is copied back (scripts/tools/editor-working-copy.ts). Every request stays on
// the site's origin, and any console error or CSP violation fails the test (fixtures.ts).
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Locator, Page } from "@playwright/test";
import { answerFolderPicker, copyBackToDisk, copyIntoBrowser } from "../../scripts/tools/editor-working-copy";
import { expect, test } from "./fixtures";

const run = promisify(execFile);
const repository = path.join(import.meta.dirname, "../..");

/**
 * The files the editor is given: an offering page and the interface texts, in both languages. A leader's title as
 * visitors read it is the interface texts' wording of the leader's role (the leadership team's file names each role
 * by a key), so an English leader's title is changed there.
 */
const files = {
  offeringEn: "app/content/en/offerings/quantum.yaml",
  offeringEs: "app/content/es/offerings/quantum.yaml",
  interfaceEn: "app/content/en/interface.yaml",
  interfaceEs: "app/content/es/interface.yaml",
} as const;
/** Where the built pages that show them are written. */
const builtPages = { offeringEs: "client/es/expertise/quantum/index.html", home: "client/index.html" };

test.use({ shareContext: false, viewport: { width: 1400, height: 900 }, actionTimeout: 15_000 });
// One after another in one worker (both edit the same working copy); a build of the whole site runs inside the first.
test.describe.configure({ mode: "default", timeout: 240_000 });

/** Opens an entry (a file) of a collection. */
async function openEntry(page: Page, collection: string, entry: string) {
  await page.getByRole("treeitem", { name: collection }).click();
  await page.getByRole("row", { name: entry }).click();
}

/**
 * A field of a long entry, by the labels of the fields it is nested in. The editor draws a field's inputs only while
 * the field is in view: each field of the path is scrolled to in turn, after scrolling down the fields drawn so far
 * until it is there.
 */
async function revealField(scope: Locator, labels: readonly string[]): Promise<Locator> {
  let field = scope;
  for (const label of labels) {
    const parent = field;
    const child = parent.getByRole("group", { name: new RegExp(`“.?${label}.?” Field`) }).first();
    await expect(async () => {
      if ((await child.count()) === 0) {
        await parent
          .getByRole("group", { name: /” Field$/ })
          .last()
          .scrollIntoViewIfNeeded();
      }
      await expect(child).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await child.scrollIntoViewIfNeeded();
    field = child;
  }
  return field;
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Entry saved.")).toBeVisible();
}

async function changedLines(root: string): Promise<string[]> {
  const { stdout } = await run("git", ["diff", "--numstat", "--", "app/content", "public"], { cwd: root });
  return stdout.trim().split("\n").filter(Boolean);
}

/**
 * The origin the build names as the site's (SITE_ORIGIN of the served configuration), where the editor opens its
 * sign-in window: the Worker takes it from there, never from the Host it is asked on. The server under test listens
 * on another port, so the browser's requests to the site's origin are answered by it.
 */
const siteOrigin = new URL(
  (
    JSON.parse(readFileSync(path.join(repository, "build/server/wrangler.json"), "utf8")) as {
      vars: { SITE_ORIGIN: string };
    }
  ).vars.SITE_ORIGIN,
).origin;

async function serveSiteOrigin(page: Page, baseURL: string) {
  await page.context().route(`${siteOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }) });
  });
}

/** Fails the test on any request the page makes to another origin. */
function stayOnOrigin(page: Page, baseURL: string | undefined) {
  page.on("request", (request) => {
    const url = request.url();
    expect(url.startsWith(`${baseURL ?? ""}/`) || url.startsWith("blob:") || url.startsWith("data:"), url).toBe(true);
  });
}

test("the editor is not in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<urlset");
  expect(sitemap).not.toContain("/admin");
});

test.describe("sign-in not set up", () => {
  // The editor logs the refused sign-in as an error; CSP violations are counted on their own below.
  test.use({ allowConsoleErrors: true });

  test("the editor says which secrets to set; nothing comes from another origin", async ({ page, baseURL }) => {
    await serveSiteOrigin(page, baseURL ?? "");
    stayOnOrigin(page, siteOrigin);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) => seen.push(event.blockedURI));
    });
    await page.goto(`${siteOrigin}/admin`);
    await page.getByRole("button", { name: /Sign In with/ }).click();
    await expect(page.getByText("GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});

test.describe("on a working copy", () => {
  /** The throwaway working copy: a checkout of the last commit in a temporary folder. */
  let scratch = "";
  let root = "";
  /** The working copy's content as it was, put back after each test whatever happened. */
  let originals = new Map<string, Buffer>();

  test.beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "admin-editor-"));
    root = path.join(scratch, "working-copy");
    await run("git", ["worktree", "add", "--detach", root, "HEAD"], { cwd: repository });
    // The build runs in the checkout with this repository's dependencies.
    await symlink(path.join(repository, "node_modules"), path.join(root, "node_modules"));
    const missing = Object.values(files).filter((file) => !existsSync(path.join(root, file)));
    expect(missing, "the files the editor is given").toEqual([]);
  });

  test.afterAll(async () => {
    if (root) await run("git", ["worktree", "remove", "--force", root], { cwd: repository }).catch(() => undefined);
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  test.beforeEach(async ({ context, page, baseURL }) => {
    originals = new Map(
      await Promise.all(
        Object.values(files).map(async (file) => [file, await readFile(path.join(root, file))] as const),
      ),
    );
    stayOnOrigin(page, baseURL);
    await answerFolderPicker(context);
    await page.goto("/admin");
    await copyIntoBrowser(page, root, Object.values(files));
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
  });

  test.afterEach(async () => {
    for (const [file, bytes] of originals) await writeFile(path.join(root, file), bytes);
    originals.clear();
  });

  test("a Spanish sentence and an English leader's title, saved: one line each on disk, then on the pages", async ({
    page,
  }) => {
    const spanish = "La computación cuántica no sustituirá a tu centro de datos, y lo decimos sin rodeos.";
    const title = "Chief Executive and Founder";

    await openEntry(page, "Service and expertise pages", "quantum");
    await page.getByText("Spanish", { exact: true }).last().click();
    const lede = page.getByRole("textbox", { name: "Opening paragraph" });
    await expect(lede).toHaveCount(2);
    await lede.last().fill(spanish);
    await save(page);

    await openEntry(page, "Menus, buttons and page names", "Menus, buttons and page names");
    const english = page.getByRole("group", { name: /Edit .English. Content/ });
    const titles = await revealField(english, ["Leadership team", "Job titles"]);
    await titles.getByRole("textbox", { name: "Chief Executive Officer" }).fill(title);
    await save(page);

    expect(await copyBackToDisk(page, root)).toEqual([files.interfaceEn, files.offeringEs].sort());
    expect((await changedLines(root)).sort()).toEqual(
      [`1\t1\t${files.interfaceEn}`, `1\t1\t${files.offeringEs}`].sort(),
    );
    expect(await readFile(path.join(root, files.offeringEs), "utf8")).toContain(`  lede: ${spanish}\n`);
    expect(await readFile(path.join(root, files.interfaceEn), "utf8")).toContain(
      `    chief-executive-officer: ${title}\n`,
    );

    const buildDirectory = await mkdtemp(path.join(tmpdir(), "editor-build-"));
    try {
      await run("npm", ["run", "build"], { cwd: root, env: { ...process.env, SITE_BUILD_DIRECTORY: buildDirectory } });
      expect(await readFile(path.join(buildDirectory, builtPages.offeringEs), "utf8")).toContain(spanish);
      expect(await readFile(path.join(buildDirectory, builtPages.home), "utf8")).toContain(title);
    } finally {
      await rm(buildDirectory, { recursive: true, force: true });
    }
  });

  test("a required field left empty is refused with a message, and nothing is written", async ({ page }) => {
    await openEntry(page, "Service and expertise pages", "quantum");
    await page.getByText("Spanish", { exact: true }).last().click();
    const eyebrow = page.getByRole("textbox", { name: "Small line above the title" }).last();
    await eyebrow.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This field is required.").first()).toBeVisible();
    expect(await copyBackToDisk(page, root)).toEqual([]);
    expect(await changedLines(root)).toEqual([]);
  });
});
