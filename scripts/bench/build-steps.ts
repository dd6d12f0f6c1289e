// The build bench's steps on its checkout, each a process of its own: a production build (its time, its peak
// memory, what it says of its photos, share cards and files to deploy), the Worker's size as `wrangler deploy
// --dry-run` prints it, and React's renderToString of some of the build's pages (page-render-cost.ts).
import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { RenderCost } from "./page-render-cost.ts";
import { peakMemory } from "./process-tree-memory.ts";

const run = promisify(execFile);

export interface BuildFigures {
  seconds: number;
  /** CPU time, user and system, of the build and every process it started and waited for. */
  cpuSeconds: number;
  peakBytes: number;
  encoded: number;
  cached: number;
  shareCards: number;
  cardsCached: number;
  /** The files a deployment would upload, as the build counts them (scripts/build/deployed-files.ts). */
  filesToDeploy: number;
}

/** A production build of the checkout: its time and peak memory, what it says of its photos, cards and files. */
export async function build(root: string): Promise<BuildFigures> {
  const started = performance.now();
  // At the lowest priority: the bench measures what the build costs, not how it competes for the cores. The shell
  // reports its children's CPU time (`times`: the build and every process it waited for, workerd and esbuild too),
  // which, unlike the time on the clock, other work on the machine barely changes.
  const script = 'nice -n 19 npm run --silent build; code=$?; echo "build cpu:"; times; exit $code';
  const child = spawn("bash", ["-c", script], {
    cwd: root,
    env: benchBuildEnv(process.env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const memory = peakMemory(child.pid ?? process.pid);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve) => {
    child.on("close", (status) => {
      resolve(status ?? 1);
    });
  });
  const peakBytes = memory.stop();
  if (code !== 0) throw new Error(`the build failed:\n${output.slice(-4000)}`);
  return { seconds: (performance.now() - started) / 1000, peakBytes, ...buildOutputFigures(output) };
}

/**
 * A bench build's environment: production, held to Workers Paid's limit of files a version (its checkouts are never
 * deployed, and more entries than Workers Free takes must still build).
 */
export const benchBuildEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  CLOUDFLARE_ENV: "production",
  STATIC_FILE_LIMIT: "100000",
});

/**
 * What a build's output says of it: its CPU time (the shell's `times` after "build cpu:"), its photos, share cards
 * and files to deploy. A build that says nothing of its photos, or a shell of its time, is an error; the rest, when
 * not said, is NaN.
 */
export function buildOutputFigures(output: string): Omit<BuildFigures, "seconds" | "peakBytes"> {
  const photos = /photos: (\d+) encoded, (\d+) from the cache/.exec(output);
  if (!photos) throw new Error(`the build did not say how many photos it encoded:\n${output.slice(-2000)}`);
  const cpu = /build cpu:\n.*\n(\d+)m([\d.]+)s (\d+)m([\d.]+)s/.exec(output);
  if (!cpu) throw new Error(`the shell did not say the build's CPU time:\n${output.slice(-2000)}`);
  const cards = /share cards: (\d+) drawn, (\d+) from the cache/.exec(output);
  const files = /^static files to deploy: ([\d,]+) of the /m.exec(output);
  return {
    cpuSeconds: Number(cpu[1]) * 60 + Number(cpu[2]) + Number(cpu[3]) * 60 + Number(cpu[4]),
    encoded: Number(photos[1]),
    cached: Number(photos[2]),
    shareCards: Number(cards?.[1] ?? NaN),
    cardsCached: Number(cards?.[2] ?? NaN),
    filesToDeploy: Number(files?.[1]?.replaceAll(",", "") ?? NaN),
  };
}

/** The built Worker's upload, as `wrangler deploy --dry-run` prints it ("Total Upload: X KiB / gzip: Y KiB"). */
export async function workerSize(root: string, outDir: string): Promise<{ totalKiB: number; gzipKiB: number }> {
  const { stdout, stderr } = await run(
    "nice",
    [
      ...["-n", "19", "npx", "wrangler", "deploy", "--dry-run"],
      ...["--config", "build/server/wrangler.json", "--outdir", outDir],
    ],
    { cwd: root, env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" }, maxBuffer: 16 * 1024 ** 2 },
  );
  const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(stdout + stderr);
  if (!size) throw new Error(`wrangler printed no "Total Upload: ... / gzip: ..." line:\n${stdout}${stderr}`);
  return { totalKiB: Number(size[1]), gzipKiB: Number(size[2]) };
}

/** React's renderToString of the built pages at `pagePaths`, timed in a Node process of its own. */
export async function renderCost(root: string, pagePaths: readonly string[]): Promise<RenderCost> {
  const script = path.join(import.meta.dirname, "page-render-cost.ts");
  const { stdout } = await run("nice", ["-n", "19", process.execPath, script, root, ...pagePaths], {
    cwd: root,
    maxBuffer: 16 * 1024 ** 2,
  });
  const last = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(last) as RenderCost;
}
