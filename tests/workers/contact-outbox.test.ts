// The contact outbox (workers/contact/contact-outbox.ts), a real Durable Object in workerd, through the real Worker.
// The outbox's clock is faked (Date only: timers keep real time) and set a day ahead of the real one, so no alarm
// it schedules fires by itself during a test: each test runs the alarm when it means to, as the runtime would at
// the time the test has set.
import { abortAllDurableObjects, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import {
  captureWorkerLogs,
  freshOutboxEachTest,
  outbox,
  parsedBody,
  postContact,
  type ProviderAnswer,
  scriptedProvider,
  validMessage,
  onProviderCall,
  outboxClockADayAhead,
  runAlarmAt,
  scheduledAlarm,
  unprovenMessage,
  HOUR,
  DAY,
  NEXT_SLOT_MS,
  realTimeUntil,
  REAL_TIME_TEST_TIMEOUT,
} from "./contact-request";

const logs = captureWorkerLogs();
freshOutboxEachTest();

/** The test bindings' call limit (provider-env.ts), and the margin a lease adds to it. */
const CALL_LIMIT_MS = 1000;
const LEASE_MARGIN_MS = 1000;

const clock = outboxClockADayAhead();

/** Every row of every table in the outbox's storage, as text. */
const storageDump = () =>
  runInDurableObject(outbox(), (_instance, state) => {
    const tables = state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'",
      )
      .toArray()
      .map((row) => row.name);
    return JSON.stringify(
      Object.fromEntries(tables.map((name) => [name, state.storage.sql.exec(`SELECT * FROM "${name}"`).toArray()])),
    );
  });

const messageRows = () =>
  runInDurableObject(outbox(), (_instance, state) => [
    ...state.storage.sql.exec("SELECT * FROM leads").toArray(),
    ...state.storage.sql.exec("SELECT * FROM sends").toArray(),
  ]);

const send = (email = validMessage.email) => postContact({ body: JSON.stringify({ ...validMessage, email }) });

describe("store first", () => {
  it("the message is in the outbox, fields and all, before the provider is called", async () => {
    let heldAtCall: unknown;
    onProviderCall(async (_input, init) => {
      const ref = (parsedBody(init) as { template_params: { message_ref: string } }).template_params.message_ref;
      heldAtCall = await outbox().message(ref);
      return new Response("OK");
    });
    expect((await send()).status).toBe(200);
    expect(heldAtCall).toMatchObject({
      sends: { email: { state: "queued", attempts: 1 } },
      fields: { name: validMessage.name, email: validMessage.email, message: validMessage.message },
    });
  });

  it("a 2xx within the budget: told sent, and nothing of the message is left in storage", async () => {
    scriptedProvider([]);
    expect((await send()).status).toBe(200);
    expect(await messageRows()).toEqual([]);
    const dump = await storageDump();
    for (const value of [validMessage.name, validMessage.email, validMessage.company, "pilot"]) {
      expect(dump).not.toContain(value);
    }
    expect(await outbox().status()).toMatchObject({ delivered24h: 1, oldestAgeSeconds: null });
  });

  it("a refusal for good: 502 with the provider's status, and a dead letter ops can read", async () => {
    scriptedProvider([{ status: 403, text: "API calls are disabled for non-browser applications" }]);
    const response = await send();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, code: "provider_error", status: 403 });

    const [dead] = await outbox().messages("dead", 10);
    expect(dead?.sends.email).toEqual({
      state: "dead",
      attempts: 1,
      lastStatus: 403,
      deadReason: "refused",
      nextTryAt: null,
      deadAt: new Date(clock.T0).toISOString(),
      // The retry window's 72 hours, which a replay starts afresh.
      windowEndsAt: new Date(clock.T0 + 72 * HOUR).toISOString(),
    });
    expect(await outbox().message(dead?.ref ?? "")).toMatchObject({
      fields: { email: validMessage.email },
      sends: { email: { lastError: "API calls are disabled for non-browser applications" } },
    });
  });
});

describe("delivered later, whatever happens", () => {
  it.each<[string, ProviderAnswer]>([
    ["429", { status: 429, text: "Too Many Requests" }],
    ["503", { status: 503 }],
    ["no answer", "unreachable"],
  ])("%s: told sent, then tried on the backoff schedule (1 s, 2 s, 4 s) until delivered", async (_case, failure) => {
    const provider = scriptedProvider([failure, failure, failure]);
    expect((await send()).status).toBe(200);
    expect(provider.calls).toHaveLength(1);
    expect(await scheduledAlarm()).toBe(clock.T0 + 1000);

    // Not a moment early.
    await runAlarmAt(clock.T0 + 999);
    expect(provider.calls).toHaveLength(1);
    for (const time of [clock.T0 + 1000, clock.T0 + 3000, clock.T0 + 7000]) {
      expect(await scheduledAlarm()).toBe(time);
      await runAlarmAt(time);
    }

    expect(provider.calls.map((call) => call.at - clock.T0)).toEqual([0, 1000, 3000, 7000]);
    expect(new Set(provider.refs()).size).toBe(1);
    expect(await messageRows()).toEqual([]);
    expect(await scheduledAlarm()).toBeNull();
  });

  it("a timed-out call is tried again, and the retry carries the same reference", async () => {
    const provider = scriptedProvider(["hang"]);
    const response = await send();
    // Told sent at the end of the budget, while the call goes on to its own limit.
    expect(response.status).toBe(200);
    await vi.waitUntil(async () => (await outbox().status()).retrying === 1, { timeout: 5 * CALL_LIMIT_MS });
    expect((await outbox().messages("retrying", 1))[0]?.sends.email).toMatchObject({ attempts: 1, lastStatus: 0 });

    // (Waiting moved the outbox's clock along: the next try is when the alarm says.)
    await runAlarmAt((await scheduledAlarm()) ?? 0);
    expect(provider.calls).toHaveLength(2);
    const [first, second] = provider.refs();
    expect(second).toBe(first);
    expect(await outbox().status()).toMatchObject({ queued: 0, retrying: 0, delivered24h: 1 });
    expect(logs.some((line) => line.includes("contact.delivered") && line.includes('"attempts":2'))).toBe(true);
  });

  it("with messages waiting, visitors are answered at once: the provider is not called while they wait", async () => {
    const provider = scriptedProvider([{ status: 503 }], "hang");
    expect((await send("first@example.org")).status).toBe(200);
    expect(provider.calls).toHaveLength(1);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(`visitor-${i}@example.org`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(200));
    expect(provider.calls).toHaveLength(1);
    expect(await outbox().status()).toMatchObject({ queued: 20, retrying: 1 });
  });

  it(
    "a message discarded by ops while it waits for its send slot is not sent when the slot comes",
    { timeout: REAL_TIME_TEST_TIMEOUT },
    async () => {
      const provider = scriptedProvider([]);
      // The provider's next free slot 190 ms from now: within the visitor's wait (half the 400 ms answer budget).
      await runInDurableObject(outbox(), (_instance, state) => {
        state.storage.kv.put("nextFreeAt", Date.now() + 190);
      });
      const answer = send();
      let ref = "";
      // On real time, with the outbox's clock held (vi.waitFor would move it, a millisecond a try, past the slot on a
      // busy machine, where storing the message took over a second).
      await realTimeUntil(async () => {
        [ref = ""] = await runInDurableObject(outbox(), (_instance, state) =>
          state.storage.sql
            .exec<{ ref: string }>("SELECT ref FROM leads")
            .toArray()
            .map((row) => row.ref),
        );
        return ref !== "";
      }, "the message stored");
      expect(await outbox().discard(ref)).toBe(true);
      expect((await answer).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(provider.calls).toHaveLength(0);
    },
  );

  it("a message discarded by ops while its call is under way: the provider's yes changes nothing", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let ref = "";
    onProviderCall(async (_input, init) => {
      ref = (parsedBody(init) as { template_params: { message_ref: string } }).template_params.message_ref;
      await answered;
      return new Response("OK");
    });
    expect((await send()).status).toBe(200);
    expect(await outbox().discard(ref)).toBe(true);
    answer();
    await vi.waitUntil(() => logs.some((line) => line.includes('"contact.settled_after_discard"')), { timeout: 5000 });
    expect(logs.some((line) => line.includes('"contact.delivered"'))).toBe(false);
    expect(await messageRows()).toEqual([]);
    expect(await outbox().status()).toMatchObject({ delivered24h: 0, queued: 0, retrying: 0, dead: 0 });
  });

  it("a burst: every visitor is told sent, one call while they wait, the rest delivered by the alarm oldest first", async () => {
    const provider = scriptedProvider([]);
    const emails = Array.from({ length: 12 }, (_, i) => `visitor-${i}@example.org`);
    const answers = await Promise.all(emails.map((email) => send(email)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const sentWhileWaiting = provider.calls.length;
    expect(sentWhileWaiting).toBeGreaterThanOrEqual(1);

    const waiting = (await outbox().messages("queued", 100)).map((message) => message.ref);
    for (let slot = 1; (await outbox().status()).queued > 0; slot++) {
      expect(slot).toBeLessThanOrEqual(emails.length);
      await runAlarmAt(clock.T0 + slot * NEXT_SLOT_MS);
    }
    expect(provider.calls).toHaveLength(emails.length);
    expect(provider.refs().slice(sentWhileWaiting)).toEqual(waiting);
    expect(new Set(provider.calls.map((call) => call.body.template_params.from_email))).toEqual(new Set(emails));
  });

  it("the provider's monthly quota (426): the queue holds, asks hourly, drops nothing, and resumes", async () => {
    const quota = { status: 426, text: "Upgrade Required" };
    const provider = scriptedProvider([quota, quota, quota]);
    expect((await send("first@example.org")).status).toBe(200);
    expect((await outbox().status()).quotaHoldUntil).toBe(new Date(clock.T0 + HOUR).toISOString());
    // Held: the next visitor is answered without a call.
    expect((await send("second@example.org")).status).toBe(200);
    expect(provider.calls).toHaveLength(1);

    await runAlarmAt(clock.T0 + HOUR - 1);
    expect(provider.calls).toHaveLength(1);
    await runAlarmAt(clock.T0 + HOUR);
    expect(provider.calls).toHaveLength(2);
    // Far past the retry window (72 h): held messages are not given up.
    await runAlarmAt(clock.T0 + 100 * HOUR);
    expect(provider.calls).toHaveLength(3);
    expect(await outbox().status()).toMatchObject({ dead: 0, queued: 0, retrying: 2 });

    // The quota is back: the first message goes at the next hourly ask, the other in the slot after it.
    await runAlarmAt(clock.T0 + 101 * HOUR);
    await runAlarmAt(clock.T0 + 101 * HOUR + NEXT_SLOT_MS);
    expect(provider.calls).toHaveLength(5);
    expect(await outbox().status()).toMatchObject({ queued: 0, retrying: 0, dead: 0, quotaHoldUntil: null });
  });

  it("a failure that may pass becomes a dead letter once the retry window (72 h) is over", async () => {
    scriptedProvider([], { status: 503 });
    await send();
    await runAlarmAt(clock.T0 + 72 * HOUR - 1);
    expect(await outbox().status()).toMatchObject({ retrying: 1, dead: 0 });
    await runAlarmAt((await scheduledAlarm()) ?? 0);
    expect((await outbox().messages("dead", 1))[0]?.sends.email).toMatchObject({
      deadReason: "expired",
      lastStatus: 503,
    });
  });
});

describe("the alarm", () => {
  it("a message that comes while the alarm waits for a retry is not left for the retry: it goes at its slot", async () => {
    const provider = scriptedProvider([{ status: 503 }]);
    expect((await send("first@example.org")).status).toBe(200);
    expect(await scheduledAlarm()).toBe(clock.T0 + 1000);

    // Answered without a call (the first message waits), and due at once: the alarm is brought forward for it.
    expect((await send("second@example.org")).status).toBe(200);
    expect(provider.calls).toHaveLength(1);
    const slot = (await scheduledAlarm()) ?? 0;
    expect(slot).toBeLessThanOrEqual(clock.T0 + NEXT_SLOT_MS);
    await runAlarmAt(slot);
    expect(provider.calls).toHaveLength(2);
  });

  it("a call under way while the alarm is set for later work: the alarm is brought forward to the call's lease end", async () => {
    // A dead letter: the alarm waits for its purge, 30 days on.
    const provider = scriptedProvider([{ status: 400 }, "hang"]);
    await send("first@example.org");
    expect(await scheduledAlarm()).toBe(clock.T0 + 30 * DAY);

    // The next message's call hangs: should the object be lost with it, the alarm is there at the lease's end.
    expect((await send("second@example.org")).status).toBe(200);
    expect(provider.calls).toHaveLength(2);
    expect(await scheduledAlarm()).toBe(clock.T0 + CALL_LIMIT_MS + LEASE_MARGIN_MS);
  });
});

describe("a restart loses nothing", () => {
  it("the object evicted between acceptance and delivery: its alarm resumes the queue", async () => {
    const provider = scriptedProvider([{ status: 503 }]);
    await send();
    await evictDurableObject(outbox());

    expect(await runAlarmAt(clock.T0 + 1000)).toBe(true);
    expect(provider.calls).toHaveLength(2);
    expect(await messageRows()).toEqual([]);
  });

  it("the object evicted during the provider's quota hold: a message that comes after is held until its hour is over", async () => {
    const quota = { status: 426, text: "Upgrade Required" };
    const provider = scriptedProvider([quota]);
    expect((await send("first@example.org")).status).toBe(200);
    await evictDurableObject(outbox());

    // The new instance reads the hold from storage: the second message, due at once, waits for it too.
    expect((await send("second@example.org")).status).toBe(200);
    await runAlarmAt(clock.T0 + HOUR - 1);
    expect(provider.calls).toHaveLength(1);
    await runAlarmAt(clock.T0 + HOUR);
    expect(provider.calls).toHaveLength(2);
  });

  it("an outbox with nothing else to do sets its alarm by the lease's end of a call under way: a lost call's way back", async () => {
    scriptedProvider([{ status: 200 }, "hang"]);
    expect((await send("first@example.org")).status).toBe(200);
    expect(await scheduledAlarm()).toBeNull();
    // The second message's call hangs past its visitor's answer.
    expect((await send("second@example.org")).status).toBe(200);
    const [leaseEnd] = await runInDurableObject(outbox(), (_instance, state) =>
      state.storage.sql
        .exec<{ next_attempt_at: number }>("SELECT next_attempt_at FROM sends")
        .toArray()
        .map((row) => row.next_attempt_at),
    );
    // The lease runs from the call's slot, one slot after the first message's (the clock stands still at T0), not
    // from when the visitor's request came: so an alarm at its end cannot take the send while it waits for its slot.
    expect(leaseEnd).toBeGreaterThan(clock.T0 + CALL_LIMIT_MS + LEASE_MARGIN_MS);
    // No later than the lease's end (the call's time limit after its slot), and not before the time limit could pass.
    const alarm = await scheduledAlarm();
    expect(alarm).toBeLessThanOrEqual(leaseEnd ?? 0);
    expect(alarm).toBeGreaterThan((leaseEnd ?? 0) - LEASE_MARGIN_MS);
  });

  it("a new instance whose first message's call is under way keeps the alarm for the work stored before it", async () => {
    const provider = scriptedProvider(["hang"]);
    // A held message: stored, due, and left for the alarm.
    const held = postContact({ body: JSON.stringify({ ...unprovenMessage, email: "held@example.org" }) });
    expect((await held).status).toBe(200);
    expect(await scheduledAlarm()).not.toBeNull();
    await evictDurableObject(outbox());

    // The new instance has run no schedule yet: the verified message's call under way does not move the alarm to
    // its lease's end (its time limit on), past the held message's turn.
    expect((await send("verified@example.org")).status).toBe(200);
    expect(provider.calls).toHaveLength(1);
    const [receivedAt] = await runInDurableObject(outbox(), (_instance, state) =>
      state.storage.sql
        .exec<{ received_at: number }>("SELECT received_at FROM leads WHERE lane = 'verified'")
        .toArray()
        .map((row) => row.received_at),
    );
    expect(await scheduledAlarm()).toBeLessThan((receivedAt ?? 0) + CALL_LIMIT_MS);
  });

  it("the object lost with a call under way: the message is tried again when the call's lease ends", async () => {
    const provider = scriptedProvider(["hang"]);
    expect((await send()).status).toBe(200);
    await abortAllDurableObjects();

    const leaseEnd = clock.T0 + CALL_LIMIT_MS + LEASE_MARGIN_MS;
    await runAlarmAt(leaseEnd - 1);
    expect(provider.calls).toHaveLength(1);
    await runAlarmAt(leaseEnd);
    expect(provider.calls).toHaveLength(2);
    expect(provider.refs()[1]).toBe(provider.refs()[0]);
    expect(await messageRows()).toEqual([]);
  });
});

describe("personal data", () => {
  it("a dead letter is purged when the retention period (30 days) has passed", async () => {
    scriptedProvider([{ status: 400 }]);
    await send();
    expect(await scheduledAlarm()).toBe(clock.T0 + 30 * DAY);

    await runAlarmAt(clock.T0 + 30 * DAY - 1);
    expect(await outbox().status()).toMatchObject({ dead: 1 });
    await runAlarmAt(clock.T0 + 30 * DAY);
    expect(await messageRows()).toEqual([]);
    expect(await scheduledAlarm()).toBeNull();
    expect(logs.some((line) => line.includes("contact.purged") && line.includes('"count":1'))).toBe(true);
  });
});
