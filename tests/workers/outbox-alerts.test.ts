// The outbox tells ops when something needs them: one alert per kind per interval (60 min by default) to the
// webhook (a stand-in on globalThis.fetch), a "back to normal" once each condition is over, never a message's
// fields, and never in a delivery's way. The outbox's clock is a day ahead (outboxClockADayAhead).
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import {
  captureWorkerLogs,
  freshOutboxEachTest,
  outbox,
  postContact,
  scriptedProvider,
  unprovenMessage,
  validMessage,
  webhook,
  outboxClockADayAhead,
  runAlarmAt,
  scheduledAlarm,
  MINUTE,
  HOUR,
  DAY,
} from "./contact-request";

const logs = captureWorkerLogs();
freshOutboxEachTest();

/** The defaults the test bindings keep (wrangler.toml). */
const INTERVAL = 60 * MINUTE;
const ALERT_AFTER = 30 * MINUTE;
const HELD_ALERT = 100;

const clock = outboxClockADayAhead();

/** Runs the alarm at `time`, then waits for the posts it started. */
async function alarmAt(time: number): Promise<void> {
  await runAlarmAt(time);
  await settledPosts();
}

/** Posts are made apart from deliveries; a test waits for the ones under way before it looks. */
async function settledPosts(): Promise<void> {
  await vi.waitFor(
    async () => {
      const underWay = await runInDurableObject(
        outbox(),
        (_instance, state) =>
          state.storage.sql
            .exec<{ n: number }>("SELECT COUNT(*) AS n FROM alert_posts WHERE posting_until IS NOT NULL")
            .one().n,
      );
      expect(underWay).toBe(0);
    },
    { timeout: 5000 },
  );
}

const send = (email: string) => postContact({ body: JSON.stringify({ ...validMessage, email }) });
const texts = () => webhook.posts.map((post) => post.text);

describe("dead letters", () => {
  it("one dead letter, one alert; a second within the interval, none until it ends, then one that counts both", async () => {
    scriptedProvider([{ status: 400, text: "The template ID is invalid" }, { status: 400 }]);
    expect((await send("first@example.org")).status).toBe(502);
    await settledPosts();
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/1 message became a dead letter/);
    expect(texts()[0]).toContain("npm run outbox -- list --state dead --url");
    const [first] = await outbox().messages("dead", 1);
    expect(texts()[0]).toContain(first?.ref ?? "none");

    vi.setSystemTime(clock.T0 + 10 * MINUTE);
    expect((await send("second@example.org")).status).toBe(502);
    await alarmAt(clock.T0 + INTERVAL - 1);
    expect(texts()).toHaveLength(1);

    await alarmAt(clock.T0 + INTERVAL);
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toMatch(/1 message became a dead letter since/);
    expect(texts()[1]).toMatch(/2 dead letters wait for ops/);
  });

  it("no alert carries a message's name, address, company or words", async () => {
    scriptedProvider([], { status: 400 });
    await send("private.person@example.org");
    await postContact({ body: JSON.stringify({ ...unprovenMessage, email: "other.person@example.org" }) });
    await alarmAt(clock.T0 + INTERVAL);
    expect(texts().length).toBeGreaterThan(0);
    for (const text of texts()) {
      for (const field of [validMessage.name, "private.person", "other.person", validMessage.company, "pilot"]) {
        expect(text).not.toContain(field);
      }
    }
  });

  it("back to normal once no dead letter is left, once", async () => {
    scriptedProvider([{ status: 400 }]);
    await send("first@example.org");
    await settledPosts();
    const [dead] = await outbox().messages("dead", 1);
    await outbox().discard(dead?.ref ?? "");
    await alarmAt(clock.T0 + INTERVAL);
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toMatch(/back to normal: no dead letter is left/);
    await alarmAt(clock.T0 + 3 * INTERVAL);
    expect(texts()).toHaveLength(2);
  });
});

describe("conditions that hold for a while", () => {
  it(`a verified message waiting over ${ALERT_AFTER / MINUTE} minutes: an alert, and back to normal once delivered`, async () => {
    const provider = scriptedProvider([], { status: 503 });
    await send("prospect@example.org");
    await alarmAt(clock.T0 + ALERT_AFTER - 1);
    expect(texts()).toEqual([]);
    await alarmAt(clock.T0 + ALERT_AFTER);
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/1 verified message waits for delivery; the oldest came in 30 minutes ago/);

    provider.spy.mockImplementation(() => Promise.resolve(new Response("OK")));
    await alarmAt((await scheduledAlarm()) ?? 0);
    expect((await outbox().status()).delivered24h).toBe(1);
    // The clearance waits for the interval after the alert, then says it once.
    await alarmAt(clock.T0 + ALERT_AFTER + INTERVAL);
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toMatch(/back to normal: no verified message has waited longer than 30 minutes/);
  });

  it("the provider's quota holds the queue: an alert; the quota back: back to normal", async () => {
    const quota = { status: 426, text: "Upgrade Required" };
    scriptedProvider([quota]);
    await send("prospect@example.org");
    await settledPosts();
    expect(texts().filter((text) => text.includes("monthly quota is used up"))).toHaveLength(1);
    await alarmAt(clock.T0 + HOUR);
    expect((await outbox().status()).quotaHoldUntil).toBeNull();
    await alarmAt(clock.T0 + HOUR + INTERVAL);
    expect(texts().some((text) => text.includes("back to normal: the email provider takes messages again"))).toBe(true);
  });

  it(`more than ${HELD_ALERT} held messages: a flood alert; the flood discarded: back to normal`, async () => {
    scriptedProvider([]);
    for (let i = 0; i <= HELD_ALERT; i++) {
      vi.setSystemTime(clock.T0 + i * 1000);
      await postContact({ body: JSON.stringify({ ...unprovenMessage, email: `bot-${i}@spam.test` }) });
    }
    await settledPosts();
    const flood = texts().filter((text) => text.includes("held lane"));
    expect(flood).toHaveLength(1);
    expect(flood[0]).toMatch(/101 messages without a proof of a person wait in the held lane/);
    expect(flood[0]).toContain("npm run outbox -- discard-held --from");

    await outbox().discardHeld(clock.T0, clock.T0 + DAY);
    await alarmAt(clock.T0 + INTERVAL + HELD_ALERT * 1000);
    expect(texts().some((text) => text.includes("back to normal: 0 held messages wait"))).toBe(true);
  });
});

describe("the webhook", () => {
  it("a webhook that fails is tried again with backoff, and a delivery never waits for it", async () => {
    webhook.answer = 500;
    const provider = scriptedProvider([{ status: 400 }]);
    await send("dead@example.org");
    await vi.waitFor(() => {
      expect(webhook.posts).toHaveLength(1);
    });

    // While the alert waits for its next try, a prospect's message goes at once, in the request.
    const started = performance.now();
    expect((await send("prospect@example.org")).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(provider.calls).toHaveLength(2);

    // 30 s later the alert is posted again; the webhook is back.
    webhook.answer = 200;
    await alarmAt(clock.T0 + 30_000 - 1);
    expect(webhook.posts).toHaveLength(1);
    await alarmAt(clock.T0 + 30_000);
    expect(webhook.posts).toHaveLength(2);
    expect(webhook.posts[1]?.text).toBe(webhook.posts[0]?.text);
    expect(logs.some((line) => line.includes("contact.alert_post_failed"))).toBe(true);
    expect(logs.some((line) => line.includes("contact.alert_posted") && line.includes('"attempts":2'))).toBe(true);
  });

  it("a webhook down for a day: the alert is given up, and the log says so", async () => {
    webhook.answer = "unreachable";
    scriptedProvider([{ status: 400 }]);
    await send("dead@example.org");
    await vi.waitFor(() => {
      expect(webhook.posts).toHaveLength(1);
    });
    for (let time = clock.T0 + 30_000; time <= clock.T0 + DAY + HOUR; time += 30 * MINUTE) await alarmAt(time);
    expect(logs.some((line) => line.includes("contact.alert_given_up"))).toBe(true);
    const attempts = webhook.posts.length;
    await alarmAt(clock.T0 + 2 * DAY);
    expect(webhook.posts).toHaveLength(attempts);
  });

  it("every alert is in the log, whatever the webhook does", async () => {
    scriptedProvider([{ status: 400 }]);
    await send("dead@example.org");
    await settledPosts();
    expect(logs.some((line) => line.includes('"event":"contact.alert"') && line.includes("dead_letter"))).toBe(true);
  });
});
