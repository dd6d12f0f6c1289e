// The two lanes of the contact outbox: a message with a proof of a person (its Turnstile token passed siteverify)
// goes first, always; anything else is held, stored all the same, and delivered only when no verified message
// waits, under a daily cap, up to a ceiling. Through the real Worker and the real outbox, with siteverify and the
// provider stood in on globalThis.fetch, the outbox's clock a day ahead (outboxClockADayAhead).
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  captureWorkerLogs,
  fillHeldLane,
  formBody,
  formHeaders,
  freshOutboxEachTest,
  newClient,
  outbox,
  postContact,
  proof,
  providerEnv,
  realTimeUntil,
  REAL_TIME_TEST_TIMEOUT,
  scriptedProvider,
  siteverifyCalls,
  unprovenMessage,
  validMessage,
  watchAnswer,
  outboxClockADayAhead,
  runAlarmAt,
  scheduledAlarm,
  SECOND,
  DAY,
  NEXT_SLOT_MS,
} from "./contact-request";

const logs = captureWorkerLogs();
freshOutboxEachTest();

/** The defaults the test bindings keep (wrangler.toml): held deliveries a day, the held lane's ceiling. */
const HELD_PER_DAY = 5;
const HELD_MAX = 10_000;

const clock = outboxClockADayAhead();

const json = (value: unknown) => JSON.stringify(value);
const verified = (email = validMessage.email) => postContact({ body: json({ ...validMessage, email }) });
const held = (email = validMessage.email, token?: string) =>
  postContact({
    body: json({ ...unprovenMessage, email, ...(token === undefined ? {} : { "cf-turnstile-response": token }) }),
  });

describe("the bot check decides the lane, never whether the message is taken", () => {
  it("a token siteverify passes: the verified lane, the provider's answer while the visitor waits", async () => {
    const client = newClient();
    const provider = scriptedProvider([]);
    const response = await postContact({ body: json(validMessage), headers: { "CF-Connecting-IP": client } });
    expect(response.status).toBe(200);
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]?.body.template_params.verified).toBe("yes");

    expect(siteverifyCalls).toHaveLength(1);
    expect(siteverifyCalls[0]).toMatchObject({
      secret: providerEnv.TURNSTILE_SECRET_KEY,
      response: proof["cf-turnstile-response"],
      remoteip: client,
    });
    expect(siteverifyCalls[0]?.idempotency_key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it.each([
    ["no token (no script, or a widget that never answered)", undefined, "missing"],
    ["a forged or failed token", "fail-1", "refused"],
    ["an expired or spent token", "expired-1", "refused"],
    ["a token made on another site's page", "pass-host-elsewhere.test", "refused"],
    ["siteverify down (answered 503, tried twice)", "down-1", "unchecked"],
    ["a token far longer than any Turnstile token", "pass".padEnd(3000, "x"), "missing"],
  ])("%s: told sent, held, the provider not called", async (_case, token, expected) => {
    const provider = scriptedProvider([]);
    const response = await held("held@example.org", token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(provider.calls).toHaveLength(0);
    const [message] = await outbox().messages("held", 10);
    expect(message).toMatchObject({ lane: "held", proof: expected, sends: { email: { state: "queued" } } });
    if (token?.startsWith("down")) expect(siteverifyCalls).toHaveLength(2);
    // The retry of a siteverify call carries the first call's idempotency key.
    if (token?.startsWith("down"))
      expect(siteverifyCalls[1]?.idempotency_key).toBe(siteverifyCalls[0]?.idempotency_key);
  });

  it("the plain form post (no JavaScript, so no token): held, and redirected to the sent outcome", async () => {
    const provider = scriptedProvider([]);
    const { name, email, company, message } = validMessage;
    const response = await postContact({ headers: formHeaders, body: formBody({ name, email, company, message }) });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/#contact-sent");
    expect(provider.calls).toHaveLength(0);
    expect((await outbox().status()).held).toBe(1);
  });

  it("the plain form post carrying the widget's hidden field: verified", async () => {
    scriptedProvider([]);
    const { name, email, company, message } = validMessage;
    const response = await postContact({
      headers: formHeaders,
      body: formBody({ name, email, company, message, ...proof }),
    });
    expect(response.status).toBe(303);
    expect(await outbox().status()).toMatchObject({ held: 0, delivered24h: 1 });
  });
});

describe(
  "siteverify's time limit (1.5 s) is the whole check's, a retry included",
  { timeout: REAL_TIME_TEST_TIMEOUT },
  () => {
    // On a fake clock (Date and timers): the limit is measured on it, and so is the moment the visitor is answered.
    const LIMIT = 1500;

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"], now: clock.T0 });
      scriptedProvider([]);
    });

    it("siteverify slower than the limit: asked once, held, and the visitor answered as the limit passes", async () => {
      const visitor = watchAnswer(held("slow@example.org", "slow-5000"));
      await realTimeUntil(() => siteverifyCalls.length === 1, "siteverify asked");
      await vi.advanceTimersByTimeAsync(LIMIT - 1);
      expect(visitor.response).toBeUndefined();

      await vi.advanceTimersByTimeAsync(1);
      await realTimeUntil(() => visitor.response !== undefined || siteverifyCalls.length > 1, "an answer or a retry");
      // A call that ran out of time is not made again: the visitor would wait twice as long.
      expect(siteverifyCalls).toHaveLength(1);
      expect(visitor.at).toBe(clock.T0 + LIMIT);
      expect(visitor.response?.status).toBe(200);
      expect((await outbox().messages("held", 1))[0]).toMatchObject({ proof: "unchecked" });
      expect(logs.some((line) => line.includes("contact.proof_unchecked"))).toBe(true);
    });

    it("siteverify slow to fail: the retry gets what is left of the limit, and the visitor is answered as it passes", async () => {
      const visitor = watchAnswer(held("slow-outage@example.org", "down-after-1000"));
      await realTimeUntil(() => siteverifyCalls.length === 1, "siteverify asked");
      await vi.advanceTimersByTimeAsync(1000);
      // Its 503 came after 1 s: the retry goes at once, with the 0.5 s left.
      await realTimeUntil(() => siteverifyCalls.length === 2, "siteverify asked again");
      await vi.advanceTimersByTimeAsync(LIMIT - 1000 - 1);
      expect(visitor.response).toBeUndefined();

      await vi.advanceTimersByTimeAsync(1);
      await realTimeUntil(() => visitor.response !== undefined, "the visitor answered as the limit passes");
      expect(visitor.at).toBe(clock.T0 + LIMIT);
      expect(siteverifyCalls).toHaveLength(2);
      expect(visitor.response?.status).toBe(200);
      expect((await outbox().messages("held", 1))[0]).toMatchObject({ proof: "unchecked" });
    });
  },
);

describe("verified first, always", () => {
  it("a verified message sent after 50 held ones reaches the provider first, while its sender waits", async () => {
    const provider = scriptedProvider([]);
    for (let i = 0; i < 50; i++) expect((await held(`spam-${i}@example.org`)).status).toBe(200);
    expect(provider.calls).toHaveLength(0);

    expect((await verified("prospect@example.org")).status).toBe(200);
    expect(provider.calls.map((call) => call.body.template_params.from_email)).toEqual(["prospect@example.org"]);
    expect(await outbox().status()).toMatchObject({ held: 50, delivered24h: 1 });
  });

  it("a held message never takes a slot while a verified one waits, even one waiting for its next try", async () => {
    const provider = scriptedProvider([{ status: 503 }]);
    expect((await verified("prospect@example.org")).status).toBe(200);
    expect((await held("held@example.org")).status).toBe(200);
    // The verified message waits 1 s for its next try; the held one is due, but must wait behind it.
    await runAlarmAt(clock.T0 + 500);
    expect(provider.calls).toHaveLength(1);

    await runAlarmAt(clock.T0 + 1000);
    await runAlarmAt(clock.T0 + 1000 + NEXT_SLOT_MS);
    expect(provider.calls.map((call) => call.body.template_params.from_email)).toEqual([
      "prospect@example.org",
      "prospect@example.org",
      "held@example.org",
    ]);
    expect(provider.calls.map((call) => call.body.template_params.verified)).toEqual(["yes", "yes", "no"]);
  });

  it(`held messages go oldest first, at most ${HELD_PER_DAY} in any 24 hours; the next when a day has passed`, async () => {
    const provider = scriptedProvider([]);
    for (let i = 0; i < HELD_PER_DAY + 2; i++) {
      vi.setSystemTime(clock.T0 + i);
      await held(`held-${i}@example.org`);
    }
    let time = clock.T0 + SECOND;
    for (let slot = 0; slot < HELD_PER_DAY + 2; slot++) await runAlarmAt((time += NEXT_SLOT_MS));
    expect(provider.calls.map((call) => call.body.template_params.from_email)).toEqual(
      Array.from({ length: HELD_PER_DAY }, (_, i) => `held-${i}@example.org`),
    );
    expect(await outbox().status()).toMatchObject({ held: 2, heldDelivered24h: HELD_PER_DAY });

    // The alarm waits for the first of those deliveries to turn a day old, not a moment less.
    const firstDelivery = provider.calls[0]?.at ?? 0;
    expect(await scheduledAlarm()).toBe(firstDelivery + DAY);
    await runAlarmAt(firstDelivery + DAY - 1);
    expect(provider.calls).toHaveLength(HELD_PER_DAY);
    await runAlarmAt(firstDelivery + DAY);
    expect(provider.calls).toHaveLength(HELD_PER_DAY + 1);
    expect(provider.calls.at(-1)?.body.template_params.from_email).toBe(`held-${HELD_PER_DAY}@example.org`);
  });

  it("verified messages are not counted against the held lane's cap", async () => {
    const provider = scriptedProvider([]);
    for (let i = 0; i < HELD_PER_DAY + 3; i++) {
      vi.setSystemTime(clock.T0 + i * 100);
      expect((await verified(`prospect-${i}@example.org`)).status).toBe(200);
    }
    expect(provider.calls).toHaveLength(HELD_PER_DAY + 3);

    // More verified deliveries than the cap went out today; held messages sent after them still get the whole cap.
    for (let i = 0; i < HELD_PER_DAY + 1; i++) {
      vi.setSystemTime(clock.T0 + SECOND + i);
      expect((await held(`held-${i}@example.org`)).status).toBe(200);
    }
    let time = clock.T0 + 2 * SECOND;
    for (let slot = 0; slot < HELD_PER_DAY + 1; slot++) await runAlarmAt((time += NEXT_SLOT_MS));
    expect(provider.calls.slice(HELD_PER_DAY + 3).map((call) => call.body.template_params.from_email)).toEqual(
      Array.from({ length: HELD_PER_DAY }, (_, i) => `held-${i}@example.org`),
    );
    expect(await outbox().status()).toMatchObject({ held: 1, heldDelivered24h: HELD_PER_DAY });
  });
});

describe("the held lane's ceiling", () => {
  it(`past ${HELD_MAX} held messages, a message without a proof is refused with the failure answer and logged`, async () => {
    scriptedProvider([]);
    await fillHeldLane(HELD_MAX, clock.T0);
    const response = await held("one-more@spam.test");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, code: "unavailable", status: 503 });
    expect(logs.some((line) => line.includes("contact.held_lane_full"))).toBe(true);
    expect((await outbox().status()).held).toBe(HELD_MAX);
  });

  it("a verified message is never refused for it", async () => {
    const provider = scriptedProvider([]);
    await fillHeldLane(HELD_MAX, clock.T0);
    expect((await verified("prospect@example.org")).status).toBe(200);
    expect(provider.calls).toHaveLength(1);
  });

  it("one below the ceiling, a message without a proof is still taken", async () => {
    scriptedProvider([]);
    await fillHeldLane(HELD_MAX - 1, clock.T0);
    expect((await held("last@example.org")).status).toBe(200);
    expect((await outbox().status()).held).toBe(HELD_MAX);
  });
});

describe("personal data in the held lane", () => {
  it("a held message not delivered within the retention period (30 days) is purged", async () => {
    scriptedProvider([], { status: 503 });
    await verified("prospect@example.org");
    await held("held@example.org");
    vi.setSystemTime(clock.T0 + DAY);
    await held("later@example.org");
    // The verified message keeps failing: the held ones are never sent, and each goes when its 30 days are over,
    // the older one first, whatever newer one still waits.
    await runAlarmAt(clock.T0 + 30 * DAY - 1);
    expect((await outbox().status()).held).toBe(2);
    await runAlarmAt(clock.T0 + 30 * DAY);
    expect((await outbox().status()).held).toBe(1);
    await runAlarmAt(clock.T0 + 31 * DAY);
    expect((await outbox().status()).held).toBe(0);
    expect(logs.some((line) => line.includes("contact.held_purged") && line.includes('"count":1'))).toBe(true);
  });
});
