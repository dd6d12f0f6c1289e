// `npm run bench:log-lines`: what one line the Worker logs costs on the local runtime, served by `wrangler dev`
// (whose inspector is always connected) and without the inspector (site-without-inspector.ts, decision 0053). A
// Worker of a few lines, written to a temporary directory, answers `?lines=N` after writing N JSON log lines of a
// contact event's size, or after building the same strings without writing them; the difference of the two
// answers' times (the median of seven each) over N is a line's cost. Port: BENCH_PORT (8880).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchOptions } from "./bench-options.ts";
import { median } from "./load-rounds.ts";
import { startSite } from "./built-site.ts";

const options = benchOptions({ lines: 2000, tries: 7 });
const port = Number(process.env.BENCH_PORT ?? 8880);

const worker = `export default {
  async fetch(request) {
    const url = new URL(request.url);
    const lines = Number(url.searchParams.get("lines"));
    const write = url.searchParams.get("write") === "1";
    let length = 0;
    for (let i = 0; i < lines; i++) {
      const line = JSON.stringify({ event: "contact.stored", ref: "k7x2m9q4p1z8", lane: "verified", proof: "passed", i });
      if (write) console.log(line);
      else length += line.length;
    }
    return new Response(String(length));
  },
};
`;
const directory = mkdtempSync(path.join(tmpdir(), "log-line-cost-"));
mkdirSync(path.join(directory, "server"));
writeFileSync(path.join(directory, "server/worker.js"), worker);
writeFileSync(
  path.join(directory, "server/wrangler.json"),
  JSON.stringify({ name: "log-line-cost", main: "worker.js", compatibility_date: "2026-10-01" }),
);

/** The median time of `tries` answers to `query`, ms. */
async function answerMs(origin: string, query: string): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < options.tries; index++) {
    const started = performance.now();
    await (await fetch(`${origin}/?${query}`)).text();
    times.push(performance.now() - started);
  }
  return median(times);
}

try {
  for (const inspector of [true, false]) {
    const site = await startSite(port, {}, undefined, directory, { inspector });
    try {
      await answerMs(site.origin, `lines=${options.lines}&write=1`);
      const built = await answerMs(site.origin, `lines=${options.lines}&write=0`);
      const written = await answerMs(site.origin, `lines=${options.lines}&write=1`);
      const lineUs = ((written - built) / options.lines) * 1000;
      const served = inspector ? "wrangler dev (its inspector connected)" : "without the inspector";
      console.log(`${served}: ${lineUs.toFixed(1)} µs a line (${options.lines} lines, median of ${options.tries})`);
    } finally {
      await site.stop();
    }
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}
