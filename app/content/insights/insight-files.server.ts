import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Language, languageCodes } from "~/lib/language/languages";
import { insightsCollection } from "../collections";

/**
 * The Insights entries' files, read from their folders (app/content/<language>/insights/*.md) by the build, the
 * content check and the tests, in Node only. Entries are never modules: a page's loader reads its own entry from
 * the prerender data the build writes (insight-data.server.ts), so no entry's text is bundled into the Worker.
 */

const repositoryRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** An entry's file as written. */
export interface InsightSource {
  /** Repository-relative, as problems name it: `app/content/es/insights/harbour-pilot.md`. */
  path: string;
  language: Language;
  /** The file's name without `.md`. */
  slug: string;
  text: string;
}

/** A language's folder of entries, from the collection's file pattern: `app/content/es/insights`. */
const insightsFolder = (language: Language) => path.posix.dirname(insightsCollection.path.replace("{lang}", language));

/** Every entry file in every language; a file in those folders that is no entry is a problem of its own. */
export function readInsightSources(root = repositoryRoot): { sources: InsightSource[]; strays: string[] } {
  const sources: InsightSource[] = [];
  const strays: string[] = [];
  for (const language of languageCodes) {
    const folder = insightsFolder(language);
    if (!existsSync(path.join(root, folder))) continue;
    for (const name of readdirSync(path.join(root, folder)).sort()) {
      const file = `${folder}/${name}`;
      if (!name.endsWith(".md")) {
        strays.push(`${file}: not an entry: an entry is a Markdown file, <slug>.md`);
        continue;
      }
      sources.push({
        path: file,
        language,
        slug: name.slice(0, -3),
        text: readFileSync(path.join(root, file), "utf8"),
      });
    }
  }
  return { sources, strays };
}
