// Outage: the stand-in answers 503 for a minute while visitors send, one every two seconds, then recovers.
// Told sent, delivered after recovery, duplicated, and how long after recovery the outbox is empty. Goals: all
// told sent, all delivered once.
import { setTimeout as sleep } from "node:timers/promises";
import { deliveriesOf, duplicatesIn } from "./deliveries.mjs";
import { percentile, report, seconds } from "./figures.mjs";
import { withSite } from "./local-runtime.mjs";
import { drained } from "./outbox.mjs";
import { OUTAGE_SECONDS, OUTAGE_VISITORS } from "./settings.mjs";
import { send } from "./visitors.mjs";

export const outage = () =>
  withSite(1, {}, async ({ standIn, run }) => {
    const outageMs = OUTAGE_SECONDS * 1000;
    standIn.outage(outageMs);
    const recoversAt = performance.now() + outageMs;
    const spacing = Math.min(2000, (outageMs * 0.66) / OUTAGE_VISITORS);
    const answers = [];
    for (let index = 0; index < OUTAGE_VISITORS; index++) {
      answers.push(await send({ run, index, address: `198.19.1.${index}` }));
      await sleep(spacing);
    }
    const deliveredDuring = deliveriesOf(standIn, run).size;
    await sleep(Math.max(0, recoversAt - performance.now()));
    // The longest wait between two tries within a few minutes of failures is about two minutes.
    const drainMs = await drained(5 * 60_000);
    const deliveries = deliveriesOf(standIn, run);
    const told = answers.filter((answer) => answer.sent).length;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    return report(
      `outage: the stand-in answers 503 for ${OUTAGE_SECONDS} s while ${OUTAGE_VISITORS} visitors send, then recovers`,
      {
        "told sent": `${told} of ${OUTAGE_VISITORS}`,
        "answer p50 / max": `${Math.round(percentile(times, 50))} / ${Math.round(times.at(-1) ?? 0)} ms`,
        "delivered during the outage": deliveredDuring,
        "delivered after recovery": `${deliveries.size - deliveredDuring} (${deliveries.size} of ${OUTAGE_VISITORS} in all)`,
        duplicated: duplicatesIn(deliveries),
        "stand-in 503s": standIn.received.filter((entry) => entry.status === 503).length,
        "from recovery until the outbox was empty": drainMs === null ? "not within the limit" : seconds(drainMs),
      },
      told === OUTAGE_VISITORS && deliveries.size === OUTAGE_VISITORS && duplicatesIn(deliveries) === 0,
    );
  });
