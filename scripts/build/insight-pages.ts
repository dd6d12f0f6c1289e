// The Insights pages that grow with the content (each entry's, each later listing page), written by the build from
// the built Worker run in Node (built-worker.ts) rather than by React Router's prerender, which asks Vite's preview
// server, and through it workerd, for each page twice (its `.data`, which no page of this site reads since none ships
// React Router's scripts, then its HTML). At a thousand entries a language that cost some 25 ms of CPU an entry page,
// and left two thousand `.data` files to deploy (decision 0085). Every other page is React Router's to prerender.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildNodeFlags } from "./build-memory.ts";
import { loadBuiltWorker } from "./built-worker.ts";

/** Where a page's HTML goes in the client build: `/insights/harbour` is insights/harbour/index.html. */
export const pageFile = (clientDirectory: string, pagePath: string) =>
  path.join(clientDirectory, ...pagePath.split("/").filter(Boolean), "index.html");

/**
 * Each page of `pagePaths` as the built Worker answers it, written as React Router's prerender writes a page. A page
 * that does not answer 200 with HTML fails the build, naming it.
 */
export async function writeInsightPages(buildDirectory: string, pagePaths: readonly string[]): Promise<number> {
  const worker = await loadBuiltWorker(buildDirectory);
  const client = path.resolve(buildDirectory, "client");
  for (const pagePath of pagePaths) {
    // Asked as React Router's prerender asks for a page: with a trailing slash.
    const response = await worker.ask(`${pagePath}/`);
    // The page's bytes as they are: read as text and written again, they would be decoded and encoded for nothing.
    const html = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200 || !response.headers.get("Content-Type")?.startsWith("text/html")) {
      // The answer's start: a not-found or a redirect says itself there; a failed render's error is what the Worker
      // logged just before, which the message quotes too. A whole page would push that out of the message.
      const said = new TextDecoder().decode(html.subarray(0, 1000));
      throw new Error(`The Insights page ${pagePath} answered ${response.status} while the build wrote it:\n${said}`);
    }
    const file = pageFile(client, pagePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return pagePaths.length;
}

/**
 * writeInsightPages in a Node process of its own (write-insight-pages.ts), the paths on its standard input: the build's
 * configuration runs in Vite's module runner, which would load the built Worker through Vite's transforms, and the
 * Worker's modules are not kept in the build's heap afterwards. It starts with the build's own heap growth
 * (build-memory.ts): with V8's default it held some 600 MB at 2,000 pages, with it under 450. What it writes is
 * passed on, and the end of its stderr is the error's message when it fails.
 */
export function writeInsightPagesApart(buildDirectory: string, pagePaths: readonly string[]): Promise<void> {
  const script = path.join(import.meta.dirname, "write-insight-pages.ts");
  // With source maps, an error a page throws names the site's source file and line, not the bundle's.
  const flags = [...buildNodeFlags, "--enable-source-maps"];
  const child = spawn(process.execPath, [...flags, script, buildDirectory], { stdio: "pipe" });
  child.stdout.on("data", (chunk: Buffer) => process.stdout.write(chunk));
  let said = "";
  child.stderr.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    said = (said + chunk.toString("utf8")).slice(-4000);
  });
  child.stdin.end(JSON.stringify(pagePaths));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`Writing the Insights pages failed (${signal ?? `exit code ${code}`}):\n${said}`)),
    );
  });
}
