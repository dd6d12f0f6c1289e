// Restart: a burst, then the local runtime is stopped (SIGKILL, as a crash) while the outbox still holds
// messages, and started again on the same state. Delivered, lost, duplicated. Goals: 0 lost, 0 duplicated.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { startProviderStandIn } from "../../stand-in/email-provider.mjs";
import { deliveriesOf, duplicatesIn } from "./deliveries.mjs";
import { report, seconds } from "./figures.mjs";
import { startWorker } from "./local-runtime.mjs";
import { drained, outboxStatus } from "./outbox.mjs";
import { PACE_MS, PROVIDER_PORT, RESTART_VISITORS } from "./settings.mjs";
import { send } from "./visitors.mjs";

export async function restart() {
  const standIn = await startProviderStandIn({ port: PROVIDER_PORT, rate: 1 });
  const account = `public_bench_${randomUUID()}`;
  const run = randomUUID();
  try {
    let worker = await startWorker(standIn.url, account);
    const answers = await Promise.all(
      Array.from({ length: RESTART_VISITORS }, (_, index) => send({ run, index, address: `198.19.2.${index}` })),
    );
    await sleep(3 * PACE_MS);
    const before = await outboxStatus();
    // A crash, not a shutdown: the runtime gets no chance to finish anything.
    await worker.stop("SIGKILL");
    const deliveredBefore = deliveriesOf(standIn, run).size;
    worker = await startWorker(standIn.url, account);
    const drainMs = await drained(RESTART_VISITORS * PACE_MS * 1.1 + 120_000);
    await worker.stop();
    const deliveries = deliveriesOf(standIn, run);
    const told = answers.filter((answer) => answer.sent).map((answer) => answer.index);
    const lost = told.filter((index) => !deliveries.has(index)).length;
    return report(
      `restart: ${RESTART_VISITORS} visitors at once, the runtime killed with messages waiting, started again`,
      {
        "told sent": `${told.length} of ${RESTART_VISITORS}`,
        "waiting when killed": before.queued + before.retrying,
        "delivered before the kill": deliveredBefore,
        "delivered after the restart": deliveries.size - deliveredBefore,
        lost,
        duplicated: duplicatesIn(deliveries),
        "after the restart, until the outbox was empty": drainMs === null ? "not within the limit" : seconds(drainMs),
      },
      told.length === RESTART_VISITORS && lost === 0 && duplicatesIn(deliveries) === 0,
    );
  } finally {
    await standIn.close();
  }
}
