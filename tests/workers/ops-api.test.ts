// The outbox's operations API (workers/ops/ops-route.ts) through the real Worker and the real outbox.
import { describe, expect, it, vi } from "vitest";
import {
  captureWorkerLogs,
  freshOutboxEachTest,
  inOneLimiterWindow,
  newClient,
  ORIGIN,
  outbox,
  postContact,
  postRequest,
  providerEnv,
  scriptedProvider,
  validMessage,
  unprovenMessage,
  outboxClockADayAhead,
  runAlarmAt,
  MINUTE,
} from "./contact-request";

captureWorkerLogs();
freshOutboxEachTest();

const TOKEN = providerEnv.OPS_TOKEN;

interface OpsRequest {
  method?: string;
  token?: string | null;
  authorization?: string;
  client?: string;
  headers?: Record<string, string>;
  env?: Record<string, unknown>;
}

function ops(path: string, { method = "GET", token = TOKEN, authorization, client, headers, env }: OpsRequest = {}) {
  const request = new Request(`${ORIGIN}/api/ops/outbox${path}`, {
    method,
    headers: {
      "CF-Connecting-IP": client ?? newClient(),
      ...(authorization !== undefined
        ? { Authorization: authorization }
        : token !== null
          ? { Authorization: `Bearer ${token}` }
          : {}),
      ...headers,
    },
  });
  return postRequest(request, env);
}

/** A dead letter (the provider refused it for good), by its reference. */
async function deadLetter(email = validMessage.email): Promise<string> {
  scriptedProvider([{ status: 400, text: "The template ID is invalid" }]);
  expect((await postContact({ body: JSON.stringify({ ...validMessage, email }) })).status).toBe(502);
  const [dead] = await outbox().messages("dead", 1);
  if (!dead) throw new Error("no dead letter");
  return dead.ref;
}

const everyPath: [string, string][] = [
  ["GET", ""],
  ["GET", "/messages?state=dead"],
  ["GET", "/messages/0123456789"],
  ["POST", "/messages/0123456789/replay"],
  ["DELETE", "/messages/0123456789"],
  ["GET", "/unknown"],
];

describe("closed by default", () => {
  it.each(everyPath)("without the OPS_TOKEN secret, %s %s answers 404, token or not", async (method, path) => {
    for (const token of [TOKEN, null]) {
      const response = await ops(path, { method, token, env: { OPS_TOKEN: undefined } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ ok: false, code: "not_found" });
    }
  });

  it("a token too short to be safe is a configuration error: 503, nothing served", async () => {
    const response = await ops("", { token: "short", env: { OPS_TOKEN: "short" } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, code: "not_configured", status: 503 });
  });
});

describe("the token", () => {
  it.each([
    ["no Authorization header", { token: null }],
    ["a wrong token", { token: `${TOKEN}x` }],
    ["the token's prefix", { token: TOKEN.slice(0, -1) }],
    ["another scheme", { authorization: `Basic ${btoa(`ops:${TOKEN}`)}` }],
    ["the token without its scheme", { authorization: TOKEN }],
  ])("%s: 401, with WWW-Authenticate", async (_case, request) => {
    for (const [method, path] of everyPath) {
      const response = await ops(path, { method, ...request });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      expect(await response.json()).toEqual({ ok: false, code: "unauthorized", status: 401 });
    }
  });

  it("every request counts against the client's limit: past 20 a minute, even the right token is refused", async () => {
    const { statuses, limited } = await inOneLimiterWindow(async (client) => {
      const seen: number[] = [];
      for (let i = 0; i < 20; i++) seen.push((await ops("", { token: `guess-${i}`, client })).status);
      return { statuses: seen, limited: await ops("", { client }) };
    });
    expect(statuses).toEqual(Array<number>(20).fill(401));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    // Another client is not affected.
    expect((await ops("")).status).toBe(200);
  });
});

describe("with the right token", () => {
  it("answers JSON that no cache keeps and no other origin may read", async () => {
    const response = await ops("", { headers: { Origin: "https://elsewhere.test" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect([...response.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
  });

  it("the counts: queued, retrying, held, dead, delivered in 24 h, the oldest waiting messages' ages, in all and per destination", async () => {
    await deadLetter("dead@example.org");
    scriptedProvider([{ status: 200 }, { status: 503 }], "hang");
    for (const email of ["one@example.org", "two@example.org", "three@example.org"]) {
      await postContact({ body: JSON.stringify({ ...validMessage, email }) });
    }
    await postContact({ body: JSON.stringify({ ...unprovenMessage, email: "held@example.org" }) });
    const counts = await (await ops("")).json<Record<string, unknown>>();
    expect(counts).toMatchObject({
      queued: 1,
      retrying: 1,
      held: 1,
      dead: 1,
      delivered24h: 1,
      heldDelivered24h: 0,
      quotaHoldUntil: null,
    });
    expect(Object.keys(counts).sort()).toEqual(
      [
        "acknowledgmentsDroppedLate24h",
        "dead",
        "delivered24h",
        "destinations",
        "held",
        "heldDelivered24h",
        "heldOldestAgeSeconds",
        "oldestAgeSeconds",
        "queued",
        "quotaHoldUntil",
        "retrying",
      ].sort(),
    );
    expect(counts.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(counts.heldOldestAgeSeconds).toBeGreaterThanOrEqual(0);
    // Without a lead webhook or an acknowledgment template (the test bindings), every delivery is an e-mail.
    expect(counts.destinations).toMatchObject({
      email: { queued: 1, retrying: 1, held: 1, dead: 1, delivered24h: 1 },
      webhook: { queued: 0, retrying: 0, held: 0, dead: 0, delivered24h: 0, oldestAgeSeconds: null },
      acknowledgment: { queued: 0, retrying: 0, held: 0, dead: 0, delivered24h: 0, oldestAgeSeconds: null },
    });
  });

  it("the listing by state: reference, times, and each destination's state, attempts and last status, never the fields", async () => {
    const ref = await deadLetter();
    // A message still waiting for a retry is no dead letter, and is not listed as one.
    scriptedProvider([{ status: 503 }]);
    await postContact({ body: JSON.stringify({ ...validMessage, email: "waiting@example.org" }) });
    const response = await ops("/messages?state=dead");
    const text = await response.text();
    const listing = JSON.parse(text) as { state: string; messages: Record<string, unknown>[] };
    expect(listing.state).toBe("dead");
    expect(listing.messages).toHaveLength(1);
    const [entry] = listing.messages;
    expect(Object.keys(entry ?? {}).sort()).toEqual(["lane", "proof", "receivedAt", "ref", "sends"]);
    expect(entry).toMatchObject({
      ref,
      lane: "verified",
      proof: "passed",
      sends: { email: { state: "dead", attempts: 1, lastStatus: 400, nextTryAt: null, deadReason: "refused" } },
    });
    const email = (entry?.sends as { email?: Record<string, unknown> } | undefined)?.email;
    expect(Object.keys(email ?? {}).sort()).toEqual(
      ["attempts", "deadAt", "deadReason", "lastStatus", "nextTryAt", "state", "windowEndsAt"].sort(),
    );
    for (const time of [entry?.receivedAt, email?.deadAt, email?.windowEndsAt])
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const value of [validMessage.name, validMessage.email, validMessage.company, "pilot", "template ID"]) {
      expect(text).not.toContain(value);
    }
    expect(await (await ops("/messages?state=queued")).json()).toEqual({ state: "queued", messages: [] });
  });

  it.each(["", "?state=lost", "?state=dead&limit=0", "?state=dead&limit=x", "?state=dead&destination=fax"])(
    "a listing asked for wrongly (%s): 400",
    async (query) => {
      const response = await ops(`/messages${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, code: "invalid_query", status: 400 });
    },
  );

  it("one message, fields and the provider's last word included", async () => {
    const ref = await deadLetter();
    expect(await (await ops(`/messages/${ref}`)).json()).toMatchObject({
      ref,
      fields: { name: validMessage.name, email: validMessage.email, company: validMessage.company },
      sends: { email: { state: "dead", lastError: "The template ID is invalid" } },
    });
    for (const path of ["/messages/0123456789", "/messages/not-a-ref", "/messages/ILOU000000"]) {
      expect((await ops(path)).status).toBe(404);
    }
  });

  it("replay: a dead letter goes back to the queue and is delivered exactly once more", async () => {
    const ref = await deadLetter();
    const provider = scriptedProvider([]);
    const response = await ops(`/messages/${ref}/replay`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, ref, state: "queued" });
    expect((await outbox().message(ref))?.sends.email?.state).toBe("queued");

    // The alarm delivers it, at once.
    await vi.waitFor(
      async () => {
        expect((await outbox().status()).delivered24h).toBe(1);
      },
      { timeout: 10_000 },
    );
    expect(provider.refs()).toEqual([ref]);
    expect(await outbox().message(ref)).toBeNull();
    // Replaying it again finds nothing.
    expect((await ops(`/messages/${ref}/replay`, { method: "POST" })).status).toBe(404);
    expect(provider.calls).toHaveLength(1);
  });

  it("replay of a message that is not dead: 409, and it stays where it was", async () => {
    scriptedProvider([{ status: 503 }], "hang");
    await postContact();
    const [retrying] = await outbox().messages("retrying", 1);
    const response = await ops(`/messages/${retrying?.ref ?? ""}/replay`, { method: "POST" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ ok: false, code: "not_dead", status: 409 });
    expect((await outbox().message(retrying?.ref ?? ""))?.sends.email?.state).toBe("retrying");
  });

  it("discard: the message is gone", async () => {
    const ref = await deadLetter();
    const response = await ops(`/messages/${ref}`, { method: "DELETE" });
    expect(await response.json()).toEqual({ ok: true, ref });
    expect(await outbox().message(ref)).toBeNull();
    expect((await ops(`/messages/${ref}`, { method: "DELETE" })).status).toBe(404);
  });

  it.each([
    ["POST", "", "GET"],
    ["DELETE", "/messages?state=dead", "GET"],
    ["PUT", "/messages/0123456789", "GET, DELETE"],
    ["GET", "/messages/0123456789/replay", "POST"],
    ["GET", "/messages/0123456789/release", "POST"],
    ["GET", "/held", "DELETE"],
  ])("%s %s: 405 naming the methods allowed", async (method, path, allow) => {
    const response = await ops(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe(allow);
  });
});

describe("the held lane (the outbox's clock a day ahead: no alarm fires unless a test runs it)", () => {
  const clock = outboxClockADayAhead();

  const hold = async (email: string, at: number) => {
    vi.setSystemTime(at);
    expect((await postContact({ body: JSON.stringify({ ...unprovenMessage, email }) })).status).toBe(200);
  };

  it("the listing of held messages, and the counts", async () => {
    scriptedProvider([]);
    await hold("one@spam.test", clock.T0);
    await hold("two@spam.test", clock.T0 + MINUTE);
    vi.setSystemTime(clock.T0 + 2 * MINUTE);
    const listing = await (await ops("/messages?state=held")).json<{ messages: Record<string, unknown>[] }>();
    const emailState = (entry: Record<string, unknown>) => (entry.sends as { email: { state: string } }).email.state;
    expect(listing.messages.map((entry) => [entry.lane, entry.proof, emailState(entry)])).toEqual([
      ["held", "missing", "queued"],
      ["held", "missing", "queued"],
    ]);
    expect(JSON.stringify(listing)).not.toContain("spam.test");
    expect(await (await ops("")).json()).toMatchObject({ held: 2, heldOldestAgeSeconds: 120, queued: 0 });
  });

  it("release: a held message moves to the verified lane and goes next, ahead of every other held one", async () => {
    const provider = scriptedProvider([]);
    await hold("older@spam.test", clock.T0);
    await hold("real-prospect@example.org", clock.T0 + MINUTE);
    const [, real] = await outbox().messages("held", 10);
    const ref = real?.ref ?? "";

    const response = await ops(`/messages/${ref}/release`, { method: "POST" });
    expect(await response.json()).toEqual({ ok: true, ref, lane: "verified" });
    expect(await outbox().message(ref)).toMatchObject({
      lane: "verified",
      proof: "missing",
      sends: { email: { state: "queued" } },
    });

    await runAlarmAt(clock.T0 + 2 * MINUTE);
    expect(provider.calls.map((call) => call.body.template_params.from_email)).toEqual(["real-prospect@example.org"]);
    expect(provider.calls[0]?.body.template_params.verified).toBe("yes");
  });

  it("release of a message that is not held: 409; of none: 404", async () => {
    scriptedProvider([{ status: 503 }], "hang");
    await postContact();
    const [retrying] = await outbox().messages("retrying", 1);
    const response = await ops(`/messages/${retrying?.ref ?? ""}/release`, { method: "POST" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ ok: false, code: "not_held", status: 409 });
    expect((await ops("/messages/0123456789/release", { method: "POST" })).status).toBe(404);
  });

  it("a flood removed in one call: the held messages received in the range, and only those", async () => {
    scriptedProvider([]);
    await hold("before@spam.test", clock.T0);
    for (let i = 1; i <= 3; i++) await hold(`flood-${i}@spam.test`, clock.T0 + i * MINUTE);
    await hold("after@example.org", clock.T0 + 10 * MINUTE);
    // A verified message in the range stays: the bulk discard is for the held lane only.
    scriptedProvider([], "hang");
    vi.setSystemTime(clock.T0 + 2 * MINUTE);
    await postContact({ body: JSON.stringify({ ...validMessage, email: "prospect@example.org" }) });

    const from = new Date(clock.T0 + MINUTE).toISOString();
    const to = new Date(clock.T0 + 4 * MINUTE).toISOString();
    const response = await ops(`/held?from=${from}&to=${to}`, { method: "DELETE" });
    expect(await response.json()).toEqual({ ok: true, discarded: 3, from, to });
    const left = await Promise.all(
      (await outbox().messages("held", 10)).map(async (entry) => (await outbox().message(entry.ref))?.fields.email),
    );
    expect(left).toEqual(["before@spam.test", "after@example.org"]);
    expect((await outbox().status()).held).toBe(2);
    expect((await outbox().status()).queued + (await outbox().status()).retrying).toBe(1);
  });

  it.each([
    "",
    "?from=2026-01-01T00:00:00Z",
    "?from=yesterday&to=today",
    "?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z",
  ])("a bulk discard asked for wrongly (%s): 400, nothing removed", async (query) => {
    scriptedProvider([]);
    await hold("held@spam.test", clock.T0);
    const response = await ops(`/held${query}`, { method: "DELETE" });
    expect(response.status).toBe(400);
    expect((await outbox().status()).held).toBe(1);
  });
});
