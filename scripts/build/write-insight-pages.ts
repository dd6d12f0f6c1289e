// `node scripts/build/write-insight-pages.ts <build directory>`, the pages' paths on standard input as a JSON array:
// the process insight-pages.ts starts to write the Insights pages.
import { text } from "node:stream/consumers";
import { writeInsightPages } from "./insight-pages.ts";

const [buildDirectory] = process.argv.slice(2);
if (!buildDirectory) throw new Error("usage: write-insight-pages.ts <build directory> < paths.json");
const pagePaths = JSON.parse(await text(process.stdin)) as string[];
const started = performance.now();
try {
  const written = await writeInsightPages(buildDirectory, pagePaths);
  console.log(`Insights pages: ${written} written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  // The error itself, first, as the build's own message quotes it (insight-pages.ts), not Node's excerpt of this file.
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
}
