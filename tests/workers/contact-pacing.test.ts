// Pacing through the real Worker and the real pacer (a Durable Object in workerd), with real, short waits:
// each test runs on a provider account of its own, at a pace of tens of milliseconds.
import { describe, expect, it, vi } from "vitest";
import { parsedBody, postContact, validMessage, captureWorkerLogs } from "./contact-request";

const logs = captureWorkerLogs();

const INTERVAL_MS = 200;
/**
 * Timers never fire early, but on a busy machine (tens of processes on two cores) one call can go out later
 * than its slot while the next goes out on time, bringing two arrivals closer than their slots: a gap may
 * shrink by this much and still prove the calls were spaced (unpaced, they arrive within milliseconds).
 */
const SLACK_MS = INTERVAL_MS / 2;
/** How late an answer may come past a deadline on a busy machine, and still be no hang. */
const LATE_MS = 400;

/** Vars for a test of its own: a fresh account (so a fresh pacer), the pace above, and `overrides`. */
function pacedEnv(overrides: Record<string, string> = {}) {
  return {
    EMAILJS_PUBLIC_KEY: `public_${crypto.randomUUID()}`,
    CONTACT_SEND_INTERVAL_MS: String(INTERVAL_MS),
    CONTACT_DEADLINE_MS: "5000",
    ...overrides,
  };
}

type Answer = { status: number; text?: string } | "hang";

/** The provider: answers from `script` in call order (then `otherwise`), noting when each call arrived. */
function provider(script: Answer[] = [], otherwise: Answer = { status: 200 }) {
  const arrivals: number[] = [];
  const accounts: string[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation((_input, init) => {
    arrivals.push(Date.now());
    accounts.push((parsedBody(init) as { user_id: string }).user_id);
    const answer = script.shift() ?? otherwise;
    if (answer === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => {
          reject(new DOMException("The operation was aborted.", "AbortError"));
        });
      });
    }
    return Promise.resolve(new Response(answer.text ?? "OK", { status: answer.status }));
  });
  return { arrivals, accounts, spy };
}

/** A pacer's answer that never comes. */
const neverSettles = () =>
  new Promise<never>(() => {
    // Neither resolves nor rejects.
  });
const gaps = (times: number[]) => times.slice(1).map((time, i) => time - (times[i] ?? time));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("pacing", () => {
  it("visitors sending at the same moment reach the provider one interval apart, and all are told it was sent", async () => {
    const { arrivals } = provider();
    const env = pacedEnv();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postContact({ env, body: JSON.stringify({ ...validMessage, email: `visitor-${i}@example.org` }) }),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(arrivals).toHaveLength(5);
    for (const gap of gaps(arrivals)) expect(gap).toBeGreaterThanOrEqual(INTERVAL_MS - SLACK_MS);
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(4 * INTERVAL_MS - SLACK_MS);
  });

  it("one pacer per account: another account's call is not queued behind the first account's", async () => {
    const { arrivals, accounts } = provider();
    const [busy, quiet] = [pacedEnv(), pacedEnv()];
    const responses = await Promise.all([
      ...Array.from({ length: 3 }, () => postContact({ env: busy })),
      postContact({ env: quiet }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const quietAt = arrivals[accounts.indexOf(quiet.EMAILJS_PUBLIC_KEY)] ?? Infinity;
    const busyArrivals = arrivals.filter((_, i) => accounts[i] === busy.EMAILJS_PUBLIC_KEY);
    expect(busyArrivals).toHaveLength(3);
    // Its call went out before the first account's third slot.
    expect(quietAt).toBeLessThan(busyArrivals[2] ?? -Infinity);
  });

  it("a 429 is tried again in the next slot, and the visitor is told it was sent", async () => {
    const { arrivals } = provider([{ status: 429, text: "Too Many Requests" }]);
    const response = await postContact({ env: pacedEnv() });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(arrivals).toHaveLength(2);
    expect(gaps(arrivals)[0]).toBeGreaterThanOrEqual(INTERVAL_MS - SLACK_MS);
    // The next slot, not the one after it.
    expect(gaps(arrivals)[0]).toBeLessThan(2 * INTERVAL_MS * 1.1);
    expect(logs.some((line) => line.includes("contact.provider_retried") && line.includes('"attempts":2'))).toBe(true);
  });

  it("a 5xx is tried again too", async () => {
    const { arrivals } = provider([{ status: 503 }, { status: 500 }]);
    const response = await postContact({ env: pacedEnv() });
    expect(response.status).toBe(200);
    expect(arrivals).toHaveLength(3);
  });

  it("a provider that keeps refusing: at the deadline, the failure answer with the provider's last status", async () => {
    const { arrivals } = provider([], { status: 429, text: "Too Many Requests" });
    const started = Date.now();
    const response = await postContact({ env: pacedEnv({ CONTACT_DEADLINE_MS: "1000" }) });
    const took = Date.now() - started;

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, code: "provider_error", status: 429 });
    expect(took).toBeLessThanOrEqual(1000 + LATE_MS);
    // Slots (a tenth wider than the interval) up to the last tenth of the deadline: 0, 220, ..., 880 ms.
    expect(arrivals.length).toBeGreaterThanOrEqual(2);
    expect(arrivals.length).toBeLessThanOrEqual(5);
    for (const arrival of arrivals) expect(arrival - started).toBeLessThanOrEqual(900 + LATE_MS);
  });

  it("the form without JavaScript gets the failure outcome at the deadline", async () => {
    provider([], { status: 503 });
    const response = await postContact({
      env: pacedEnv({ CONTACT_DEADLINE_MS: "300" }),
      body: new URLSearchParams(validMessage).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/#contact-failed");
  });

  it("when no slot before the deadline is free, the visitor is told at once (503 busy, Retry-After), not at the deadline", async () => {
    const { arrivals } = provider();
    const env = pacedEnv({ CONTACT_SEND_INTERVAL_MS: "400", CONTACT_DEADLINE_MS: "2300" });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await postContact({ env });
        return { response, at: Date.now() - started };
      }),
    );

    // Slots 440 ms apart (the interval and a tenth) up to 2070 ms after each visitor's arrival (a tenth of the
    // deadline is kept): five for visitors arriving together, a sixth if the machine was slow to take them in.
    const sent = answers.filter(({ response }) => response.status === 200);
    const busy = answers.filter(({ response }) => response.status === 503);
    expect(sent.length + busy.length).toBe(10);
    expect(sent.length).toBeGreaterThanOrEqual(5);
    expect(busy.length).toBeGreaterThanOrEqual(3);
    expect(arrivals).toHaveLength(sent.length);
    for (const { response, at } of busy) {
      // Long before the deadline.
      expect(at).toBeLessThan(1000);
      // The next free slot is 2.2 s or more away: whole seconds, rounded up.
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThanOrEqual(2);
      expect(Number(response.headers.get("Retry-After"))).toBeLessThanOrEqual(3);
      expect(await response.json()).toEqual({ ok: false, code: "busy", status: 503 });
    }
  });

  it("a call that timed out is not made again, though the deadline leaves time for it", async () => {
    const { arrivals } = provider(["hang"]);
    const started = Date.now();
    const response = await postContact({
      env: pacedEnv({ CONTACT_PROVIDER_TIMEOUT_MS: "100", CONTACT_DEADLINE_MS: "3000" }),
    });
    const took = Date.now() - started;

    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ ok: false, code: "timeout", status: 504 });
    expect(took).toBeGreaterThanOrEqual(100);
    expect(took).toBeLessThan(100 + LATE_MS);
    await sleep(3 * INTERVAL_MS);
    expect(arrivals).toHaveLength(1);
  });

  it("a call the deadline cuts short is a timeout, answered at the deadline, and not made again", async () => {
    const { arrivals } = provider(["hang"]);
    const started = Date.now();
    const response = await postContact({ env: pacedEnv({ CONTACT_DEADLINE_MS: "250" }) });
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThanOrEqual(250 + LATE_MS);
    expect(arrivals).toHaveLength(1);
  });
});

describe("the pacer out of reach: the visitor still gets an answer, never a 500 or a hang", () => {
  it("no pacer binding: one call, unpaced; sent, and the log says so", async () => {
    const { arrivals } = provider();
    const response = await postContact({ env: { ...pacedEnv(), PROVIDER_PACER: undefined } });
    expect(response.status).toBe(200);
    expect(arrivals).toHaveLength(1);
    expect(logs.some((line) => line.includes("contact.pacer_unavailable"))).toBe(true);
  });

  it("a pacer that throws: one call, unpaced; the provider's refusal is mapped as usual", async () => {
    const { arrivals } = provider([{ status: 429 }]);
    const throwing = { getByName: () => ({ takeSlot: () => Promise.reject(new Error("Durable Object reset")) }) };
    const response = await postContact({ env: { ...pacedEnv(), PROVIDER_PACER: throwing } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, code: "provider_error", status: 429 });
    expect(arrivals).toHaveLength(1);
  });

  it("a pacer that never answers: given up after 2 s, then one call", async () => {
    const { arrivals } = provider();
    const silent = { getByName: () => ({ takeSlot: neverSettles }) };
    const started = Date.now();
    const response = await postContact({
      env: { ...pacedEnv({ CONTACT_DEADLINE_MS: "2500" }), PROVIDER_PACER: silent },
    });
    expect(response.status).toBe(200);
    expect(arrivals).toHaveLength(1);
    expect((arrivals[0] ?? 0) - started).toBeGreaterThanOrEqual(2000);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("a pacer that never answers, with less than 2 s to the deadline: the failure answer at the deadline", async () => {
    const { arrivals } = provider();
    const silent = { getByName: () => ({ takeSlot: neverSettles }) };
    const started = Date.now();
    const response = await postContact({
      env: { ...pacedEnv({ CONTACT_DEADLINE_MS: "300" }), PROVIDER_PACER: silent },
    });
    expect(Date.now() - started).toBeLessThanOrEqual(300 + LATE_MS);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, code: "busy", status: 503 });
    expect(arrivals).toHaveLength(0);
  });
});

describe("pacing settings", () => {
  it.each([
    ["CONTACT_DEADLINE_MS", "25001"],
    ["CONTACT_DEADLINE_MS", "20s"],
    ["CONTACT_SEND_INTERVAL_MS", "0"],
    ["CONTACT_PROVIDER_TIMEOUT_MS", "-5"],
  ])("%s = %j is a configuration error: 503, nothing sent, and the log names it", async (name, value) => {
    const { arrivals } = provider();
    const response = await postContact({ env: { ...pacedEnv(), [name]: value } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, code: "not_configured", status: 503 });
    expect(arrivals).toHaveLength(0);
    expect(logs.some((line) => line.includes("contact.not_configured") && line.includes(name))).toBe(true);
  });
});
