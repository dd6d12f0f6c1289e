// The contact bench's options, ports and shared facts: the build's pace and caps, the ops token, the outbox's state.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { benchOptions } from "../bench-options.ts";
import { migratedLocalState } from "../built-site.ts";

const options = benchOptions({
  burst: 100,
  "outage-visitors": 20,
  "outage-seconds": 60,
  "restart-visitors": 20,
  messages: 1000,
  concurrency: 32,
  "throughput-interval": 1,
  flood: 10000,
  "flood-clients": 2000,
  prospects: 20,
  "flood-concurrency": 32,
  "webhook-outage-visitors": 50,
  "webhook-outage-seconds": 60,
  only: "burst,outage,restart,throughput,flood,webhook-outage",
});
export const BURST = options.burst;
export const OUTAGE_VISITORS = options["outage-visitors"];
export const OUTAGE_SECONDS = options["outage-seconds"];
export const RESTART_VISITORS = options["restart-visitors"];
export const MESSAGES = options.messages;
export const CONCURRENCY = options.concurrency;
export const THROUGHPUT_INTERVAL_MS = options["throughput-interval"];
export const FLOOD = options.flood;
export const FLOOD_CLIENTS = options["flood-clients"];
export const PROSPECTS = options.prospects;
export const FLOOD_CONCURRENCY = options["flood-concurrency"];
export const WEBHOOK_OUTAGE_VISITORS = options["webhook-outage-visitors"];
export const WEBHOOK_OUTAGE_SECONDS = options["webhook-outage-seconds"];
export const ONLY = options.only.split(",");
/** The burst's p99 may be at most this many times a static file's, sent the same way in the same run. */
export const BURST_RATIO_GOAL = 1.75;
export const WORKER_PORT = 8815;
export const PROVIDER_PORT = 8816;
export const SITEVERIFY_PORT = 8817;
export const RECEIVER_PORT = 8818;
/** Where the siteverify stand-in the entry starts on SITEVERIFY_PORT answers. */
export const SITEVERIFY_URL = `http://127.0.0.1:${SITEVERIFY_PORT}`;
/** A valid Standard Webhooks secret (whsec_ and the base64 of 24 bytes), for the bench's receiver only. */
export const WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
export const workerURL = `http://127.0.0.1:${WORKER_PORT}`;
export const root = fileURLToPath(new URL("../../..", import.meta.url));
const builtVars = JSON.parse(readFileSync(`${root}build/server/wrangler.json`, "utf8")).vars ?? {};
export const PACE_MS = Number(builtVars.CONTACT_SEND_INTERVAL_MS ?? 1000);
export const HELD_PER_DAY = Number(builtVars.CONTACT_HELD_PER_DAY ?? 5);
export const BACKOFF_CAP_SECONDS = Number(builtVars.CONTACT_BACKOFF_CAP_SECONDS ?? 1800);
export const OPS_TOKEN = `bench-${randomUUID()}`;
// The outbox's local state goes to memory where the machine has it: every answer waits for its message's write to
// be durable, and on a local disk each write waits for an fsync (a burst's answers took a fifth of a second longer
// on this machine's disk), which measures the disk, not the Worker; deployed, the write is the Durable Object's.
// Memory still outlives the runtime, which is what the restart run needs. Its D1 is migrated, as `npm start`'s is:
// an accepted message counts as a conversion there.
export const state = migratedLocalState("contact-bench");

if (MESSAGES > 2 ** 16) throw new Error("at most 65536 messages: one client address each in 198.18.0.0/16");
if (FLOOD_CLIENTS > 240 * 256) throw new Error("at most 61440 flood clients: addresses from 198.19.16.0 up");
if (WEBHOOK_OUTAGE_VISITORS > 12 * 256) throw new Error("at most 3072 webhook outage visitors: 198.19.4.0 to 15.255");
