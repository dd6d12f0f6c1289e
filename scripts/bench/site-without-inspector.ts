// Serves a build on the local Workers runtime as `wrangler dev` does, through wrangler's own API, but without the
// inspector (docs/decisions/0053): `wrangler dev` always connects one to the runtime, and then forwards every line
// the Worker logs through it, a round trip through two more processes, on the machine the bench measures. Run as
// a process of its own, so that a bench can stop it (SIGTERM) or kill it as a crash would (SIGKILL):
//
//   node scripts/bench/site-without-inspector.ts '{"config":"build/server/wrangler.json","host":"127.0.0.1",
//     "port":8815,"persistTo":"/dev/shm/state","vars":{"NAME":"value"}}'
import { unstable_startWorker } from "wrangler";

export interface SiteWithoutInspector {
  /** The build's wrangler.json, as `wrangler dev --config` takes it. */
  config: string;
  host: string;
  port: number;
  /** The runtime's local state (D1, Durable Objects), as `--persist-to`. */
  persistTo?: string;
  /** Given to the Worker on top of the build's own vars, as `--var NAME:value`. */
  vars?: Record<string, string>;
}

const options = JSON.parse(process.argv[2] ?? "{}") as SiteWithoutInspector;
const worker = await unstable_startWorker({
  config: options.config,
  bindings: Object.fromEntries(
    Object.entries(options.vars ?? {}).map(([name, value]) => [name, { type: "plain_text" as const, value }]),
  ),
  dev: {
    server: { hostname: options.host, port: options.port },
    inspector: false,
    persist: options.persistTo,
    logLevel: "error",
    watch: false,
    // The request's own origin, not the production route's host, as `--infer-origin-from-routes=false`.
    inferOriginFromRoutes: false,
  },
});
await worker.ready;
process.once("SIGTERM", () => {
  void worker.dispose().finally(() => process.exit(0));
});
