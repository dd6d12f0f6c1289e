import { describe, expect, it } from "vitest";
import {
  captureWorkerLogs,
  freshOutboxEachTest,
  outbox,
  outboxClockADayAhead,
  postContact,
  runAlarmAt,
  scriptedProvider,
  unprovenMessage,
  validMessage,
} from "./contact-request";

captureWorkerLogs();
freshOutboxEachTest();
outboxClockADayAhead();

// What the ops console reads of the outbox: each waiting or dead message with its sender and the start of its text
// (people review the held lane there), and the alerts of the last days.
describe("the outbox as the ops console reviews it", () => {
  it("a listing names the sender and the first 200 characters of the text, counted as a reader counts them", async () => {
    scriptedProvider([]);
    const message = `${"👋🏽".repeat(150)}${"x".repeat(100)}`;
    await postContact({ body: JSON.stringify({ ...unprovenMessage, message, company: "Spam Co" }) });
    const [entry] = await outbox().messagesForReview("held", 10);
    expect(entry).toMatchObject({
      lane: "held",
      name: unprovenMessage.name,
      email: unprovenMessage.email,
      company: "Spam Co",
      sends: { email: { state: "queued" } },
    });
    expect(entry?.excerpt).toBe(`${"👋🏽".repeat(150)}${"x".repeat(50)}`);
  });

  it("the alerts raised and cleared in the last days, newest first", async () => {
    scriptedProvider([{ status: 400, text: "The template ID is invalid" }]);
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(502);
    const [dead] = await outbox().messages("dead", 1);
    expect(await outbox().discard(dead?.ref ?? "")).toBe(true);
    await runAlarmAt(Date.now() + 2 * 60 * 60 * 1000);
    const alerts = await outbox().recentAlerts(7);
    expect(alerts.map((alert) => [alert.kind, alert.raised])).toEqual([
      ["dead_letter", false],
      ["dead_letter", true],
    ]);
    expect(JSON.stringify(alerts)).not.toContain(validMessage.email);
  });
});
