import path from "node:path";
import type { Plugin } from "vite";
import { formatOfFile, parseContentFile } from "../../app/content/file-format.ts";

const contentDir = path.join(import.meta.dirname, "../../app/content") + path.sep;

/**
 * Content files (app/content/**\/*.yaml and *.md) as modules whose default export is the file's data, parsed at
 * build time: no parser reaches the Worker or a browser, and a module imports a file as it would a module. A file
 * that is not well formed fails the build, naming it; whether its data holds to its collection's schema is the
 * content check's (app/content/check-content.server.ts). Every build and test configuration that reads content
 * lists this plugin: vite.config.ts (both environments and the page script's build) and tests/vitest.config.ts.
 */
export function contentFiles(): Plugin {
  return {
    name: "content-files",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      const format = formatOfFile(file);
      if (!format || !file.startsWith(contentDir)) return undefined;
      const data = parseContentFile(code, format, path.relative(process.cwd(), file));
      return { code: `export default ${JSON.stringify(data)};\n`, map: { mappings: "" } };
    },
  };
}
