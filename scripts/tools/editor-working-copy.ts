// The content editor's local mode, driven by a script. In a person's browser the editor asks for the working
// copy's folder with the File System Access API's folder picker, which no automated browser can answer (Chromium
// aborts the picker under automation). Scripts (the editor's browser test, the screenshots for docs/editing.md)
// therefore hand the editor a real folder of the browser's own, its origin-private file system, holding a copy of
// the working copy's content files; what the editor writes there is copied back to the same paths on disk. The
// editor's own code runs unchanged: it reads, validates and writes through the same handle API either way.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";

/** The folder, in the browser's origin-private file system, that stands for the working copy. */
const FOLDER = "working-copy";

/** Before any page runs: the editor's folder picker answers with the browser's own folder. */
export async function answerFolderPicker(context: BrowserContext): Promise<void> {
  await context.addInitScript((folder) => {
    Object.defineProperty(window, "showDirectoryPicker", {
      configurable: true,
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true }),
    });
  }, FOLDER);
}

/**
 * Copies files of the working copy (paths relative to `root`) into the browser's folder, with an empty `.git`
 * folder beside them: the editor takes only a repository's root. Anything left there by an earlier run goes first.
 */
export async function copyIntoBrowser(page: Page, root: string, paths: readonly string[]): Promise<void> {
  const files = await Promise.all(
    paths.map(async (file) => ({ file, base64: (await readFile(path.join(root, file))).toString("base64") })),
  );
  await page.evaluate(
    async ({ folder, files }) => {
      const storage = await navigator.storage.getDirectory();
      await storage.removeEntry(folder, { recursive: true }).catch(() => undefined);
      const top = await storage.getDirectoryHandle(folder, { create: true });
      await top.getDirectoryHandle(".git", { create: true });
      for (const { file, base64 } of files) {
        const parts = file.split("/");
        let directory = top;
        for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part, { create: true });
        const handle = await directory.getFileHandle(parts.at(-1) ?? "", { create: true });
        const writable = await handle.createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    { folder: FOLDER, files },
  );
}

/** Every file in the browser's folder (but `.git`), by path, as bytes in base64. */
async function browserFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (folder) => {
    let found: Record<string, string> = {};
    const walk = async (directory: FileSystemDirectoryHandle, prefix: string) => {
      // The async iterator of a folder's entries is not in TypeScript's DOM library yet.
      const entries = (directory as unknown as { entries: () => AsyncIterable<[string, FileSystemHandle]> }).entries();
      for await (const [name, handle] of entries) {
        if (name === ".git") continue;
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let text = "";
          for (const byte of bytes) text += String.fromCharCode(byte);
          found[`${prefix}${name}`] = btoa(text);
        }
      }
    };
    // A save's last writes can still be settling: a file swapped into place as the walk reaches it, or a write
    // still under way, which shows as a hidden file beside its target (the editor's `.sveltia-tmp-*`, the
    // browser's `*.crswap`; the working copy's own files here are never hidden). The walk starts again, a few
    // times, rather than miss, half-read or copy back a file that is not the editor's.
    const settling = () => Object.keys(found).filter((file) => file.split("/").some((part) => part.startsWith(".")));
    for (let attempt = 1; ; attempt += 1) {
      try {
        await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), "");
        if (settling().length === 0) return found;
        if (attempt === 10) throw new Error(`writes still under way after ${attempt} walks: ${settling().join(", ")}`);
      } catch (error) {
        // A file gone (NotFoundError) or changed after the walk took hold of it (NotReadableError): a save settling.
        const settlingError =
          error instanceof DOMException && ["NotFoundError", "NotReadableError"].includes(error.name);
        if (!settlingError || attempt === 10) throw error;
      }
      found = {};
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }, FOLDER);
}

/**
 * Waits until every one of `paths` is in the browser's folder. The editor says "Entry saved." as it starts writing a
 * new entry's files: a copy made at once can find none of them yet.
 */
export async function untilInBrowser(page: Page, paths: readonly string[], timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const present = Object.keys(await browserFiles(page));
    const absent = paths.filter((file) => !present.includes(file));
    if (absent.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`not in the browser's folder after ${timeoutMs} ms: ${absent.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Copies back to the working copy every file the editor wrote or added in the browser's folder, and returns their
 * paths. A file whose bytes are unchanged is left alone on disk.
 */
export async function copyBackToDisk(page: Page, root: string): Promise<string[]> {
  const written: string[] = [];
  for (const [file, base64] of Object.entries(await browserFiles(page))) {
    const bytes = Buffer.from(base64, "base64");
    const target = path.join(root, file);
    const before = await readFile(target).catch(() => undefined);
    if (before?.equals(bytes)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    written.push(file);
  }
  return written.sort();
}
