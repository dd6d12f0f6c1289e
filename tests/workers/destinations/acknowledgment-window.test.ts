import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import {
  DAY,
  HOUR,
  leadWebhook,
  NEXT_SLOT_MS,
  onProviderCall,
  outbox,
  parsedBody,
  postContact,
  runAlarmAt,
  scheduledAlarm,
  scriptedProvider,
  SECOND,
  validMessage,
} from "../contact-request";
import { ACKNOWLEDGMENT_TEMPLATE_ID } from "../provider-env";
import { destinationTests, isAcknowledgment } from "./destination-setup";

// A prospect's acknowledgment that could only arrive late, after a person may well have answered, is worse than
// none: it has a window of its own (an hour by default), after which it is dropped with a log line and counted,
// never kept as a dead letter that would alert ops.

const { logs, clock } = destinationTests();

const acknowledgmentRows = () =>
  runInDurableObject(outbox(), (_instance, state) =>
    state.storage.sql.exec("SELECT state FROM sends WHERE destination = 'acknowledgment'").toArray(),
  );

describe("an acknowledgment that cannot arrive within its hour", () => {
  it("is tried within the hour only, then dropped, logged and counted: never a dead letter", async () => {
    // The e-mail goes while the visitor waits; every acknowledgment try then fails as an outage would.
    const provider = scriptedProvider([{ status: 200 }], { status: 503 });
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(200);
    for (let alarms = 0; alarms < 60 && (await acknowledgmentRows()).length > 0; alarms++) {
      const at = await scheduledAlarm();
      if (at === null) break;
      await runAlarmAt(at);
    }

    const tries = provider.calls.filter(isAcknowledgment);
    expect(tries.length).toBeGreaterThan(3);
    expect(tries.every((call) => call.at < clock.T0 + HOUR)).toBe(true);
    expect(await acknowledgmentRows()).toEqual([]);
    const status = await outbox().status();
    expect(status.acknowledgmentsDroppedLate24h).toBe(1);
    expect(status.dead).toBe(0);
    expect(logs.filter((line) => line.includes('"event":"contact.acknowledgment_dropped_late"'))).toHaveLength(1);
    expect(logs.some((line) => line.includes('"event":"contact.dead_letter"'))).toBe(false);
  });

  it("whose first slot comes after the hour is dropped without a call", async () => {
    const provider = scriptedProvider([]);
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(200);
    await runAlarmAt(clock.T0 + HOUR + SECOND);
    await runAlarmAt(clock.T0 + HOUR + SECOND + NEXT_SLOT_MS);

    expect(provider.calls.filter(isAcknowledgment)).toEqual([]);
    expect(await acknowledgmentRows()).toEqual([]);
    expect((await outbox().status()).acknowledgmentsDroppedLate24h).toBe(1);
  });

  it("whose try was under way when the hour ended, then failed, is dropped: not a dead letter", async () => {
    let acknowledgmentTries = 0;
    onProviderCall((_input, init) => {
      const body = parsedBody(init) as { template_id?: string };
      if (body.template_id !== ACKNOWLEDGMENT_TEMPLATE_ID) return Promise.resolve(new Response("OK"));
      acknowledgmentTries += 1;
      // The provider answers late: the hour ends while it thinks.
      vi.setSystemTime(clock.T0 + HOUR + SECOND);
      return Promise.resolve(new Response("busy", { status: 503 }));
    });
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(200);
    await runAlarmAt(clock.T0 + HOUR - SECOND);

    expect(acknowledgmentTries).toBe(1);
    expect(await acknowledgmentRows()).toEqual([]);
    const status = await outbox().status();
    expect(status.dead).toBe(0);
    expect(status.acknowledgmentsDroppedLate24h).toBe(1);
  });

  it("within the hour is still sent", async () => {
    const provider = scriptedProvider([]);
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(200);
    await runAlarmAt(clock.T0 + HOUR - SECOND);

    expect(provider.calls.filter(isAcknowledgment)).toHaveLength(1);
    expect((await outbox().status()).acknowledgmentsDroppedLate24h).toBe(0);
  });
  it("whose first slot comes at the hour's very end is dropped without a call", async () => {
    const provider = scriptedProvider([]);
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(200);
    await runAlarmAt(clock.T0 + HOUR);
    expect(provider.calls.filter(isAcknowledgment)).toEqual([]);
    expect((await outbox().status()).acknowledgmentsDroppedLate24h).toBe(1);
  });

  it("a millisecond before the hour's end is still sent", async () => {
    const provider = scriptedProvider([]);
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(200);
    await runAlarmAt(clock.T0 + HOUR - 1);
    expect(provider.calls.filter(isAcknowledgment)).toHaveLength(1);
  });
});

describe("acknowledgments dropped late, as ops count them", () => {
  const droppedAt = () =>
    runInDurableObject(outbox(), (_instance, state) =>
      state.storage.sql
        .exec<{ dropped_at: number }>("SELECT dropped_at FROM late_drops ORDER BY dropped_at")
        .toArray()
        .map((row) => row.dropped_at),
    );
  const droppedLate24h = async (at: number) => {
    vi.setSystemTime(at);
    return (await outbox().status()).acknowledgmentsDroppedLate24h;
  };

  it("are counted for a day: each drop kept while the next comes, each gone at its day's end exactly", async () => {
    scriptedProvider([]);
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(200);
    await runAlarmAt(clock.T0 + HOUR + SECOND);
    vi.setSystemTime(clock.T0 + 2 * HOUR);
    const other = { ...validMessage, email: "grace@example.org" };
    expect((await postContact({ body: JSON.stringify(other) })).status).toBe(200);
    await runAlarmAt(clock.T0 + 3 * HOUR + SECOND);

    const [first, second] = await droppedAt();
    if (first === undefined || second === undefined) throw new Error("two drops expected");
    expect(second - first).toBe(2 * HOUR);
    expect(await droppedLate24h(second)).toBe(2);
    expect(await droppedLate24h(first + DAY - 1)).toBe(2);
    expect(await droppedLate24h(first + DAY)).toBe(1);
    expect(await droppedLate24h(second + DAY)).toBe(0);
  });
});

describe("an acknowledgment left waiting for the alarm", () => {
  it("brings forward an alarm set for later work: it goes at its slot, not at that work's time", async () => {
    // The first message's webhook meets an outage (tried again a second later); its acknowledgment goes at its slot.
    const provider = scriptedProvider([], { status: 200 });
    leadWebhook.script = [{ status: 503 }];
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(200);
    await runAlarmAt((await scheduledAlarm()) ?? 0);
    expect(provider.calls.filter(isAcknowledgment)).toHaveLength(1);
    // All that is left is the webhook's retry, a second on: the alarm is set for it.
    const retry = (await scheduledAlarm()) ?? 0;
    expect(retry).toBeGreaterThan(clock.T0 + SECOND / 2);

    // A second message, its e-mail sent while its visitor waits: its acknowledgment is due at once, and the alarm
    // is moved to its slot, well before the webhook's retry.
    vi.setSystemTime(clock.T0 + 2 * NEXT_SLOT_MS);
    const second = { ...validMessage, email: "grace@example.net" };
    expect((await postContact({ body: JSON.stringify(second) })).status).toBe(200);
    const forward = (await scheduledAlarm()) ?? 0;
    expect(forward).toBeLessThan(clock.T0 + 4 * NEXT_SLOT_MS);
    await runAlarmAt(forward);
    expect(provider.calls.filter(isAcknowledgment)).toHaveLength(2);
  });
});
