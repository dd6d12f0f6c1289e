import { runInDurableObject } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it, vi } from "vitest";
import {
  DAY,
  formBody,
  formHeaders,
  leadWebhook,
  MINUTE,
  NEXT_SLOT_MS,
  newClient,
  outbox,
  postContact,
  runAlarmAt,
  scheduledAlarm,
  scriptedProvider,
  SECOND,
  unprovenMessage,
  validMessage,
} from "../contact-request";
import { ACKNOWLEDGMENT_TEMPLATE_ID, LEAD_WEBHOOK_SECRET, providerEnv } from "../provider-env";
import { destinationTests, isAcknowledgment } from "./destination-setup";

// A message's destinations, each delivered on its own: the consultancy's e-mail (the provider's template), the lead
// webhook (a CRM's receiver, signed as Standard Webhooks says) and the prospect's acknowledgment (the provider's
// acknowledgment template). The outbox's clock is a day ahead of the real one, so no alarm fires unless a test runs
// it; the webhook's calls are never awaited by anyone, so tests wait for them to come.

const { logs, clock } = destinationTests();

const story = {
  page: "/es",
  landing_page: "/es/vision?utm_source=newsletter&utm_campaign=autumn",
  referrer: "news.example.net",
  utm_source: "newsletter",
  utm_medium: "",
  utm_campaign: "autumn",
  utm_term: "",
  utm_content: "",
  insight: "/es/insights/harbour-berth-scheduling",
};

const send = (fields: Record<string, string> = {}) =>
  postContact({ body: JSON.stringify({ ...validMessage, ...fields }) });

interface ProviderCall {
  at: number;
  body: { template_params: Record<string, string> };
}
const templateOf = (call: ProviderCall) => (call.body as { template_id?: string }).template_id;
const emails = (calls: ProviderCall[]) => calls.filter((call) => templateOf(call) === providerEnv.EMAILJS_TEMPLATE_ID);
const acknowledgments = (calls: ProviderCall[]) => calls.filter(isAcknowledgment);

/** The receiver has had `count` posts, and the outbox has settled each (its log says how each try ended). */
async function webhookPosts(count: number) {
  const settled = () =>
    logs.filter(
      (line) =>
        /"event":"contact\.(delivered|retry_scheduled|dead_letter)"/.test(line) &&
        line.includes('"destination":"webhook"'),
    ).length;
  await vi.waitFor(
    () => {
      expect(leadWebhook.posts).toHaveLength(count);
      expect(settled()).toBe(count);
    },
    { timeout: 5000 },
  );
  return leadWebhook.posts;
}

type Post = (typeof leadWebhook.posts)[number];
/** A post's event, as the receiver's own verification reads it; it throws for a post without a valid signature. */
const verify = (post: Post | undefined) => {
  if (!post) throw new Error("no such post");
  return new Webhook(LEAD_WEBHOOK_SECRET).verify(post.body, post.headers);
};

const storedRows = () =>
  runInDurableObject(outbox(), (_instance, state) => [
    ...state.storage.sql.exec("SELECT ref FROM leads").toArray(),
    ...state.storage.sql.exec("SELECT ref FROM sends").toArray(),
  ]);

describe("a verified message reaches each destination on its own", () => {
  it("the e-mail while the visitor waits, the lead webhook signed as Standard Webhooks says, then the acknowledgment; then nothing is kept", async () => {
    const provider = scriptedProvider([]);
    const response = await send({ ...story, locale: "es", name: "Ada Lovelace" });
    expect(response.status).toBe(200);
    expect(emails(provider.calls)).toHaveLength(1);
    // The acknowledgment waits for a slot of its own: never within the visitor's request.
    expect(acknowledgments(provider.calls)).toHaveLength(0);
    const ref = emails(provider.calls)[0]?.body.template_params.message_ref ?? "";

    const [post] = await webhookPosts(1);
    expect(post?.headers["webhook-id"]).toBe(`msg_${ref}`);
    expect(post?.headers["content-type"]).toBe("application/json");
    expect(Number(post?.headers["webhook-timestamp"])).toBe(Math.floor(clock.T0 / 1000));
    expect(verify(post)).toEqual({
      type: "lead.received",
      timestamp: new Date(clock.T0).toISOString(),
      data: {
        ref,
        received_at: new Date(clock.T0).toISOString(),
        verified: true,
        locale: "es",
        name: "Ada Lovelace",
        email: validMessage.email,
        company: validMessage.company,
        message: validMessage.message,
        context: story,
      },
    });
    // A signature made with another secret is refused by the same library.
    expect(() =>
      new Webhook("whsec_GBcWFRQTEhEQDw4NDAsKCQgHBgUEAwIB").verify(post?.body ?? "", post?.headers ?? {}),
    ).toThrow();

    await runAlarmAt(clock.T0 + NEXT_SLOT_MS);
    const [acknowledgment] = acknowledgments(provider.calls);
    expect(acknowledgment?.body.template_params).toEqual({
      to_email: validMessage.email,
      to_name: "Ada Lovelace",
      locale: "es",
      message_ref: ref,
    });
    expect(await storedRows()).toEqual([]);
    expect(await scheduledAlarm()).toBeNull();
    // Each delivery's log line says whether its message is done: only the last send's does.
    const done = logs.flatMap((line) => {
      const match = /"event":"contact\.delivered".*"destination":"(\w+)".*"done":(true|false)/.exec(line);
      return match ? [`${match[1]}: ${match[2]}`] : [];
    });
    expect(done.sort()).toEqual(["acknowledgment: true", "email: false", "webhook: false"]);
  });

  it("the webhook never makes the visitor wait: a receiver that hangs is still hanging when the visitor is answered", async () => {
    scriptedProvider([]);
    leadWebhook.otherwise = "hang";
    const response = await send();
    expect(response.status).toBe(200);
    // Its call started with the message, and is cut only by its own time limit (1 s here), well after the answer.
    expect(leadWebhook.posts).toHaveLength(1);
    expect((await outbox().status()).destinations.webhook).toMatchObject({ queued: 1, retrying: 0 });
    await vi.waitFor(
      async () => {
        expect((await outbox().status()).destinations.webhook.retrying).toBe(1);
      },
      {
        timeout: 5000,
      },
    );
  });

  it("a receiver that hangs holds at most four calls: a fifth lead waits, and the alarm is not set for it meanwhile", async () => {
    scriptedProvider([]);
    leadWebhook.otherwise = "hang";
    for (let i = 0; i < 5; i++) {
      const body = JSON.stringify({ ...validMessage, email: `lead-${i}@example.org` });
      expect((await postContact({ body, headers: { "CF-Connecting-IP": newClient() } })).status).toBe(200);
    }
    expect(leadWebhook.posts).toHaveLength(4);
    // The fifth lead is due now, but no call is free: the alarm waits for the next send or the calls' lease, not
    // for a time already past (an alarm that would fire again and again while the calls hang).
    expect(await scheduledAlarm()).toBeGreaterThan(clock.T0);
    await vi.waitFor(
      async () => {
        expect((await outbox().status()).destinations.webhook.retrying).toBe(4);
      },
      { timeout: 5000 },
    );
  });
});

describe("an outage of one destination delays no other", () => {
  it("an alarm that only starts the lead's retry sets the next alarm while the receiver hangs", async () => {
    scriptedProvider([]);
    leadWebhook.script = [{ status: 503 }];
    expect((await send()).status).toBe(200);
    await webhookPosts(1);
    // The acknowledgment goes at its slot; the lead's retry, 1 s on, is then the only work left.
    await runAlarmAt(clock.T0 + NEXT_SLOT_MS);
    expect(await scheduledAlarm()).toBe(clock.T0 + SECOND);

    // The alarm starts the retry and ends with the call still under way: the alarm is set all the same, for the
    // end of the call's lease (a call lost with the object is tried again then).
    leadWebhook.otherwise = "hang";
    expect(await runAlarmAt(clock.T0 + SECOND)).toBe(true);
    expect(leadWebhook.posts).toHaveLength(2);
    expect(await scheduledAlarm()).toBe(clock.T0 + 3 * SECOND);
    await webhookPosts(2);
  });

  it("the webhook down: every e-mail on time, and each lead posted once the receiver is back, one webhook-id each", async () => {
    const provider = scriptedProvider([]);
    leadWebhook.otherwise = { status: 503 };
    const refs: string[] = [];
    for (const email of ["one@example.org", "two@example.org", "three@example.org"]) {
      expect((await send({ email })).status).toBe(200);
      refs.push(emails(provider.calls).at(-1)?.body.template_params.message_ref ?? "");
    }
    // Each e-mail went while its visitor waited, outage or not.
    expect(emails(provider.calls).map((call) => call.at)).toEqual([clock.T0, clock.T0, clock.T0]);
    await webhookPosts(3);
    expect((await outbox().status()).destinations.webhook).toMatchObject({ retrying: 3, dead: 0 });

    // Still down at the first retries (1 s on), then back by the second (2 s after that).
    await runAlarmAt(clock.T0 + SECOND);
    await webhookPosts(6);
    leadWebhook.otherwise = { status: 200 };
    await runAlarmAt(clock.T0 + 3 * SECOND - 1);
    expect(leadWebhook.posts).toHaveLength(6);
    await runAlarmAt(clock.T0 + 3 * SECOND);
    await webhookPosts(9);
    const byId = new Map<string, Post[]>();
    for (const post of leadWebhook.posts) {
      const id = post.headers["webhook-id"] ?? "";
      byId.set(id, [...(byId.get(id) ?? []), post]);
    }
    expect([...byId.keys()].sort()).toEqual(refs.map((ref) => `msg_${ref}`).sort());
    // Every try of a message carries its one id, and the body each receiver verifies is the same.
    for (const posts of byId.values()) expect(new Set(posts.map((post) => post.body)).size).toBe(1);
    expect(emails(provider.calls)).toHaveLength(3);
    expect((await outbox().status()).destinations.webhook).toMatchObject({ queued: 0, retrying: 0, dead: 0 });
  });

  it("the provider down: the lead is posted to the webhook at once all the same", async () => {
    scriptedProvider([], { status: 503 });
    expect((await send()).status).toBe(200);
    const [post] = await webhookPosts(1);
    expect(verify(post)).toMatchObject({ type: "lead.received" });
    expect((await outbox().status()).destinations).toMatchObject({
      email: { retrying: 1 },
      webhook: { queued: 0, retrying: 0 },
    });
  });

  it("a receiver's 429 with Retry-After: no webhook call before it, whatever the backoff says", async () => {
    scriptedProvider([]);
    leadWebhook.script = [{ status: 429, retryAfter: "120" }];
    await send();
    await webhookPosts(1);
    // The acknowledgment's slot comes and goes; the backoff's 1 s too.
    for (const time of [clock.T0 + NEXT_SLOT_MS, clock.T0 + SECOND, clock.T0 + 119 * SECOND]) await runAlarmAt(time);
    expect(leadWebhook.posts).toHaveLength(1);
    expect(await scheduledAlarm()).toBe(clock.T0 + 120 * SECOND);
    await runAlarmAt(clock.T0 + 120 * SECOND);
    await webhookPosts(2);
  });

  it("a retry long after the first try is signed at its own time: the receiver's library takes it 11 minutes on", async () => {
    scriptedProvider([]);
    leadWebhook.script = [{ status: 503 }];
    await send();
    await webhookPosts(1);
    // The retry, due a second on, runs 11 minutes late (an outbox behind a long queue, or one the runtime woke late);
    // the receiver verifies it as it comes, with the library's tolerance of 5 minutes.
    const late = clock.T0 + 11 * MINUTE;
    await runAlarmAt(late);
    const [first, retry] = await webhookPosts(2);
    expect(Number(retry?.headers["webhook-timestamp"])).toBe(Math.floor(late / 1000));
    expect(verify(retry)).toMatchObject({ type: "lead.received", timestamp: new Date(clock.T0).toISOString() });
    // The first try's signature, replayed now, is refused as too old: the check the retry must pass is a real one.
    expect(() => verify(first)).toThrow("Message timestamp too old");
  });

  it("a receiver's 429 with Retry-After pauses the whole lane: a second message's lead is not posted before it either", async () => {
    scriptedProvider([]);
    leadWebhook.script = [{ status: 429, retryAfter: "120" }];
    await send({ email: "one@example.org" });
    await webhookPosts(1);
    vi.setSystemTime(clock.T0 + 10 * SECOND);
    await send({ email: "two@example.org" });
    await runAlarmAt(clock.T0 + 119 * SECOND);
    expect(leadWebhook.posts).toHaveLength(1);
    expect((await outbox().status()).destinations.webhook).toMatchObject({ queued: 1, retrying: 1 });
    // The second lead, due since it came, waits for the pause: its time is not the alarm's (an alarm set in the past
    // would fire again and again until the pause ends).
    expect(await scheduledAlarm()).toBeGreaterThan(clock.T0 + 119 * SECOND);
    await runAlarmAt(clock.T0 + 120 * SECOND);
    const posts = await webhookPosts(3);
    expect(new Set(posts.map((post) => post.headers["webhook-id"])).size).toBe(2);
  });

  it("the provider's 429 with Retry-After: the e-mail is not tried again before it, whatever the backoff says", async () => {
    const provider = scriptedProvider([{ status: 429, retryAfter: "120" }]);
    expect((await send()).status).toBe(200);
    expect(emails(provider.calls)).toHaveLength(1);
    for (const time of [clock.T0 + SECOND, clock.T0 + 119 * SECOND]) await runAlarmAt(time);
    expect(emails(provider.calls)).toHaveLength(1);
    expect(await scheduledAlarm()).toBe(clock.T0 + 120 * SECOND);
    await runAlarmAt(clock.T0 + 120 * SECOND);
    expect(emails(provider.calls).map((call) => call.at)).toEqual([clock.T0, clock.T0 + 120 * SECOND]);
  });

  it("a receiver's refusal for good (410): a dead letter of the webhook only; replayed, it is posted again and nobody is e-mailed twice", async () => {
    const provider = scriptedProvider([]);
    leadWebhook.script = [{ status: 410 }];
    await send();
    await webhookPosts(1);
    const [dead] = await outbox().messages("dead", 10, "webhook");
    expect(dead?.sends).toMatchObject({ email: { state: "sent" }, webhook: { state: "dead", lastStatus: 410 } });
    const ref = dead?.ref ?? "";

    expect(await outbox().replay(ref, "email")).toBe("not_dead");
    expect(await outbox().replay(ref, "webhook")).toBe("replayed");
    await webhookPosts(2);
    await runAlarmAt(clock.T0 + NEXT_SLOT_MS);
    expect(emails(provider.calls)).toHaveLength(1);
    expect(acknowledgments(provider.calls)).toHaveLength(1);
    expect(await outbox().message(ref)).toBeNull();
  });
});

describe("spam reaches neither the CRM nor a stranger's inbox", () => {
  it("a held message is e-mailed (under the daily cap), never posted to the webhook nor acknowledged, until ops release it", async () => {
    const provider = scriptedProvider([]);
    const hold = (email: string) =>
      postContact({ headers: formHeaders, body: formBody({ ...unprovenMessage, email, page: "/" }) });
    expect((await hold("first@spam.test")).status).toBe(303);
    await runAlarmAt(clock.T0 + NEXT_SLOT_MS);
    expect(emails(provider.calls).map((call) => call.body.template_params.verified)).toEqual(["no"]);
    // Delivered, and gone: it reached neither the webhook nor its sender.
    expect(await storedRows()).toEqual([]);
    expect(leadWebhook.posts).toEqual([]);
    expect(acknowledgments(provider.calls)).toEqual([]);
    expect((await hold("real-prospect@example.org")).status).toBe(303);
    const [held] = await outbox().messages("held", 10);
    expect(Object.keys(held?.sends ?? {})).toEqual(["email"]);

    // Released: e-mailed as verified, posted (as not proven by the bot check) and acknowledged.
    const ref = held?.ref ?? "";
    expect(await outbox().release(ref)).toBe("released");
    const [post] = await webhookPosts(1);
    expect(verify(post)).toMatchObject({ data: { ref, verified: false, email: "real-prospect@example.org" } });
    await runAlarmAt(clock.T0 + 3 * NEXT_SLOT_MS);
    await runAlarmAt(clock.T0 + 4 * NEXT_SLOT_MS);
    expect(acknowledgments(provider.calls).map((call) => call.body.template_params.to_email)).toEqual([
      "real-prospect@example.org",
    ]);
    expect(emails(provider.calls).at(-1)?.body.template_params).toMatchObject({ message_ref: ref, verified: "yes" });
  });
});

describe("the acknowledgment", () => {
  it("at most one an address a day, whatever the letter case: none a millisecond short of the day, again at the day", async () => {
    const provider = scriptedProvider([]);
    await send({ email: "ada@example.org" });
    await send({ email: "ADA@Example.org" });
    for (let slot = 1; slot <= 3; slot++) await runAlarmAt(clock.T0 + slot * NEXT_SLOT_MS);
    expect(acknowledgments(provider.calls)).toHaveLength(1);

    for (const [at, acknowledged] of [
      [clock.T0 + DAY - 1, 1],
      [clock.T0 + DAY, 2],
    ] as const) {
      vi.setSystemTime(at);
      await send({ email: "ada@example.org" });
      for (let slot = 1; slot <= 3; slot++) await runAlarmAt(at + slot * NEXT_SLOT_MS);
      expect(acknowledgments(provider.calls), `${at - clock.T0} ms on`).toHaveLength(acknowledged);
    }
  });

  // Each case but the first is decided by one part of the rule alone (tests/unit/acknowledgment.test.ts has them all).
  it.each([
    ["Visit https://spam.example now"],
    ["Ada@Lovelace"],
    ["Visit https://spam now"],
    ["Ada <Lovelace"],
    ["Visit spam.рф now"],
    ["Visit spam。example now"],
    ["A".repeat(61)],
  ])("greets %s neutrally: nothing of it reaches the prospect's address", async (name) => {
    const provider = scriptedProvider([]);
    await send({ name });
    await runAlarmAt(clock.T0 + NEXT_SLOT_MS);
    const [acknowledgment] = acknowledgments(provider.calls);
    expect(acknowledgment?.body.template_params.to_name).toBe("");
    expect(JSON.stringify(acknowledgment?.body)).not.toContain(name);
  });

  it("takes a send slot after the verified e-mails that wait, and before the held lane", async () => {
    const provider = scriptedProvider([{ status: 503 }]);
    await postContact({ headers: formHeaders, body: formBody({ ...unprovenMessage, email: "held@spam.test" }) });
    await send({ email: "prospect@example.org" });
    // The e-mail failed once while its visitor waited; it goes at its retry (1 s), then the acknowledgment, then
    // the held message.
    for (let time = clock.T0 + SECOND; provider.calls.length < 4; time += NEXT_SLOT_MS) {
      expect(time).toBeLessThan(clock.T0 + 2 * SECOND);
      await runAlarmAt(time);
    }
    expect(
      provider.calls.map((call) => [
        templateOf(call),
        call.body.template_params.to_email ?? call.body.template_params.from_email,
      ]),
    ).toEqual([
      [providerEnv.EMAILJS_TEMPLATE_ID, "prospect@example.org"],
      [providerEnv.EMAILJS_TEMPLATE_ID, "prospect@example.org"],
      [ACKNOWLEDGMENT_TEMPLATE_ID, "prospect@example.org"],
      [providerEnv.EMAILJS_TEMPLATE_ID, "held@spam.test"],
    ]);
    expect(logs.some((line) => line.includes('"destination":"acknowledgment"'))).toBe(true);
  });
});

describe("ops see each destination", () => {
  it("the counts per destination, and a listing of one destination's dead letters", async () => {
    scriptedProvider([]);
    leadWebhook.otherwise = { status: 404 };
    await send();
    await webhookPosts(1);
    const status = await outbox().status();
    expect(status.destinations).toMatchObject({
      email: { delivered24h: 1, dead: 0 },
      webhook: { dead: 1, delivered24h: 0 },
      acknowledgment: { queued: 1 },
    });
    expect(await outbox().messages("dead", 10, "email")).toEqual([]);
    expect(await outbox().messages("dead", 10, "webhook")).toHaveLength(1);
  });
});
