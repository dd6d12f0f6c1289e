import type { Context } from "hono";
import type { LeadContext } from "~/lib/contact/lead-context-keys";
import { afterAnswer, logWriteFailed } from "./after-answer";
import { onePerBinding } from "../one-per-binding";
import { WriteLane } from "./batched-writes";
import { type Conversion, storeConversions } from "./insights-store";
import { pathBucket, sourceOf } from "./page-buckets";
import { dayOf } from "./utc-days";

/** The conversions of a burst of messages are written together (batched-writes.ts), a batch a day. */
const conversionLane = onePerBinding(
  (db: D1Database) =>
    new WriteLane<Conversion>({
      write: ({ key, items }) => storeConversions(db, key, items),
      failed: (error, { items }) => {
        logWriteFailed(error, { conversions: items.length });
      },
    }),
);

/**
 * Counts a contact message as a conversion, from the server's own truth: the contact route calls this once the
 * outbox has accepted a message with a proof of a person. Its page, language and source come from the message's
 * lead context; the write happens after the answer.
 */
export function countContactConversion(
  c: Pick<Context<{ Bindings: Env }>, "env" | "executionCtx">,
  message: { locale: string; context: LeadContext },
): void {
  const day = dayOf(Date.now());
  afterAnswer(c, async () => {
    const conversion: Conversion = {
      kind: "contact",
      day,
      path: await pathBucket(message.context.page, c.env.ASSETS),
      locale: message.locale,
      source: sourceOf(message.context),
    };
    await conversionLane(c.env.INSIGHTS_DB).add(conversion, conversion.day);
  });
}
