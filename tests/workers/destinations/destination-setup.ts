import { captureWorkerLogs, freshOutboxEachTest, outboxClockADayAhead } from "../contact-request";
import { ACKNOWLEDGMENT_TEMPLATE_ID } from "../provider-env";

/**
 * What every test of a message's destinations starts from, set up by the file that calls this: the Worker's log
 * lines captured, an empty outbox, and the outbox's clock a day ahead of the real one, so no alarm fires unless the
 * test runs it (`clock.T0` is each test's starting time).
 */
export function destinationTests(): { logs: string[]; clock: { T0: number } } {
  const logs = captureWorkerLogs();
  freshOutboxEachTest();
  const clock = outboxClockADayAhead();
  return { logs, clock };
}

/** A provider call that is the prospect's acknowledgment (its template), not the consultancy's e-mail. */
export const isAcknowledgment = (call: { body: unknown }) =>
  (call.body as { template_id?: string }).template_id === ACKNOWLEDGMENT_TEMPLATE_ID;
