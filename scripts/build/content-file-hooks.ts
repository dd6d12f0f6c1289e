import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatOfFile, parseContentFile } from "../../app/content/file-format.ts";

const contentDir = path.join(import.meta.dirname, "../../app/content") + path.sep;

type NextLoad = (url: string, context: unknown) => Promise<unknown>;

/**
 * Node's module hook for content files, for code Node loads without Vite (the browser tests, which import the
 * site's own modules to know what a page should say): a content file is a module whose default export is its data,
 * as content-files.ts makes it in every Vite build, so `import site from "./site.yaml"` means the same in both.
 * Registered with `module.register` (tests/e2e/playwright.config.ts).
 */
export async function load(url: string, context: unknown, nextLoad: NextLoad): Promise<unknown> {
  if (!url.startsWith("file:")) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const format = formatOfFile(file);
  if (!format || !file.startsWith(contentDir)) return nextLoad(url, context);
  const data = parseContentFile(await readFile(file, "utf8"), format, path.relative(process.cwd(), file));
  return { format: "module", source: `export default ${JSON.stringify(data)};\n`, shortCircuit: true };
}
