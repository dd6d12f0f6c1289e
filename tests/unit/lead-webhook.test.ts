import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadEvent, sendLeadWebhook } from "../../workers/contact/lead-webhook";

// The lead webhook's one try, with the receiver on globalThis.fetch and the clock faked (Date only), so a try can be
// made, and verified as the receiver would, at any time after the lead came in.

const settings = { url: "https://crm.test/hooks/lead", secret: "whsec_AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcY" };
const context = {
  page: "/es",
  landing_page: "/es/vision?utm_source=news",
  referrer: "news.example.net",
  utm_source: "news",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
  insight: "/es/insights/harbour-berth-scheduling",
};
const fields = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  company: "Analytical Engines",
  message: "Hello",
  locale: "es" as const,
  context,
};
const RECEIVED_AT = Date.UTC(2026, 10, 27, 9, 30, 0, 250);
const MINUTE = 60_000;
const event = leadEvent("7k3q9x2ab4", fields, RECEIVED_AT, true);

interface Call {
  url: string;
  init: RequestInit;
}

/** The receiver answers `response` (made when the call comes) and records each call. */
function receiver(response: () => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
    return Promise.resolve(response());
  });
  return calls;
}

const headersOf = (call: Call | undefined) => Object.fromEntries(new Headers(call?.init.headers));
const bodyOf = (call: Call | undefined) => {
  const body = call?.init.body;
  if (typeof body !== "string") throw new Error("the lead webhook's body is not a string");
  return body;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: RECEIVED_AT });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the lead event", () => {
  it("is lead.received with the time it came in, the message's reference, its fields, story and proof", () => {
    const at = new Date(RECEIVED_AT).toISOString();
    expect(event).toEqual({
      type: "lead.received",
      timestamp: at,
      data: {
        ref: "7k3q9x2ab4",
        received_at: at,
        verified: true,
        locale: "es",
        name: "Ada Lovelace",
        email: "ada@example.org",
        company: "Analytical Engines",
        message: "Hello",
        context,
      },
    });
    expect(leadEvent("7k3q9x2ab4", fields, RECEIVED_AT, false).data.verified).toBe(false);
  });
});

describe("one try of the lead webhook", () => {
  it("is one POST of the event as JSON to the receiver's URL, signed as Standard Webhooks says", async () => {
    const calls = receiver(() => new Response("ok"));
    expect(await sendLeadWebhook(settings, event, 1000)).toEqual({ kind: "sent" });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(settings.url);
    expect(call?.init.method).toBe("POST");
    expect(call?.init.redirect).toBe("manual");
    expect(JSON.parse(bodyOf(call))).toEqual(event);
    expect(headersOf(call)).toMatchObject({
      "content-type": "application/json",
      "webhook-id": "msg_7k3q9x2ab4",
      "webhook-timestamp": String(Math.floor(RECEIVED_AT / 1000)),
    });
    expect(new Webhook(settings.secret).verify(bodyOf(call), headersOf(call))).toEqual(event);
  });

  it("a retry 11 minutes on is signed at the time of sending, and the receiver's library takes it then", async () => {
    const calls = receiver(() => new Response("ok"));
    await sendLeadWebhook(settings, event, 1000);
    const retryAt = RECEIVED_AT + 11 * MINUTE;
    vi.setSystemTime(retryAt);
    await sendLeadWebhook(settings, event, 1000);
    const [first, retry] = calls;
    expect(headersOf(retry)["webhook-id"]).toBe(headersOf(first)["webhook-id"]);
    expect(headersOf(retry)["webhook-timestamp"]).toBe(String(Math.floor(retryAt / 1000)));
    expect(new Webhook(settings.secret).verify(bodyOf(retry), headersOf(retry))).toEqual(event);
    // The same check refuses the first try's signature now: the retry passed a check that can fail.
    expect(() => new Webhook(settings.secret).verify(bodyOf(first), headersOf(first))).toThrow(
      "Message timestamp too old",
    );
  });

  it("a refusal keeps the status, the Retry-After and the answer's first 500 characters", async () => {
    receiver(() => new Response("x".repeat(600), { status: 429, headers: { "Retry-After": "120" } }));
    expect(await sendLeadWebhook(settings, event, 1000)).toEqual({
      kind: "refused",
      status: 429,
      text: "x".repeat(500),
      retryAfter: "120",
    });
  });

  it("a receiver that cannot be reached, or does not answer in time, is an outcome, never a throw", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    expect(await sendLeadWebhook(settings, event, 1000)).toEqual({
      kind: "unreachable",
      error: "Network connection lost.",
    });
    vi.useFakeTimers({ now: RECEIVED_AT });
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            reject(new DOMException("The operation was aborted.", "AbortError"));
          });
        }),
    );
    const outcome = sendLeadWebhook(settings, event, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ kind: "timeout" });
  });
});
