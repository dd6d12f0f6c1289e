// The outbox's alarm when it had nothing else to do (workers/contact/contact-outbox.ts): a verified message's calls
// then end without reading the whole schedule, so these tests hold what that shortcut must never lose. Each starts
// from an idle outbox: one message delivered, no alarm left.
import { runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  captureWorkerLogs,
  freshOutboxEachTest,
  onProviderCall,
  outbox,
  outboxClockADayAhead,
  postContact,
  runAlarmAt,
  scheduledAlarm,
  validMessage,
} from "./contact-request";

const logs = captureWorkerLogs();
freshOutboxEachTest();
outboxClockADayAhead();

const send = (email: string) => postContact({ body: JSON.stringify({ ...validMessage, email }) });
const deliveredCount = async () => (await outbox().status()).delivered24h;
const waitingRows = () =>
  runInDurableObject(outbox(), (_instance, state) => state.storage.sql.exec("SELECT ref FROM sends").toArray().length);

/** The provider answers 200, but a call for `hold` (its recipient's address in the body) waits until released. */
function providerHolding(hold: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const spy = onProviderCall(async (_input, init) => {
    // The call's time limit is left to run: this answer comes only when the test says so.
    if (typeof init?.body === "string" && init.body.includes(hold)) await released;
    return new Response("OK");
  });
  return { spy, release };
}

describe("an idle outbox's alarm", () => {
  beforeEach(async () => {
    onProviderCall(() => Promise.resolve(new Response("OK")));
    expect((await send("first@example.org")).status).toBe(200);
    expect(await scheduledAlarm()).toBeNull();
  });

  it("a call that ends while another is under way leaves the alarm for the other's lease; the last takes it away", async () => {
    const provider = providerHolding("slow@example.org");
    // Its visitor is answered at the end of the answer budget; its call goes on.
    expect((await send("slow@example.org")).status).toBe(200);
    expect((await send("quick@example.org")).status).toBe(200);
    await vi.waitUntil(async () => (await deliveredCount()) === 2, { timeout: 5000 });
    expect(provider.spy).toHaveBeenCalledTimes(2);
    // The slow call could still be lost with the object: its lease's end must have the alarm.
    expect(await scheduledAlarm()).not.toBeNull();

    provider.release();
    await vi.waitUntil(async () => (await deliveredCount()) === 3, { timeout: 5000 });
    await vi.waitUntil(async () => (await scheduledAlarm()) === null, { timeout: 5000 });
    expect(await waitingRows()).toBe(0);
  });

  it("a call that fails by the outbox's own error keeps its lease, and the alarm at its end tries it again", async () => {
    onProviderCall(() => Promise.resolve(new Response("OK")));
    // Storage refuses the delivery's record once, after the provider has taken the e-mail.
    await runInDurableObject(outbox(), (_instance, state) => {
      const sql = state.storage.sql;
      const exec = sql.exec.bind(sql);
      let failed = false;
      sql.exec = ((query: string, ...bindings: unknown[]) => {
        if (!failed && query.includes("INSERT INTO deliveries")) {
          failed = true;
          throw new Error("SQLITE_FULL: database or disk is full");
        }
        return exec(query, ...bindings);
      }) as typeof sql.exec;
    });
    expect((await send("second@example.org")).status).toBe(200);
    await vi.waitUntil(() => logs.some((line) => line.includes('"contact.attempt_failed"')), { timeout: 5000 });
    const alarm = await scheduledAlarm();
    expect(alarm).not.toBeNull();
    expect(await waitingRows()).toBe(1);

    expect(await runAlarmAt(alarm ?? 0)).toBe(true);
    await vi.waitUntil(async () => (await waitingRows()) === 0, { timeout: 5000 });
    expect(await deliveredCount()).toBe(2);
  });
});
