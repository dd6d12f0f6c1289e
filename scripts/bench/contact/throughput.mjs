// Throughput: M messages, C at a time, against the stand-in with no rate limit and the Worker's pace raised
// (CONTACT_SEND_INTERVAL_MS, 1 ms by default). Lost, duplicated, 5xx. Goals: 0 of each.
import { deliveriesOf, duplicatesIn } from "./deliveries.mjs";
import { report, seconds, spread } from "./figures.mjs";
import { withSite } from "./local-runtime.mjs";
import { drained } from "./outbox.mjs";
import { CONCURRENCY, MESSAGES, THROUGHPUT_INTERVAL_MS } from "./settings.mjs";
import { send, sendAll } from "./visitors.mjs";

export const throughput = () =>
  withSite(null, { CONTACT_SEND_INTERVAL_MS: String(THROUGHPUT_INTERVAL_MS) }, async ({ standIn, run }) => {
    const started = performance.now();
    const answers = await sendAll(MESSAGES, CONCURRENCY, (index) =>
      send({ run, index, address: `198.18.${index >> 8}.${index & 255}` }),
    );
    const answeredMs = performance.now() - started;
    const drainMs = await drained(MESSAGES * 50 + 60_000);
    const deliveries = deliveriesOf(standIn, run);
    const accepted = answers.filter((answer) => answer.sent).map((answer) => answer.index);
    const lost = accepted.filter((index) => !deliveries.has(index)).length;
    const fivexx = answers.filter((answer) => answer.status >= 500).length;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    return report(
      `throughput: ${MESSAGES} messages, ${CONCURRENCY} at a time, stand-in unlimited, pace ${THROUGHPUT_INTERVAL_MS} ms`,
      {
        accepted: `${accepted.length} of ${MESSAGES}`,
        delivered: deliveries.size,
        lost,
        duplicated: duplicatesIn(deliveries),
        "5xx": fivexx,
        "answered in / messages a second": `${seconds(answeredMs)} / ${(MESSAGES / (answeredMs / 1000)).toFixed(1)}`,
        "answer p50 / p99 / max": spread(times),
        "then until the outbox was empty": drainMs === null ? "not within the limit" : seconds(drainMs),
      },
      accepted.length === MESSAGES && lost === 0 && duplicatesIn(deliveries) === 0 && fivexx === 0,
    );
  });
