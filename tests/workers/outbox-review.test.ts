import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  captureWorkerLogs,
  freshOutboxEachTest,
  outbox,
  outboxClockADayAhead,
  MINUTE,
  postContact,
  runAlarmAt,
  scriptedProvider,
  unprovenMessage,
  validMessage,
} from "./contact-request";

captureWorkerLogs();
freshOutboxEachTest();
const clock = outboxClockADayAhead();

/** A message as the outbox stores it, `minutesAgo` before the test's start, with one send a destination given. */
interface StoredMessage {
  ref: string;
  lane: "verified" | "held";
  minutesAgo: number;
  sends: Partial<Record<"email" | "webhook" | "acknowledgment", "queued" | "retrying" | "sent" | "dead">>;
}

/** Writes messages straight into the outbox's tables, in the order given (not their order of arrival). */
async function store(messages: StoredMessage[]): Promise<void> {
  await runInDurableObject(outbox(), (_instance, state) => {
    for (const { ref, lane, minutesAgo, sends } of messages) {
      const fields = { name: `Sender ${ref}`, email: `${ref}@example.org`, company: "", message: ref, locale: "en" };
      state.storage.sql.exec(
        "INSERT INTO leads (ref, lane, proof, fields, received_at) VALUES (?, ?, 'passed', ?, ?)",
        ref,
        lane,
        JSON.stringify(fields),
        clock.T0 - minutesAgo * MINUTE,
      );
      for (const [destination, sendState] of Object.entries(sends)) {
        state.storage.sql.exec(
          `INSERT INTO sends (ref, destination, lane, state, window_ends_at, next_attempt_at, dead_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          ref,
          destination,
          lane,
          sendState,
          clock.T0 + MINUTE,
          sendState === "queued" || sendState === "retrying" ? clock.T0 : null,
          sendState === "dead" ? clock.T0 : null,
        );
      }
    }
  });
}

// What the ops console reads of the outbox: each waiting or dead message with its sender and the start of its text
// (people review the held lane there), and the alerts of the last days.
describe("the outbox as the ops console reviews it", () => {
  /** What the console's page reads in its one call: each listing's first page of `size`, and 7 days of alerts. */
  const review = (size = 10) => outbox().review({ held: 0, queued: 0, retrying: 0, dead: 0 }, size, 7);
  const listed = async (listing: "held" | "queued", size?: number) => (await review(size)).listings[listing].messages;

  it("a listing names the sender and the first 200 characters of the text, counted as a reader counts them", async () => {
    scriptedProvider([]);
    const message = `${"👋🏽".repeat(150)}${"x".repeat(100)}`;
    await postContact({ body: JSON.stringify({ ...unprovenMessage, message, company: "Spam Co" }) });
    const [entry] = await listed("held");
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
    const { alerts } = await review();
    expect(alerts.map((alert) => [alert.kind, alert.raised])).toEqual([
      ["dead_letter", false],
      ["dead_letter", true],
    ]);
    expect(JSON.stringify(alerts)).not.toContain(validMessage.email);
  });

  it("a listing of several messages: oldest first, each with its own sends by destination, at most the limit", async () => {
    await store([
      { ref: "middle", lane: "verified", minutesAgo: 20, sends: { email: "queued", webhook: "dead" } },
      { ref: "newest", lane: "verified", minutesAgo: 10, sends: { email: "sent", acknowledgment: "queued" } },
      { ref: "oldest", lane: "verified", minutesAgo: 30, sends: { email: "queued", webhook: "retrying" } },
      { ref: "retrying-only", lane: "verified", minutesAgo: 40, sends: { webhook: "retrying" } },
    ]);
    const queued = await listed("queued");
    const states = (sends: (typeof queued)[number]["sends"]) =>
      Object.fromEntries(Object.entries(sends).map(([destination, send]) => [destination, send.state]));
    expect(queued.map((entry) => [entry.ref, entry.name, entry.excerpt, states(entry.sends)])).toEqual([
      ["oldest", "Sender oldest", "oldest", { email: "queued", webhook: "retrying" }],
      ["middle", "Sender middle", "middle", { email: "queued", webhook: "dead" }],
      ["newest", "Sender newest", "newest", { email: "sent", acknowledgment: "queued" }],
    ]);
    expect((await listed("queued", 2)).map((entry) => entry.ref)).toEqual(["oldest", "middle"]);
    expect(await listed("held")).toEqual([]);
  });

  it("the oldest waiting ages: older messages with nothing waiting (sent, dead, or in the other lane) are passed over", async () => {
    await store([
      { ref: "dead-long-ago", lane: "verified", minutesAgo: 90, sends: { email: "dead", webhook: "sent" } },
      { ref: "held-older", lane: "held", minutesAgo: 60, sends: { email: "queued" } },
      { ref: "email-waits", lane: "verified", minutesAgo: 30, sends: { email: "retrying", webhook: "dead" } },
      { ref: "webhook-waits", lane: "verified", minutesAgo: 20, sends: { email: "sent", webhook: "queued" } },
      { ref: "held-newer", lane: "held", minutesAgo: 5, sends: { email: "queued" } },
    ]);
    expect(await outbox().status()).toMatchObject({
      oldestAgeSeconds: 30 * 60,
      heldOldestAgeSeconds: 60 * 60,
      destinations: {
        email: { oldestAgeSeconds: 30 * 60 },
        webhook: { oldestAgeSeconds: 20 * 60 },
        acknowledgment: { oldestAgeSeconds: null },
      },
    });
  });
});
