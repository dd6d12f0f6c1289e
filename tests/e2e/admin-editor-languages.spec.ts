// The content editor at /admin, both languages of one entry side by side: saving one language's side changes that
// language's file by one line and leaves the other language's file byte for byte as it was, for each kind of file
// (a page in YAML, one with texts whose English is fixed, a Markdown text), the Spanish side first and then the
// English one. Texts fixed in English are worded on the Spanish side. The editor works on copies of the repository's
// files in the browser's own folder (scripts/tools/editor-working-copy.ts), copied back to a temporary folder: the
// repository's files are only read. No warning reaches the console.
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { answerFolderPicker, copyBackToDisk, copyIntoBrowser } from "../../scripts/tools/editor-working-copy";
import { consoleWarnings, save, sideOf, stayOnOrigin } from "./editor-session";
import { expect, test } from "./fixtures";

const repository = path.join(import.meta.dirname, "../..");

/**
 * Each kind of file: its entry's address in the editor, its files, and on each side a field of one line and its new
 * wording.
 */
const kinds = [
  {
    kind: "a page in YAML",
    entry: "offerings/entries/quantum",
    files: { English: "app/content/en/offerings/quantum.yaml", Spanish: "app/content/es/offerings/quantum.yaml" },
    field: { Spanish: "Small line above the title", English: "Small line above the title" },
    wording: { Spanish: "Especialidad · Cuántica aplicada", English: "Expertise · Applied quantum computing" },
  },
  {
    kind: "texts whose English is fixed",
    entry: "home-section-copy/entries/home-section-copy",
    files: { English: "app/content/en/home/section-copy.yaml", Spanish: "app/content/es/home/section-copy.yaml" },
    // "Get Started" in English, whatever the Spanish side says: only the Spanish side is changed there.
    field: { Spanish: "First button", English: "Small line above the heading" },
    wording: { Spanish: "Comenzar", English: "Innovation consultancy · Boston" },
  },
  {
    kind: "a Markdown text",
    entry: "privacy/entries/privacy",
    files: { English: "app/content/en/legal/privacy.md", Spanish: "app/content/es/legal/privacy.md" },
    field: { Spanish: "Search description", English: "Search description" },
    wording: {
      Spanish:
        "Cómo tratamos y protegemos los datos personales, con qué bases jurídicas, cuánto tiempo y con qué derechos.",
      English: "How we handle and protect personal data, on which legal bases, for how long and with which rights.",
    },
  },
] as const;

const everyFile = kinds.flatMap(({ files }) => Object.values(files));

test.use({ shareContext: false, viewport: { width: 1400, height: 900 }, actionTimeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

let scratch = "";

test.beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "editor-languages-"));
});

test.afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

for (const { kind, entry, files, field, wording } of kinds) {
  test(`${kind}: saving one language's side leaves the other language's file byte for byte`, async ({
    context,
    page,
    baseURL,
  }) => {
    const root = await mkdtemp(path.join(scratch, "copy-"));
    const warnings = consoleWarnings(page);
    stayOnOrigin(page, baseURL);
    await answerFolderPicker(context);
    await page.goto("/admin");
    await copyIntoBrowser(page, repository, everyFile);
    // The temporary folder starts as the repository's files, so what is copied back is what the editor wrote.
    for (const file of everyFile) await cp(path.join(repository, file), path.join(root, file), { recursive: true });
    await page.getByRole("button", { name: "Work with Local Repository" }).click();

    for (const [edited, other] of [
      ["Spanish", "English"],
      ["English", "Spanish"],
    ] as const) {
      await test.step(`the ${edited} side`, async () => {
        const before = {
          edited: await readFile(path.join(root, files[edited]), "utf8"),
          other: await readFile(path.join(root, files[other])),
        };
        await page.goto(`/admin#/collections/${entry}`);
        await sideOf(page, edited).getByRole("textbox", { name: field[edited] }).first().fill(wording[edited]);
        await save(page);

        expect(await copyBackToDisk(page, root)).toEqual([files[edited]]);
        const otherNow = await readFile(path.join(root, files[other]));
        expect(otherNow.equals(before.other), `${files[other]} byte for byte`).toBe(true);
        const after = (await readFile(path.join(root, files[edited]), "utf8")).split("\n");
        const changed = after.filter((line, i) => line !== before.edited.split("\n")[i]);
        expect(after).toHaveLength(before.edited.split("\n").length);
        expect(changed).toHaveLength(1);
        expect(changed[0]).toContain(wording[edited]);
      });
    }
    expect(warnings, "console warnings").toEqual([]);
  });
}
