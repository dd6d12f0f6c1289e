// Flood: F messages without a proof of a person from K client addresses (F/K each, within the per-client
// limit), P verified prospects spread through them, C at a time, the stand-in at one call a second. Answer
// p50/p99 for all; each prospect's time from send to the provider; held messages delivered during the run;
// lost (accepted, neither delivered nor held). Goals: p99 < 500 ms, every prospect at the provider within 5 s,
// held deliveries within the daily cap, 0 lost.
import { setTimeout as sleep } from "node:timers/promises";
import { deliveryTimesOf } from "./deliveries.mjs";
import { percentile, report, seconds, spread } from "./figures.mjs";
import { withSite } from "./local-runtime.mjs";
import { outboxStatus } from "./outbox.mjs";
import { FLOOD, FLOOD_CLIENTS, FLOOD_CONCURRENCY, HELD_PER_DAY, PROSPECTS } from "./settings.mjs";
import { send, sendAll } from "./visitors.mjs";

/** "0", or how many answers were not "sent", by their status: "12 x 429, 1 x 503". */
function refusedByStatus(answers) {
  const counts = new Map();
  for (const answer of answers.filter((each) => !each.sent))
    counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return counts.size === 0 ? "0" : [...counts].map(([status, count]) => `${count} x ${status}`).join(", ");
}

export const flood = () =>
  withSite(1, {}, async ({ standIn, run }) => {
    const total = FLOOD + PROSPECTS;
    const perClient = Math.ceil(FLOOD / FLOOD_CLIENTS);
    // The prospects are spread evenly through the flood: message indexes that carry a token.
    const prospectAt = new Set(
      Array.from({ length: PROSPECTS }, (_, i) => Math.round(((i + 0.5) * total) / PROSPECTS)),
    );
    let spam = 0;
    let prospect = 0;
    const started = performance.now();
    const answers = await sendAll(total, FLOOD_CONCURRENCY, async (index) => {
      if (prospectAt.has(index)) {
        const address = `198.19.3.${prospect++}`;
        return { ...(await send({ run, index, address })), prospect: true };
      }
      // 198.19.16.0 and up: no other run sends from there, so every client starts the flood with its full
      // allowance of 5 a minute.
      const client = Math.floor(spam++ / perClient);
      const address = `198.19.${16 + (client >> 8)}.${client & 255}`;
      return { ...(await send({ run, index, address, proof: false })), prospect: false };
    });
    const answeredMs = performance.now() - started;
    // Give the outbox a moment to deliver what it would: prospects at once, held messages within their cap.
    await sleep(5000);
    const status = await outboxStatus();
    const deliveryTimes = deliveryTimesOf(standIn, run);
    const accepted = answers.filter((answer) => answer.sent);
    const prospects = answers.filter((answer) => answer.prospect);
    const prospectWaits = prospects
      .map((answer) => (deliveryTimes.get(answer.index)?.[0] ?? Infinity) - answer.started)
      .sort((a, b) => a - b);
    const heldDelivered = answers.filter((answer) => !answer.prospect && deliveryTimes.has(answer.index)).length;
    const lost = accepted.length - deliveryTimes.size - status.held;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    const worstProspect = prospectWaits.at(-1) ?? Infinity;
    return report(
      `flood: ${FLOOD} messages without a proof from ${FLOOD_CLIENTS} client addresses, ${PROSPECTS} verified prospects among them, ${FLOOD_CONCURRENCY} at a time, stand-in at 1 call a second`,
      {
        "accepted (told sent)": `${accepted.length} of ${total}`,
        "refused (by status)": refusedByStatus(answers),
        "answered in / messages a second": `${seconds(answeredMs)} / ${(total / (answeredMs / 1000)).toFixed(1)}`,
        "answer p50 / p99 / max": spread(times),
        "prospects at the provider": `${prospectWaits.filter(Number.isFinite).length} of ${PROSPECTS}`,
        "prospect send to provider p50 / max": `${Math.round(percentile(prospectWaits, 50))} / ${Math.round(worstProspect)} ms`,
        "held delivered during the run": `${heldDelivered} (daily cap ${HELD_PER_DAY})`,
        "held waiting at the end": status.held,
        lost,
      },
      accepted.length === total && p99 < 500 && worstProspect <= 5000 && heldDelivered <= HELD_PER_DAY && lost === 0,
    );
  });
