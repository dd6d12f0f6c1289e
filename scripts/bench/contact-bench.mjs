// npm run bench:contact [-- --burst 100 --outage-visitors 20 --outage-seconds 60 --restart-visitors 20
//                          --messages 1000 --concurrency 32 --throughput-interval 1
//                          --flood 10000 --flood-clients 2000 --prospects 20 --flood-concurrency 32
//                          --webhook-outage-visitors 50 --webhook-outage-seconds 60
//                          --only burst,outage,restart,throughput,flood,webhook-outage]
//
// Six runs through the real Worker and its outbox (the build, on the runtime `wrangler dev` runs, without its
// inspector: docs/decisions/0053), the loopback provider stand-in, which takes one call a second per account and
// answers 429 beyond it, as the provider does, and the loopback siteverify stand-in, which passes the tokens a
// visitor's widget would have made. Each run uses an account of its own, so an outbox of its own. Each prints its
// figures and whether it met its goals; the command fails when a goal is missed. Visitors in every run but the
// flood pass the bot check (the verified lane). No run sets an acknowledgment template, so the provider's slots are
// the consultancy's e-mails' alone.
//
// The runs, each described in its file under scripts/bench/contact/:
// 1. burst.mjs: N visitors press "Send" at the same moment; the p99 against a static file's, in the same run.
// 2. outage.mjs: the provider stand-in answers 503 for a minute while visitors send, then recovers.
// 3. restart.mjs: a burst, then the local runtime killed (SIGKILL) with messages waiting, started again.
// 4. throughput.mjs: M messages, C at a time, against an unlimited stand-in and the Worker's pace raised.
// 5. flood.mjs: F messages without a proof of a person from K client addresses, P verified prospects among them.
// 6. webhook-outage.mjs: the lead webhook answers 503 for a minute while visitors send, one every send slot.
// Beside them: settings.mjs (the options, ports and the build's pace), local-runtime.mjs (starting and stopping
// the Worker), visitors.mjs (sending a message), outbox.mjs (the ops API's counts, waiting until it is empty),
// deliveries.mjs (what the provider stand-in accepted) and figures.mjs (percentiles and the printed report).
//
// The rate limit (5 a minute per client address) stays as configured: each message comes from its own address in
// the benchmarking range 198.18.0.0/15 (CF-Connecting-IP, which the local runtime passes through). The outbox's state
// lives in a temporary directory (--persist-to, in memory where there is /dev/shm), shared by the runs, deleted at
// the end. Ports: the Worker on 8815, the provider stand-in on 8816, the siteverify stand-in on 8817, the lead
// webhook's receiver stand-in on 8818. Needs a build (the npm script makes one). The machine's load average is
// printed with the figures: timing on a busy machine is noisy.
import { rmSync } from "node:fs";
import { startTurnstileStandIn } from "../stand-in/turnstile.ts";
import { burst } from "./contact/burst.mjs";
import { load } from "./contact/figures.mjs";
import { flood } from "./contact/flood.mjs";
import { outage } from "./contact/outage.mjs";
import { restart } from "./contact/restart.mjs";
import { ONLY, SITEVERIFY_PORT, state } from "./contact/settings.mjs";
import { throughput } from "./contact/throughput.mjs";
import { webhookOutage } from "./contact/webhook-outage.mjs";

// Siteverify's stand-in, for every run: it passes each visitor's token (one each, as a widget makes them).
const siteverify = await startTurnstileStandIn({ port: SITEVERIFY_PORT });

const runs = { burst, outage, restart, throughput, flood, "webhook-outage": webhookOutage };
console.log(`load average at start (1, 5, 15 min): ${load()}; the outbox's state in ${state}`);
let met = true;
try {
  for (const name of ONLY) {
    const benchRun = runs[name];
    if (!benchRun) throw new Error(`no run called ${name}; --only takes ${Object.keys(runs).join(",")}`);
    met = (await benchRun()) && met;
  }
} finally {
  rmSync(state, { recursive: true, force: true });
  await siteverify.close();
}
console.log(`\nload average at end (1, 5, 15 min): ${load()}`);
process.exitCode = met ? 0 : 1;
