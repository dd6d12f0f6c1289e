import type { Context } from "hono";
import type { LeadContext } from "~/lib/contact/lead-context-keys";
import { afterAnswer } from "./after-answer";
import { storeConversion } from "./insights-store";
import { pathBucket, sourceOf } from "./page-buckets";
import { dayOf } from "./utc-days";

/**
 * Counts a contact message as a conversion, from the server's own truth: the contact route calls this once the
 * outbox has accepted a message with a proof of a person. Its page, language and source come from the message's
 * lead context; the write happens after the answer.
 */
export function countContactConversion(
  c: Pick<Context<{ Bindings: Env }>, "env" | "executionCtx">,
  message: { locale: string; context: LeadContext },
): void {
  afterAnswer(c, () =>
    storeConversion(c.env.INSIGHTS_DB, {
      kind: "contact",
      day: dayOf(Date.now()),
      path: pathBucket(message.context.page),
      locale: message.locale,
      source: sourceOf(message.context),
    }),
  );
}
