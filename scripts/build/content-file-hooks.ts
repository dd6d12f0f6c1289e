import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { LoadHook } from "node:module";
import { formatOfFile, parseContentFile } from "../../app/content/file-format.ts";

/**
 * Node's module hooks for content files: what the content-files Vite plugin (content-files.ts) does in builds, for
 * code Node loads itself. The browser tests import modules that read a content file (the share cards read the
 * company's details from app/content/site.yaml), and Node knows no `.yaml` module: with these hooks registered
 * (tests/e2e/playwright.config.ts), such a module's default export is the file's data, parsed the same way.
 */
export const load: LoadHook = async (url, context, nextLoad) => {
  const format = url.startsWith("file:") ? formatOfFile(url) : undefined;
  if (!format) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const data = parseContentFile(await readFile(file, "utf8"), format, file);
  return { format: "module", source: `export default ${JSON.stringify(data)};\n`, shortCircuit: true };
};
