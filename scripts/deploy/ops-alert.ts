// A post to the ops alert webhook from the pipeline: the same webhook, and the same shape (`{ "text": "..." }`, a
// Slack-compatible incoming webhook), as the Worker's own alerts (workers/contact/outbox-alerts.ts,
// docs/operations.md). Tried three times; a webhook that still fails is logged, never fatal: the job summary says
// the same thing, and the job fails anyway.
import { setTimeout as sleep } from "node:timers/promises";

const POST_TIME_LIMIT_MS = 10_000;
const TRIES = 3;

export async function postAlert(
  webhookUrl: string | undefined,
  text: string,
  log: (line: string) => void,
  { fetchImpl = fetch, pause = (ms: number): Promise<void> => sleep(ms).then(() => undefined) } = {},
): Promise<void> {
  if (!webhookUrl) {
    log("ops alert: OPS_ALERT_WEBHOOK_URL is not set, so nobody was alerted (the job summary says it)");
    return;
  }
  let last = "";
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    try {
      const response = await fetchImpl(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(POST_TIME_LIMIT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return;
      last = `answered ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (attempt < TRIES) await pause(2000 * attempt);
  }
  log(`ops alert: the webhook failed ${TRIES} times (${last}); the alert is only in the job summary`);
}
