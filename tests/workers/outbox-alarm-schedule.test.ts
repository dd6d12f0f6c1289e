// The outbox's alarm reads its whole schedule once to find what is due and once after its work, to set the next
// alarm (workers/contact/contact-outbox.ts): the call it makes runs that second read when it ends, so the alarm
// itself adds none. These tests hold both halves: the next alarm is where the work left is, and it was found once.
import { runInDurableObject } from "cloudflare:test";
import { expect, it } from "vitest";
import {
  freshOutboxEachTest,
  onProviderCall,
  outbox,
  outboxClockADayAhead,
  postContact,
  runAlarmAt,
  scheduledAlarm,
  unprovenMessage,
} from "./contact-request";

freshOutboxEachTest();
outboxClockADayAhead();

/** Counts the outbox's reads of every pending time (the whole schedule's query) from now on. */
async function countScheduleReads(): Promise<{ count: number }> {
  const reads = { count: 0 };
  await runInDurableObject(outbox(), (_instance, state) => {
    const sql = state.storage.sql;
    const exec = sql.exec.bind(sql);
    sql.exec = ((query: string, ...bindings: unknown[]) => {
      if (query.includes("MIN(next_attempt_at)")) reads.count++;
      return exec(query, ...bindings);
    }) as typeof sql.exec;
  });
  return reads;
}

/** The first statement of the outbox's storage for which `fails` says so throws, once; every other runs. */
async function failOnce(fails: (query: string) => boolean) {
  await runInDurableObject(outbox(), (_instance, state) => {
    const sql = state.storage.sql;
    const exec = sql.exec.bind(sql);
    let failed = false;
    sql.exec = ((query: string, ...bindings: unknown[]) => {
      if (!failed && fails(query)) {
        failed = true;
        throw new Error("storage failed");
      }
      return exec(query, ...bindings);
    }) as typeof sql.exec;
  });
}

async function sendHeld(email: string) {
  expect((await postContact({ body: JSON.stringify({ ...unprovenMessage, email }) })).status).toBe(200);
}

it("an alarm that delivers a held e-mail reads the whole schedule twice, and leaves the alarm for the next one", async () => {
  const provider = onProviderCall(() => Promise.resolve(new Response("OK")));
  await sendHeld("first@example.org");
  await sendHeld("second@example.org");
  const first = await scheduledAlarm();
  expect(first).not.toBeNull();

  const reads = await countScheduleReads();
  expect(await runAlarmAt(first ?? 0)).toBe(true);
  expect(provider).toHaveBeenCalledTimes(1);
  // What is due, then where the next alarm goes: the second e-mail's slot, after the first's.
  expect(reads.count).toBe(2);
  const second = await scheduledAlarm();
  expect(second).toBeGreaterThan(first ?? 0);

  expect(await runAlarmAt(second ?? 0)).toBe(true);
  expect(provider).toHaveBeenCalledTimes(2);
  expect(reads.count).toBe(4);
  expect(await scheduledAlarm()).toBeNull();
});

it("an alarm that fails before its call still sets the next alarm, and the next one delivers what waited", async () => {
  const provider = onProviderCall(() => Promise.resolve(new Response("OK")));
  await sendHeld("first@example.org");
  const first = await scheduledAlarm();
  expect(first).not.toBeNull();

  // The statement after the alarm's read of what is due (the provider's pick of its next send) fails once.
  let readWhatIsDue = false;
  await failOnce((query) => {
    const after = readWhatIsDue;
    if (query.includes("MIN(next_attempt_at)")) readWhatIsDue = true;
    return after && !query.includes("MIN(next_attempt_at)");
  });
  await expect(runAlarmAt(first ?? 0)).rejects.toThrow("storage failed");
  expect(provider).not.toHaveBeenCalled();
  const next = await scheduledAlarm();
  expect(next).not.toBeNull();

  expect(await runAlarmAt(next ?? 0)).toBe(true);
  expect(provider).toHaveBeenCalledTimes(1);
  expect(await scheduledAlarm()).toBeNull();
});

it("an alarm whose call's own schedule fails (its read of storage throwing) still sets the next alarm itself", async () => {
  const provider = onProviderCall(() => Promise.resolve(new Response("OK")));
  await sendHeld("first@example.org");
  await sendHeld("second@example.org");
  const first = await scheduledAlarm();
  expect(first).not.toBeNull();

  // The alarm's read of what is due goes through; the next read of every pending time (the schedule the call runs
  // when it ends) fails once; the one after it (the alarm's own) goes through.
  let reads = 0;
  await failOnce((query) => query.includes("MIN(next_attempt_at)") && ++reads === 2);
  await expect(runAlarmAt(first ?? 0)).rejects.toThrow("storage failed");
  expect(provider).toHaveBeenCalledTimes(1);
  const next = await scheduledAlarm();
  expect(next).toBeGreaterThan(first ?? 0);

  expect(await runAlarmAt(next ?? 0)).toBe(true);
  expect(provider).toHaveBeenCalledTimes(2);
  expect(await scheduledAlarm()).toBeNull();
});
