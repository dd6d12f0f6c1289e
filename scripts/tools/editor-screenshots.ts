// npm run editor-screenshots [-- --site http://127.0.0.1:8787] [-- --from <working copy>]
//
// Takes the screenshots of docs/editing.md from the running site's content editor (start it with `npm start`),
// working on the files of this working copy (or of --from, another clone), in Debian's Chromium, and writes them to
// docs/editing/. Nothing is saved: the editor works on a copy of the files in the browser
// (scripts/tools/editor-working-copy.ts). Run it again when the editor or its fields change.
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../chromium.ts";
import { benchOptions } from "../bench/bench-options.ts";
import { generatedPhoto } from "../bench/generated-photo.ts";
import { answerFolderPicker, copyIntoBrowser } from "./editor-working-copy.ts";

const repository = path.join(import.meta.dirname, "../..");
const options = benchOptions({ site: "http://127.0.0.1:8787", from: repository });
const site = options.site;
const workingCopy = options.from;
const outDir = path.join(repository, "docs/editing");

/** The files of a folder of the working copy, if it has the folder. */
const filesIn = (folder: string) =>
  existsSync(path.join(workingCopy, folder))
    ? readdirSync(path.join(workingCopy, folder)).map((file) => `${folder}/${file}`)
    : [];

/**
 * Every content file of the working copy, so each collection lists all its items as it does for an editor, and the
 * posters and photos, so a picture field shows its picture.
 */
const files = [
  ...readdirSync(path.join(workingCopy, "app/content"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml") || file.endsWith(".md"))
    .map((file) => `app/content/${file}`),
  ...filesIn("public/posters"),
  ...filesIn("public/images/insights"),
  ...filesIn("public/images/people"),
];

/**
 * An https address that is not this computer's, answered by the running site: the editor offers Work with Local
 * Repository only on 127.0.0.1 or localhost, and opens only on https or those, so the sign-in screen taken there is
 * the one the live site and staging show.
 */
const deployedOrigin = "https://staging.example.com";

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await answerFolderPicker(context);
  await context.route(`${deployedOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${site}${url.pathname}${url.search}` }) });
  });
  const page = await context.newPage();
  await mkdir(outDir, { recursive: true });
  const shot = async (name: string, target: Page = page) => {
    await target.waitForTimeout(400); // the editor's transitions settle
    await target.screenshot({ path: path.join(outDir, `${name}.png`) });
    console.log(`docs/editing/${name}.png`);
  };

  // The sign-in screen as editors see it on the live site or staging: Sign In with GitHub, no local folder.
  await page.goto(`${deployedOrigin}/admin`);
  await page.getByRole("button", { name: /^Sign In with .?GitHub.?$/ }).waitFor();
  // The editor offers the local folder on 127.0.0.1 only: seen here, the picture would show the local site.
  if ((await page.getByRole("button", { name: "Work with Local Repository" }).count()) > 0) {
    throw new Error("the sign-in screen offers the local folder: it is not the deployed site's");
  }
  await shot("01-sign-in");

  await page.goto(`${site}/admin`);
  await copyIntoBrowser(page, workingCopy, files);
  await page.getByRole("button", { name: "Work with Local Repository" }).waitFor();

  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByRole("treeitem", { name: "Service and expertise pages" }).click();
  await shot("02-collections");

  // An entry opens with its Spanish side beside the English one.
  await page.getByRole("row", { name: "Quantum" }).click();
  await page.getByRole("group", { name: /Edit .Spanish. Content/ }).waitFor();
  await shot("03-both-languages");

  // The poster before the required field's error, whose notice would stay over it. The editor draws a section's
  // fields as it comes into view: down to the poster, one level at a time.
  for (const field of [/Introduction/, /“\u2068Video\u2069”/, /Video poster/]) {
    await page.getByRole("group", { name: field }).first().scrollIntoViewIfNeeded();
  }
  await shot("05-picture-field");

  // Both languages back to the top of the entry, where the required field is.
  for (const side of [/Edit .English. Content/, /Edit .Spanish. Content/]) {
    await page.getByRole("group", { name: side }).evaluate((group) => {
      for (const box of [group, ...group.querySelectorAll("*")]) if (box.scrollTop > 0) box.scrollTop = 0;
    });
  }
  const eyebrow = page
    .getByRole("group", { name: /Edit .Spanish. Content/ })
    .getByRole("textbox", { name: "Small line above the title" });
  await eyebrow.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await eyebrow.scrollIntoViewIfNeeded();
  await shot("04-required-field");
  await eyebrow.fill("Especialidad · Computación cuántica");

  // Leaving the entry: the editor asks whether to drop the unsaved change.
  page.once("dialog", (dialog) => void dialog.accept());
  await page
    .getByRole("treeitem", { name: "Leadership team" })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await page.goto(`${site}/admin#/collections/leaders`);
  await page.getByRole("row", { name: "Leadership team" }).click();
  // Down to the first leader's photo, the field the guide's words are about: the whole box and its hint, in the
  // middle of the list's own scrolling area rather than cut off at its bottom edge.
  await page
    .getByRole("group", { name: /Photo.” Field/ })
    .first()
    .evaluate((field) => {
      field.scrollIntoView({ block: "center" });
    });
  await shot("06-leaders");

  await page.goto(`${site}/admin#/collections/clients`);
  await page.getByRole("row", { name: "Client logos (organisation names)" }).click();
  await shot("07-clients");

  // Publishing an article: the list of entries, a new one with its slug, then its photo (nothing is saved).
  await page.goto(`${site}/admin#/collections/insights`);
  await page.getByRole("row").first().waitFor();
  await shot("08-insights");

  await page.goto(`${site}/admin#/collections/insights/new`);
  const english = page.getByRole("group", { name: /Edit .English. Content/ });
  await english.getByRole("textbox", { name: "Title" }).fill("What a quantum-safe rollout taught a bank");
  await english
    .getByRole("textbox", { name: "Summary" })
    .fill("Moving every key to new algorithms took a year; the inventory took the first four months.");
  await english.getByRole("radio", { name: "Priya Halvorsen" }).check();
  await page.getByRole("radio", { name: "Slug" }).click();
  await shot("09-new-article");

  const scratch = await mkdtemp(path.join(tmpdir(), "editor-screenshots-"));
  try {
    const photo = path.join(scratch, "Vault door.jpg");
    await writeFile(photo, await generatedPhoto({ width: 1200, height: 800, seed: 3 }));
    const photoField = english.getByRole("group", { name: /Photo.” Field/ });
    await photoField.getByRole("button", { name: "Browse" }).click();
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("dialog").getByRole("button", { name: "Upload" }).click();
    await (await chooser).setFiles(photo);
    await page.getByRole("dialog").getByRole("button", { name: "Insert" }).click();
    await english.getByRole("textbox", { name: "Photo description" }).fill("A bank's vault door at dusk.");
    await photoField.scrollIntoViewIfNeeded();
    await shot("10-article-photo");
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  // The board of pending changes. Working on local files the editor saves straight into them and shows no button
  // for the board, so it is empty here, and the Publish step it leads to cannot be shown.
  page.once("dialog", (dialog) => void dialog.accept()); // the new article is left unsaved
  await page.goto(`${site}/admin#/workflow`);
  await page.getByText("In Review", { exact: true }).waitFor();
  await shot("11-pending-changes");
} finally {
  await browser.close();
}
