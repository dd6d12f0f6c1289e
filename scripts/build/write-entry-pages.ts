// `node scripts/build/write-entry-pages.ts <build directory>`, the pages' paths on standard input as a JSON array:
// the process entry-pages.ts starts to write the Insights entry pages.
import { text } from "node:stream/consumers";
import { writeEntryPages } from "./entry-pages.ts";

const [buildDirectory] = process.argv.slice(2);
if (!buildDirectory) throw new Error("usage: write-entry-pages.ts <build directory> < paths.json");
const pagePaths = JSON.parse(await text(process.stdin)) as string[];
const started = performance.now();
try {
  const written = await writeEntryPages(buildDirectory, pagePaths);
  console.log(`Insights entry pages: ${written} written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  // The error itself, first, as the build's own message quotes it (entry-pages.ts), not Node's excerpt of this file.
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
}
