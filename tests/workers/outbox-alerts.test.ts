// The outbox tells ops when something needs them: one alert per kind per interval (60 min by default) to the
// webhook (a stand-in on globalThis.fetch), a "back to normal" once each condition is over, never a message's
// fields, and never in a delivery's way. The outbox's clock is a day ahead (outboxClockADayAhead).
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import {
  captureWorkerLogs,
  fillHeldLane,
  freshOutboxEachTest,
  outbox,
  postContact,
  scriptedProvider,
  unprovenMessage,
  validMessage,
  webhook,
  watchAnswer,
  outboxClockADayAhead,
  proof,
  realTimeUntil,
  REAL_TIME_TEST_TIMEOUT,
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

/** When the outbox's alarm is set for, from the test's start; null when none is. */
const alarmAfterT0 = async () => {
  const at = await scheduledAlarm();
  return at === null ? null : at - clock.T0;
};

const send = (email: string) => postContact({ body: JSON.stringify({ ...validMessage, email }) });
const texts = () => webhook.posts.map((post) => post.text);

describe("dead letters", () => {
  it("one dead letter, one alert; a second within the interval, none until it ends, then one that counts both", async () => {
    scriptedProvider([{ status: 400, text: "The template ID is invalid" }, { status: 400 }]);
    expect((await send("first@example.org")).status).toBe(502);
    await settledPosts();
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/1 delivery became a dead letter/);
    expect(texts()[0]).toContain("npm run outbox -- list --state dead --url");
    const deadRefs = (await outbox().messages("dead", 1)).map((message) => message.ref);
    expect(deadRefs).toHaveLength(1);
    expect(texts()[0]).toContain(`(oldest: ${deadRefs.join(", ")})`);

    vi.setSystemTime(clock.T0 + 10 * MINUTE);
    expect((await send("second@example.org")).status).toBe(502);
    await alarmAt(clock.T0 + INTERVAL - 1);
    expect(texts()).toHaveLength(1);

    await alarmAt(clock.T0 + INTERVAL);
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toMatch(/1 delivery became a dead letter since/);
    expect(texts()[1]).toMatch(/2 dead letters wait for ops/);
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
    expect(texts()[0]).toMatch(
      /1 delivery of a verified message waits \(e-mail 1\); the oldest message came in 30 minutes ago/,
    );

    provider.spy.mockImplementation(() => Promise.resolve(new Response("OK")));
    await alarmAt((await scheduledAlarm()) ?? 0);
    expect((await outbox().status()).delivered24h).toBe(1);
    // The clearance waits for the interval after the alert, then says it once.
    await alarmAt(clock.T0 + ALERT_AFTER + INTERVAL);
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toMatch(/back to normal: no delivery of a verified message has waited longer than 30 minutes/);
  });

  it(`two verified messages waiting: the alert comes when the older has waited ${ALERT_AFTER / MINUTE} minutes`, async () => {
    scriptedProvider([], { status: 503 });
    await send("first@example.org");
    vi.setSystemTime(clock.T0 + 10 * MINUTE);
    await send("second@example.org");
    await alarmAt(clock.T0 + ALERT_AFTER);
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/the oldest message came in 30 minutes ago/);
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
    await fillHeldLane(HELD_ALERT, clock.T0);
    vi.setSystemTime(clock.T0 + 1000);
    await postContact({ body: JSON.stringify({ ...unprovenMessage, email: "bot@spam.test" }) });
    await settledPosts();
    const flood = texts().filter((text) => text.includes("held lane"));
    expect(flood).toHaveLength(1);
    expect(flood[0]).toMatch(/101 messages without a proof of a person wait in the held lane/);
    expect(flood[0]).toContain("npm run outbox -- discard-held --from");

    await outbox().discardHeld(clock.T0, clock.T0 + DAY);
    await alarmAt(clock.T0 + 1000 + INTERVAL);
    expect(texts().some((text) => text.includes("back to normal: 0 held messages wait"))).toBe(true);
  });
});

describe("reviews the outbox skips, and the ones it does not", () => {
  it(`a verified message waiting behind others, every try delivered: the next alarm still looks, and alerts past ${ALERT_AFTER / MINUTE} minutes`, async () => {
    scriptedProvider([]);
    // A review that finds nothing to watch for: from here the outbox reviews when an event or a time calls for it.
    await outbox().discard("no-such-ref");
    expect(await scheduledAlarm()).toBeNull();
    // More at once than the answer budget has send slots for (20 ms apart, within 200 ms): some wait their turn.
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => send(`visitor-${i}@example.org`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await outbox().status()).queued).toBeGreaterThan(0);
    expect(texts()).toEqual([]);
    // Its alarm comes late (the runtime was busy elsewhere): by then the oldest waiting message has waited 30 minutes.
    await alarmAt(clock.T0 + ALERT_AFTER);
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(
      /\d+ deliver(y|ies) of verified messages? waits? \(e-mail \d+\); the oldest message came in 30 minutes ago/,
    );
  });

  it(`a flood purged by the retention period (30 days): back to normal, though no event but the purge says so`, async () => {
    scriptedProvider([]);
    await fillHeldLane(HELD_ALERT, clock.T0);
    vi.setSystemTime(clock.T0 + 1000);
    await postContact({ body: JSON.stringify({ ...unprovenMessage, email: "bot@spam.test" }) });
    await settledPosts();
    expect(texts().filter((text) => text.includes("held lane"))).toHaveLength(1);
    await alarmAt(clock.T0 + 1000 + 30 * DAY);
    expect((await outbox().status()).held).toBe(0);
    expect(texts().some((text) => text.includes("back to normal: 0 held messages wait"))).toBe(true);
  });
});

describe("what an alert says", () => {
  it("no alert of any kind carries a message's name, address, company or words", async () => {
    const person = {
      name: "Henrietta Swan Leavitt",
      company: "Harvard College Observatory",
      message: "Cepheid variables and their periods: could we talk about a pilot?",
    };
    const personal = [person.name, person.company, "Cepheid", "pilot", "henrietta", "leavitt"];
    const fromPerson = (email: string, proven: boolean) =>
      postContact({ body: JSON.stringify({ ...unprovenMessage, ...person, email, ...(proven ? proof : {}) }) });
    // A dead letter; then the quota used up, the next message held back until it waits past the alert threshold;
    // and a flood of held messages.
    scriptedProvider([{ status: 400 }, { status: 426, text: "Upgrade Required" }]);
    expect((await fromPerson("henrietta.leavitt@example.org", true)).status).toBe(502);
    vi.setSystemTime(clock.T0 + 1000);
    expect((await fromPerson("henrietta.swan@example.org", true)).status).toBe(200);
    await fillHeldLane(HELD_ALERT, clock.T0, { ...person, email: "henrietta.held@example.org" });
    expect((await fromPerson("henrietta.flood@example.org", false)).status).toBe(200);
    await alarmAt(clock.T0 + ALERT_AFTER + 1000);

    const logged = logs.filter((line) => line.includes('"event":"contact.alert"'));
    const kinds = ["dead_letter", "quota_hold", "held_flood", "verified_waiting"];
    expect(kinds.filter((kind) => logged.some((line) => line.includes(`"kind":"${kind}"`)))).toEqual(kinds);
    expect(texts()).toHaveLength(kinds.length);
    for (const text of [...texts(), ...logged]) {
      for (const field of personal) expect(text.toLowerCase()).not.toContain(field.toLowerCase());
    }
  });
});

describe("the webhook", () => {
  it(
    "a webhook that hangs holds no visitor up: the one whose message raised the alert, nor the next",
    { timeout: REAL_TIME_TEST_TIMEOUT },
    async () => {
      // Timers are fake too and never moved: the post stays open for as long as the test lasts.
      vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"], now: clock.T0 });
      webhook.answer = "hang";
      const provider = scriptedProvider([{ status: 400 }]);
      const refused = watchAnswer(send("dead@example.org"));
      await realTimeUntil(() => refused.response !== undefined, "the visitor answered while the alert's post hangs");
      expect(refused.response?.status).toBe(502);
      expect(webhook.posts).toHaveLength(1);

      vi.setSystemTime(clock.T0 + 1000);
      const prospect = watchAnswer(send("prospect@example.org"));
      await realTimeUntil(() => prospect.response !== undefined, "the next visitor answered while the post hangs");
      expect(prospect.response?.status).toBe(200);
      expect(provider.calls).toHaveLength(2);
      expect(webhook.open).toBe(1);
    },
  );

  it(
    "a webhook that hangs holds up no held message, not even the one that raises the flood alert",
    { timeout: REAL_TIME_TEST_TIMEOUT },
    async () => {
      vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"], now: clock.T0 });
      webhook.answer = "hang";
      scriptedProvider([]);
      await fillHeldLane(HELD_ALERT, clock.T0 - MINUTE);
      const flood = watchAnswer(postContact({ body: JSON.stringify({ ...unprovenMessage, email: "bot@spam.test" }) }));
      await realTimeUntil(
        () => flood.response !== undefined,
        "the visitor answered while the flood alert's post hangs",
      );
      expect(flood.response?.status).toBe(200);
      expect(webhook.posts).toHaveLength(1);
      expect(webhook.open).toBe(1);
      expect((await outbox().status()).held).toBe(HELD_ALERT + 1);
    },
  );

  it("a webhook that fails is tried again 30 s later, and a prospect's message goes meanwhile", async () => {
    webhook.answer = 500;
    const provider = scriptedProvider([{ status: 400 }]);
    await send("dead@example.org");
    await vi.waitFor(() => {
      expect(webhook.posts).toHaveLength(1);
    });

    // While the alert waits for its next try, a prospect's message goes at once, in the request.
    vi.setSystemTime(clock.T0 + 1000);
    expect((await send("prospect@example.org")).status).toBe(200);
    expect(provider.calls).toHaveLength(2);

    // 30 s after the first try the alert is posted again; the webhook is back.
    webhook.answer = 200;
    await alarmAt(clock.T0 + 30_000 - 1);
    expect(webhook.posts).toHaveLength(1);
    await alarmAt(clock.T0 + 30_000);
    expect(webhook.posts).toHaveLength(2);
    expect(webhook.posts[1]?.text).toBe(webhook.posts[0]?.text);
    expect(logs.some((line) => line.includes("contact.alert_post_failed"))).toBe(true);
    expect(logs.some((line) => line.includes("contact.alert_posted") && line.includes('"attempts":2'))).toBe(true);
  });

  it.each([
    ["a moment before a day", false, DAY - 1],
    ["a day", true, DAY],
  ])(
    "a webhook down: tried again all day (30 s, doubling up to 30 minutes); a try %s after the alert is given up: %s",
    async (_when, givenUp, lastTry) => {
      webhook.answer = "unreachable";
      scriptedProvider([{ status: 400 }]);
      await send("dead@example.org");
      await settledPosts();
      // The tries the alert is due, from its first (at once) until the last before `lastTry`.
      const due = [0];
      for (let wait = 30_000; (due.at(-1) ?? 0) + wait < lastTry; wait = Math.min(2 * wait, 30 * MINUTE)) {
        due.push((due.at(-1) ?? 0) + wait);
      }
      // Each at its time but the last, which the alarm runs late, at `lastTry`.
      for (const at of due.slice(1, -1)) {
        expect(await alarmAfterT0()).toBe(at);
        await alarmAt(clock.T0 + at);
      }
      expect(await alarmAfterT0()).toBe(due.at(-1));
      await alarmAt(clock.T0 + lastTry);
      expect(webhook.posts.map((post) => post.at - clock.T0)).toEqual([...due.slice(0, -1), lastTry]);
      expect(logs.filter((line) => line.includes("contact.alert_given_up"))).toHaveLength(givenUp ? 1 : 0);

      if (givenUp) {
        await alarmAt(clock.T0 + 2 * DAY);
        expect(webhook.posts).toHaveLength(due.length);
      } else {
        expect(await alarmAfterT0()).toBe(lastTry + 30 * MINUTE);
      }
    },
  );

  it("every alert is in the log, whatever the webhook does", async () => {
    scriptedProvider([{ status: 400 }]);
    await send("dead@example.org");
    await settledPosts();
    expect(logs.some((line) => line.includes('"event":"contact.alert"') && line.includes("dead_letter"))).toBe(true);
  });
});
