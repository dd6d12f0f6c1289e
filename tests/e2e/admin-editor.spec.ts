// The content editor at /admin, end to end on a working copy, as an editor works on their own computer ("Work with
// Local Repository"): a Spanish sentence of an offering page and an English leader's title are changed and saved,
// and exactly those lines change on disk, nothing reformatted (the local mode writes files in place, whatever the
// publish mode a signed-in editor works in); an Insights entry is created in both languages with a photo, its files
// named by the slug made from its title; a leader's camera photo is added beside them (leader-photo.ts); the one
// build then shows the new words on the pages, the new entry on the Insights listings, in the feed and in the
// sitemap, and the leader's photo made small (served as its variants, the original nowhere), and a picture planted
// in that build, opened on its own, runs no script. The working copy is a throwaway checkout of the repository's last
// commit (a git worktree in a temporary folder, built into a folder of its own), so neither a failing run nor the
// specs running beside this one (some read the content files) ever see this repository's files changed. A required
// field left empty is refused before anything is written; a picture over the size limit is refused and the field
// keeps its picture; a PNG in a poster field is refused by its name. The editor's folder picker cannot be answered
// under automation, so the editor is handed a folder of the browser's own holding the working copy's files, and what
// it writes there is copied back (scripts/tools/editor-working-copy.ts). Every request stays on the site's origin,
// and any console error, CSP violation (fixtures.ts) or console warning (editor-session.ts) fails the test.
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Locator, Page } from "@playwright/test";
import { startSite } from "../../scripts/bench/built-site";
import { generatedPhoto } from "../../scripts/bench/generated-photo";
import {
  answerFolderPicker,
  copyBackToDisk,
  copyIntoBrowser,
  untilInBrowser,
} from "../../scripts/tools/editor-working-copy";
import { consoleWarnings, openEntry, save, sideOf, stayOnOrigin } from "./editor-session";
import { expect, test } from "./fixtures";
import {
  expectLeaderPhotoServed,
  expectPhoneFetchesOneAvif,
  expectPhotosBuilt,
  plantLeaderPhoto,
} from "./leader-photo";
import { sharedBuildCaches } from "./shared-build-caches";

const run = promisify(execFile);
/** Where the working copy's build is served (the site's port and its inspector's, six and seven up: clear of the stand-ins). */
const PICTURE_SITE_PORT = Number(process.env.E2E_PORT ?? 8799) + 6;
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
  /** The leadership team, whose names an Insights entry's author is picked from. */
  leaders: "app/content/home/leaders.yaml",
} as const;
/** Where the built pages that show them are written. */
const builtPages = { offeringEs: "client/es/expertise/quantum/index.html", home: "client/index.html" };

/** The Insights entry the editor creates: its title in each language and the slug made from the English one. */
const article = {
  title: "Résumé of a quantum-safe rollout",
  titleEs: "Balance de una migración a claves poscuánticas",
  slug: "resume-of-a-quantum-safe-rollout",
  author: "Priya Halvorsen",
};

test.use({ shareContext: false, viewport: { width: 1400, height: 900 }, actionTimeout: 15_000 });
// One after another in one worker (both edit the same working copy); a build of the whole site runs inside the first.
test.describe.configure({ mode: "default", timeout: 240_000 });

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

  /** The console's warnings during the test: none may come (editor-session.ts). */
  let warnings: string[] = [];

  test.beforeEach(async ({ context, page, baseURL }) => {
    originals = new Map(
      await Promise.all(
        Object.values(files).map(async (file) => [file, await readFile(path.join(root, file))] as const),
      ),
    );
    warnings = consoleWarnings(page);
    stayOnOrigin(page, baseURL);
    await answerFolderPicker(context);
    await page.goto("/admin");
    await copyIntoBrowser(page, root, Object.values(files));
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
  });

  test.afterEach(async () => {
    for (const [file, bytes] of originals) await writeFile(path.join(root, file), bytes);
    originals.clear();
    expect(warnings, "console warnings").toEqual([]);
  });

  test("a Spanish sentence and an English leader's title, saved: one line each on disk, then on the pages", async ({
    page,
    browser,
  }) => {
    const spanish = "La computación cuántica no sustituirá a tu centro de datos, y lo decimos sin rodeos.";
    const title = "Chief Executive and Founder";

    // The entry opens with the Spanish side beside the English one.
    await openEntry(page, "Service and expertise pages", "Quantum");
    await sideOf(page, "Spanish").getByRole("textbox", { name: "Opening paragraph" }).fill(spanish);
    await save(page);

    await openEntry(page, "Menus, buttons and page names", "Menus, buttons and page names");
    const titles = await revealField(sideOf(page, "English"), ["Leadership team", "Job titles"]);
    await titles.getByRole("textbox", { name: "Chief Executive Officer" }).fill(title);
    await save(page);

    // Written in place: the files themselves, at once, one line each.
    expect(await copyBackToDisk(page, root)).toEqual([files.interfaceEn, files.offeringEs].sort());
    expect((await changedLines(root)).sort()).toEqual(
      [`1\t1\t${files.interfaceEn}`, `1\t1\t${files.offeringEs}`].sort(),
    );
    expect(await readFile(path.join(root, files.offeringEs), "utf8")).toContain(`  lede: ${spanish}\n`);
    expect(await readFile(path.join(root, files.interfaceEn), "utf8")).toContain(
      `    chief-executive-officer: ${title}\n`,
    );

    await test.step("an Insights entry, created in both languages with a photo", () => createArticle(page, root));

    // A leader's camera photo beside the editor's changes, so that one build shows both (leader-photo.ts).
    await plantLeaderPhoto(root);

    const buildDirectory = await mkdtemp(path.join(tmpdir(), "editor-build-"));
    try {
      const built = await run("npm", ["run", "build"], {
        cwd: root,
        env: { ...process.env, ...sharedBuildCaches, SITE_BUILD_DIRECTORY: buildDirectory },
        maxBuffer: 64 * 1024 * 1024,
      });
      await test.step("the leader's photo and the entry's, counted by the build; no original in the pages", () =>
        expectPhotosBuilt(buildDirectory, built.stdout + built.stderr, 2));
      expect(await readFile(path.join(buildDirectory, builtPages.offeringEs), "utf8")).toContain(spanish);
      expect(await readFile(path.join(buildDirectory, builtPages.home), "utf8")).toContain(title);
      await test.step("the new entry on the Insights pages, in the feed and in the sitemap", async () => {
        const built = (file: string) => readFile(path.join(buildDirectory, "client", file), "utf8");
        const listing = await built("insights/index.html");
        expect(listing).toContain(`href="/insights/${article.slug}"`);
        expect(listing).toContain(article.title);
        expect(await built("es/insights/index.html")).toContain(article.titleEs);
        const feed = await built("insights/feed.xml");
        expect(feed).toContain(`<title type="text">${article.title}</title>`);
        expect(feed).toContain(`/insights/${article.slug}`);
        const sitemap = await built("sitemap.xml");
        expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/insights/${article.slug}</loc>`));
        expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/es/insights/${article.slug}</loc>`));
        // The uploaded photo, made small by the build, at the top of the entry's page.
        expect(await built(`insights/${article.slug}/index.html`)).toMatch(/<img[^>]+src="\/assets\/photos\//);
      });
      await test.step("served: the photo's variants, each for a year; a phone fetches one AVIF; a planted picture runs no script", async () => {
        await writePlantedPicture(buildDirectory);
        const site = await startSite(PICTURE_SITE_PORT, {}, undefined, buildDirectory);
        try {
          await expectLeaderPhotoServed(site.origin);
          await expectPhoneFetchesOneAvif(browser, site.origin);
          await expectPlantedPictureInert(browser, site.origin);
        } finally {
          await site.stop();
        }
      });
    } finally {
      await rm(buildDirectory, { recursive: true, force: true });
    }
  });

  test("a required field left empty is refused with a message, and nothing is written", async ({ page }) => {
    await openEntry(page, "Service and expertise pages", "Quantum");
    const eyebrow = sideOf(page, "Spanish").getByRole("textbox", { name: "Small line above the title" });
    await eyebrow.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This field is required.").first()).toBeVisible();
    expect(await copyBackToDisk(page, root)).toEqual([]);
    expect(await changedLines(root)).toEqual([]);
  });

  test("a picture over the size limit is refused and the field keeps its picture; a PNG poster is refused by its name", async ({
    page,
  }) => {
    const pictures = await mkdtemp(path.join(scratch, "pictures-"));
    const oversized = path.join(pictures, "poster-too-large.svg");
    const png = path.join(pictures, "poster.png");
    // A drawing over 200 KB (its limit), and a PNG (posters are SVG drawings).
    await writeFile(oversized, `<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(210_000)}--><rect/></svg>`);
    await writeFile(png, await readFile(path.join(repository, "public/logo.png")));

    await openEntry(page, "Service and expertise pages", "Quantum");
    const poster = await revealField(sideOf(page, "English"), ["Introduction", "Video", "Video poster"]);
    const choose = async (file: string) => {
      await poster.getByRole("button", { name: "Replace" }).click();
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("dialog").getByRole("button", { name: "Upload" }).click();
      await (await chooser).setFiles(file);
      await page.getByRole("dialog").getByRole("button", { name: "Insert" }).click();
    };

    await choose(oversized);
    // The editor sets the figures apart with invisible direction marks ("⁨⁨200⁩ KB⁩").
    await expect(page.getByRole("alertdialog")).toContainText(/exceeds the maximum size of \W*200\W* KB/);
    await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
    await expect(poster).toContainText("/posters/quantum.svg");
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();

    await choose(png);
    await expect(poster).toContainText("/posters/poster.png");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(poster).toContainText("Expected an SVG drawing in the posters folder");
    expect(await copyBackToDisk(page, root)).toEqual([]);
    expect(await changedLines(root)).toEqual([]);
  });
});

/**
 * Creates the Insights entry through the editor (English and Spanish, a photo uploaded from the computer, the
 * author picked from the leadership team) and copies what it wrote back to the working copy: one file a language,
 * named by the slug the editor made from the English title, and the photo in public/images/insights/ under a name
 * the editor made lower-case; the files say what the schema expects.
 */
async function createArticle(page: Page, root: string): Promise<void> {
  // Beside the working copy, in the folder the suite removes when it ends.
  const photo = path.join(await mkdtemp(path.join(path.dirname(root), "article-photo-")), "Rollout Photo.JPG");
  // 320 px wide: the build encodes it at one width only (its three formats), which keeps the build short.
  await writeFile(photo, await generatedPhoto({ width: 320, height: 200, seed: 7 }));
  await page.goto("/admin#/collections/insights/new");
  const [english, spanish] = [sideOf(page, "English"), sideOf(page, "Spanish")];
  await english.getByRole("textbox", { name: "Title" }).fill(article.title);
  await english
    .getByRole("textbox", { name: "Summary" })
    .fill("What a bank learned moving its keys to new algorithms.");
  await english.getByRole("textbox", { name: "Date" }).fill("2026-11-27");
  await english.getByRole("radio", { name: article.author }).check();
  await english
    .getByRole("group", { name: /Photo.” Field/ })
    .getByRole("button", { name: "Browse" })
    .click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("dialog").getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles(photo);
  await page.getByRole("dialog").getByRole("button", { name: "Insert" }).click();
  await english.getByRole("textbox", { name: "Photo description" }).fill("A vault door drawn in blue lines.");
  await english.getByRole("textbox", { name: "Text" }).fill("The bank started with an inventory of every key it held.");
  await spanish.getByRole("textbox", { name: "Title" }).fill(article.titleEs);
  await spanish.getByRole("textbox", { name: "Summary" }).fill("Lo que aprendió un banco al cambiar sus claves.");
  await spanish.getByRole("textbox", { name: "Photo description" }).fill("Una puerta acorazada de líneas azules.");
  await spanish.getByRole("textbox", { name: "Text" }).fill("El banco empezó por inventariar todas sus claves.");
  await save(page);

  const entry = (language: string) => `app/content/${language}/insights/${article.slug}.md`;
  await untilInBrowser(page, [entry("en"), entry("es"), "public/images/insights/rollout-photo.jpg"]);
  expect(await copyBackToDisk(page, root)).toEqual(
    [entry("en"), entry("es"), "public/images/insights/rollout-photo.jpg"].sort(),
  );
  const written = await readFile(path.join(root, entry("en")), "utf8");
  expect(written).toMatch(/^---\ntitle: Résumé of a quantum-safe rollout\n/);
  expect(written).toContain(
    `\ndate: 2026-11-27\nauthor: ${article.author}\nimage: /images/insights/rollout-photo.jpg\n`,
  );
  expect(await readFile(path.join(root, entry("es")), "utf8")).toContain(`\nauthor: ${article.author}\n`);
}

/** An SVG that would run script three ways: a script element, an event handler, a javascript: link it clicks. */
const planted = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="fetch(\'/ran?handler\')">',
  "<script>fetch('/ran?script')</script>",
  '<a id="link" href="javascript:fetch(\'/ran?link\')"><rect width="10" height="10"/></a>',
  "</svg>",
].join("\n");

/** Plants the picture among the build's posters, before the build is served. */
async function writePlantedPicture(buildDirectory: string): Promise<void> {
  await writeFile(path.join(buildDirectory, "client/posters/planted.svg"), planted);
}

/**
 * The planted picture, opened on its own on the build served at `origin`: nothing runs. The same file served without
 * the pictures' headers (a control, through a route of the browser's) does run, which shows the watch sees a script;
 * opened after the planted one, its requests also mark the moment anything the planted one ran would have arrived.
 */
async function expectPlantedPictureInert(browser: Browser, origin: string): Promise<void> {
  const context = await browser.newContext();
  try {
    /** The scripts that ran, as "<the picture's path>?<which>". */
    const ran: string[] = [];
    context.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/ran") ran.push(`${new URL(request.frame().url()).pathname}${url.search}`);
    });
    await context.route(`${origin}/control/planted.svg`, (route) =>
      route.fulfill({ body: planted, contentType: "image/svg+xml" }),
    );
    const page = await context.newPage();
    const response = await page.goto(`${origin}/posters/planted.svg`);
    expect(response?.headers()["content-security-policy"]).toContain("sandbox");
    await page.locator("#link").click();

    await page.goto(`${origin}/control/planted.svg`);
    await expect
      .poll(() => ran, { message: "the control's scripts run" })
      .toEqual(expect.arrayContaining(["/control/planted.svg?script", "/control/planted.svg?handler"]));
    expect(ran.filter((entry) => entry.startsWith("/posters/"))).toEqual([]);
  } finally {
    await context.close();
  }
}
