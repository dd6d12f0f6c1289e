// The built Worker (build/server/index.js), loaded into this Node process and asked for pages as a browser asks the
// deployed one: what writes the Insights pages (insight-pages.ts), and what the build bench sets their cost
// against (scripts/bench/page-render-cost.ts). It is the Worker's own code (its Hono app, React Router's handler, the
// loaders), run by Node rather than workerd, so a page comes out as the prerender through workerd writes it.
// Two things of the Workers runtime are stood in for: the module `cloudflare:workers`, imported for the Durable
// Object base class (no page reaches a Durable Object), and the assets binding, which serves the build's client files
// from disk, the prerender data the loaders read among them (content/prerender-data.server.ts).
import { existsSync, readFileSync, statSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface BuiltWorker {
  /** The Worker's answer to a GET of an address of the site ("/insights/harbour/"). */
  ask(address: string): Promise<Response>;
}

interface WorkerModule {
  default: { fetch: (request: Request, env: unknown, ctx: unknown) => Promise<Response> };
}

const STAND_IN = "export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }";
let hooksRegistered = false;

/** Answers `cloudflare:workers` with the stand-in, once a process (hooks added twice would both run). */
function standInForWorkersModule(): void {
  if (hooksRegistered) return;
  hooksRegistered = true;
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier !== "cloudflare:workers") return next(specifier, context);
      return { url: `data:text/javascript,${encodeURIComponent(STAND_IN)}`, shortCircuit: true };
    },
  });
}

/**
 * The assets binding, as the loaders use it: a file of the client build by its exact path, or a 404. (The deployed
 * binding also maps `/about` to `/about/index.html`; no loader asks for a page.) `files` answers first: what the
 * caller holds in memory rather than on disk.
 */
function clientFiles(clientDirectory: string, files: ReadonlyMap<string, string>) {
  return {
    fetch(input: Request | string): Response {
      const file = decodeURIComponent(new URL(typeof input === "string" ? input : input.url).pathname).slice(1);
      // JSON as JSON, as the deployed binding types a file by its name: the prerender data is all the loaders read.
      const headers = file.endsWith(".json") ? { "Content-Type": "application/json" } : undefined;
      const held = files.get(file);
      if (held !== undefined) return new Response(held, { headers });
      const onDisk = path.join(clientDirectory, file);
      const inside = onDisk.startsWith(clientDirectory + path.sep);
      return inside && existsSync(onDisk) && statSync(onDisk).isFile()
        ? new Response(readFileSync(onDisk), { headers })
        : new Response("Not found", { status: 404 });
    },
  };
}

/**
 * The Worker built into `buildDirectory`, with the deployment's variables the build wrote beside it
 * (build/server/wrangler.json). `files`: prerender data held in memory, by its path in the client build.
 */
export async function loadBuiltWorker(
  buildDirectory: string,
  files: ReadonlyMap<string, string> = new Map(),
): Promise<BuiltWorker> {
  standInForWorkersModule();
  const server = path.resolve(buildDirectory, "server");
  const { vars } = JSON.parse(readFileSync(path.join(server, "wrangler.json"), "utf8")) as {
    vars: Record<string, string>;
  };
  const worker = (await import(pathToFileURL(path.join(server, "index.js")).href)) as WorkerModule;
  const env = { ...vars, ASSETS: clientFiles(path.resolve(buildDirectory, "client"), files) };
  const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  return {
    // The host is React Router's prerender's: no page's HTML depends on it (canonical addresses are the
    // deployment's origin, from its variables).
    ask: (address) => worker.default.fetch(new Request(new URL(address, "http://localhost")), env, ctx),
  };
}
