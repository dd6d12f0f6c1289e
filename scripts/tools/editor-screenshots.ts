// npm run editor-screenshots [-- --site http://127.0.0.1:8787] [-- --from <working copy>]
//
// Takes the screenshots of docs/editing.md from the running site's content editor (start it with `npm start`),
// working on the files of this working copy (or of --from, another clone), in Debian's Chromium, and writes them to
// docs/editing/. Nothing is saved: the editor works on a copy of the files in the browser
// (scripts/tools/editor-working-copy.ts). Run it again when the editor or its fields change.
import { readdirSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../chromium.ts";
import { benchOptions } from "../bench/bench-options.ts";
import { answerFolderPicker, copyIntoBrowser } from "./editor-working-copy.ts";

const repository = path.join(import.meta.dirname, "../..");
const options = benchOptions({ site: "http://127.0.0.1:8787", from: repository });
const site = options.site;
const workingCopy = options.from;
const outDir = path.join(repository, "docs/editing");

/**
 * Every content file of the working copy, so each collection lists all its items as it does for an editor, and the
 * posters, so a picture field shows its picture.
 */
const files = [
  ...readdirSync(path.join(workingCopy, "app/content"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml") || file.endsWith(".md"))
    .map((file) => `app/content/${file}`),
  ...readdirSync(path.join(workingCopy, "public/posters")).map((file) => `public/posters/${file}`),
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await answerFolderPicker(context);
  const page = await context.newPage();
  await mkdir(outDir, { recursive: true });
  const shot = async (name: string, target: Page = page) => {
    await target.waitForTimeout(400); // the editor's transitions settle
    await target.screenshot({ path: path.join(outDir, `${name}.png`) });
    console.log(`docs/editing/${name}.png`);
  };

  await page.goto(`${site}/admin`);
  await copyIntoBrowser(page, workingCopy, files);
  await page.getByRole("button", { name: "Work with Local Repository" }).waitFor();
  await shot("01-sign-in");

  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByRole("treeitem", { name: "Service and expertise pages" }).click();
  await shot("02-collections");

  // An entry opens with its Spanish side beside the English one.
  await page.getByRole("row", { name: "Quantum" }).click();
  await page.getByRole("group", { name: /Edit .Spanish. Content/ }).waitFor();
  await shot("03-both-languages");

  const eyebrow = page
    .getByRole("group", { name: /Edit .Spanish. Content/ })
    .getByRole("textbox", { name: "Small line above the title" });
  await eyebrow.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await eyebrow.scrollIntoViewIfNeeded();
  await shot("04-required-field");

  await eyebrow.fill("Especialidad · Computación cuántica");
  // The editor draws a section's fields as it comes into view: down to the poster, one level at a time.
  for (const field of [/Introduction/, /“\u2068Video\u2069”/, /Video poster/]) {
    await page.getByRole("group", { name: field }).first().scrollIntoViewIfNeeded();
  }
  await shot("05-picture-field");

  // Leaving the entry: the editor asks whether to drop the unsaved change.
  page.once("dialog", (dialog) => void dialog.accept());
  await page
    .getByRole("treeitem", { name: "Leadership team" })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await page.goto(`${site}/admin#/collections/leaders`);
  await page.getByRole("row", { name: "Leadership team" }).click();
  await shot("06-leaders");

  await page.goto(`${site}/admin#/collections/clients`);
  await page.getByRole("row", { name: "Client logos (organisation names)" }).click();
  await shot("07-clients");
} finally {
  await browser.close();
}
