// Webhook outage: the lead webhook (on the loopback receiver stand-in, which verifies every signature) answers
// 503 for a minute while N visitors send, one every send slot (the provider's pace with the outbox's margin),
// the provider stand-in at one call a second. The e-mails' time from send to the provider; the receiver's 503s;
// posts accepted after recovery, distinct webhook-ids, duplicates (at least once allows them: counted), lost,
// and how long after recovery every webhook was delivered. Goals: all told sent, every e-mail at the provider
// within 5 s of its send and once, every message's webhook-id accepted (one id a message, none accepted during
// the outage), no signature refused.
import { setTimeout as sleep } from "node:timers/promises";
import { SLOT_MARGIN } from "../../../workers/contact/send-slots.ts";
import { startLeadReceiver } from "../../stand-in/lead-receiver.ts";
import { deliveriesOf, deliveryTimesOf, duplicatesIn } from "./deliveries.mjs";
import { percentile, report, seconds } from "./figures.mjs";
import { withSite } from "./local-runtime.mjs";
import { drained } from "./outbox.mjs";
import {
  BACKOFF_CAP_SECONDS,
  PACE_MS,
  RECEIVER_PORT,
  WEBHOOK_OUTAGE_SECONDS,
  WEBHOOK_OUTAGE_VISITORS,
  WEBHOOK_SECRET,
} from "./settings.mjs";
import { messageIndex, send } from "./visitors.mjs";

export async function webhookOutage() {
  const receiver = await startLeadReceiver({ port: RECEIVER_PORT, secret: WEBHOOK_SECRET });
  const webhookVars = { LEAD_WEBHOOK_URL: `${receiver.url}/hooks/lead`, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET };
  try {
    return await withSite(1, webhookVars, async ({ standIn, run }) => {
      const outageMs = WEBHOOK_OUTAGE_SECONDS * 1000;
      // On the receiver's clock (Date.now()), and read before it reads its own: nothing it accepts is earlier.
      const recoversAt = Date.now() + outageMs;
      receiver.fail({ status: 503, forMs: outageMs });
      // One visitor each send slot: the rate the outbox sends e-mails at, so any lateness is not a queue of our
      // own making (at exactly PACE_MS apart, arrivals outrun the slots by a tenth and the last e-mails wait ~5 s).
      const spacing = PACE_MS * (1 + SLOT_MARGIN);
      const started = performance.now();
      const pending = [];
      for (let index = 0; index < WEBHOOK_OUTAGE_VISITORS; index++) {
        await sleep(Math.max(0, started + index * spacing - performance.now()));
        pending.push(send({ run, index, address: `198.19.${4 + (index >> 8)}.${index & 255}` }));
      }
      const answers = await Promise.all(pending);
      await sleep(Math.max(0, recoversAt - Date.now()));
      // After recovery each webhook send's next try is at most its last wait (which doubles, up to the cap) away.
      const drainMs = await drained(Math.min(BACKOFF_CAP_SECONDS * 1000, outageMs) + 120_000);

      const told = answers.filter((answer) => answer.sent).map((answer) => answer.index);
      const emailTimes = deliveryTimesOf(standIn, run);
      const emailDeliveries = deliveriesOf(standIn, run);
      const lateness = answers
        .map((answer) => (emailTimes.get(answer.index)?.[0] ?? Infinity) - answer.started)
        .sort((a, b) => a - b);
      const posts = receiver.posts.filter((post) => messageIndex(post.event?.data?.message, run) !== undefined);
      const accepted = posts.filter((post) => post.status < 300);
      const acceptedTimes = new Map();
      for (const post of accepted) acceptedTimes.set(post.id, [...(acceptedTimes.get(post.id) ?? []), post.at]);
      // The ids each message was posted under, whatever the answer: the same on every try.
      const idsOf = new Map();
      for (const post of posts) {
        const index = messageIndex(post.event.data.message, run);
        idsOf.set(index, new Set([...(idsOf.get(index) ?? []), post.id]));
      }
      const lost = told.filter((index) => ![...(idsOf.get(index) ?? [])].some((id) => acceptedTimes.has(id))).length;
      const oneIdEach = [...idsOf.values()].every((ids) => ids.size === 1);
      const duplicateIds = [...acceptedTimes.values()].filter((times) => times.length > 1).length;
      const refused = receiver.posts.filter((post) => post.status === 503).length;
      const unverified = receiver.posts.filter((post) => !post.verified).length;
      const acceptedEarly = accepted.filter((post) => post.at < recoversAt).length;
      const lastFirstAcceptance = Math.max(...[...acceptedTimes.values()].map((times) => Math.min(...times)));
      const worstEmail = lateness.at(-1) ?? Infinity;
      return report(
        `webhook-outage: the lead webhook answers 503 for ${WEBHOOK_OUTAGE_SECONDS} s while ${WEBHOOK_OUTAGE_VISITORS} visitors send, one every ${Math.round(spacing)} ms, stand-in at 1 call a second, backoff cap ${BACKOFF_CAP_SECONDS} s`,
        {
          "told sent": `${told.length} of ${WEBHOOK_OUTAGE_VISITORS}`,
          "e-mails delivered": `${emailDeliveries.size} of ${WEBHOOK_OUTAGE_VISITORS}`,
          "e-mails duplicated": duplicatesIn(emailDeliveries),
          "e-mail send to provider p50 / max": `${Math.round(percentile(lateness, 50))} / ${Math.round(worstEmail)} ms`,
          "e-mail tries refused by the provider (429)": standIn.received.filter((entry) => entry.status === 429).length,
          "webhook posts refused during the outage (503)": refused,
          "webhook posts refused by the signature (401)": unverified,
          "webhook deliveries after recovery": `${accepted.length - acceptedEarly} (${acceptedEarly} before it)`,
          "distinct webhook-ids accepted": `${acceptedTimes.size} of ${told.length}${oneIdEach ? "" : ", a message posted under two ids"}`,
          "webhook-ids accepted more than once": duplicateIds,
          "webhooks lost": lost,
          "after recovery, until every webhook delivered":
            acceptedTimes.size === 0 ? "none delivered" : seconds(lastFirstAcceptance - recoversAt),
          "from recovery until the outbox was empty": drainMs === null ? "not within the limit" : seconds(drainMs),
        },
        told.length === WEBHOOK_OUTAGE_VISITORS &&
          emailDeliveries.size === WEBHOOK_OUTAGE_VISITORS &&
          duplicatesIn(emailDeliveries) === 0 &&
          worstEmail <= 5000 &&
          acceptedEarly === 0 &&
          acceptedTimes.size === told.length &&
          oneIdEach &&
          lost === 0 &&
          unverified === 0,
      );
    });
  } finally {
    await receiver.close();
  }
}
