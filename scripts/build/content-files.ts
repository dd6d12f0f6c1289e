import path from "node:path";
import type { Plugin } from "vite";
import { formatOfFile, parseContentFile } from "../../app/content/file-format.ts";
import { legalSectionsOf } from "../../app/content/legal/legal-markdown.server.ts";

const contentDir = path.join(import.meta.dirname, "../../app/content") + path.sep;

/** The query that asks for a legal text already read into its sections (app/content/localized.server.ts). */
const legalDocumentQuery = "legal-document";

/**
 * Content files (app/content/**\/*.yaml and *.md) as modules whose default export is the file's data, parsed at
 * build time: no parser reaches the Worker or a browser, and a module imports a file as it would a module. A legal
 * text imported with `?legal-document` is its front matter and its text read into sections by the site's Markdown
 * reader (app/content/legal/legal-markdown.server.ts). A file that is not well formed fails the build, naming it;
 * whether its data holds to its collection's schema is the content check's (app/content/check-content.server.ts).
 * Every build and test configuration that reads content lists this plugin: vite.config.ts (both environments and
 * the page script's build) and tests/vitest.config.ts.
 */
export function contentFiles(): Plugin {
  return {
    name: "content-files",
    transform(code, id) {
      const [file = id, query = ""] = id.split("?");
      const format = formatOfFile(file);
      if (!format || !file.startsWith(contentDir)) return undefined;
      const where = path.relative(process.cwd(), file);
      const data = parseContentFile(code, format, where);
      const module = new URLSearchParams(query).has(legalDocumentQuery) ? legalDocument(data, where) : data;
      return { code: `export default ${JSON.stringify(module)};\n`, map: { mappings: "" } };
    },
  };
}

function legalDocument(data: unknown, file: string): unknown {
  const { body, ...frontMatter } = data as { body?: unknown };
  if (typeof body !== "string") throw new Error(`${file}: a legal text has its text after the front matter`);
  const sections = legalSectionsOf(body);
  if (typeof sections === "string") throw new Error(`${file}: ${sections}`);
  return { ...frontMatter, sections };
}
