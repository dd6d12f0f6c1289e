import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyLeadContext } from "~/lib/contact/lead-context";
import { DEFAULT_OUTBOX_SETTINGS } from "../../workers/config/outbox-config";
import type { Verdict } from "../../workers/contact/delivery-policy";
import type { Delivery } from "../../workers/contact/destination-calls";
import type { OutboxAlerts } from "../../workers/contact/outbox-alerts";
import type { Destination } from "../../workers/contact/outbox-listings";
import type { SendState, StoredLead } from "../../workers/contact/outbox-rows";
import type { OutboxStore } from "../../workers/contact/outbox-store";
import type { ProviderLane } from "../../workers/contact/provider-lane";
import { settleSend, settleUncalled } from "../../workers/contact/send-settlement";
import type { WebhookLane } from "../../workers/contact/webhook-lane";

// How one try's verdict is applied, told by what the settlement asks of the outbox's storage, its lanes and its
// alerts (each a recorder here: the Worker tests in tests/workers/destinations/ run the same through the real
// outbox), and by the log line ops read.

const NOW = Date.UTC(2026, 10, 27, 9, 30);
const HOUR = 3_600_000;
const SECOND = 1000;
const QUOTA_RETRY_MS = HOUR;

const delivery: Delivery = {
  provider: {
    apiUrl: "https://provider.test",
    serviceId: "service_test",
    templateId: "template_test",
    publicKey: "public_test",
    privateKey: "private_test",
  },
  settings: { ...DEFAULT_OUTBOX_SETTINGS, backoffCapMs: 60 * SECOND },
  destinations: {
    acknowledgmentTemplateId: "template_ack_test",
    webhook: { state: "on", url: "https://crm.test/hooks/lead", secret: "whsec_AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcY" },
  },
};

const lead: StoredLead = {
  ref: "7k3q9x2ab4",
  lane: "verified",
  proof: "passed",
  fields: {
    name: "Ada",
    email: "ada@example.org",
    company: "",
    message: "Hi",
    locale: "en",
    context: emptyLeadContext(),
  },
  receivedAt: NOW - HOUR,
};

type Call = [string, ...unknown[]];

/** The outbox's parts as recorders, the send in `state` (none at all: undefined), the provider's quota as given. */
function outboxWith(state: SendState | undefined, { holdUntil }: { holdUntil?: number } = {}) {
  const calls: Call[] = [];
  const record =
    (name: string, result?: unknown) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return result;
    };
  const current = state && { state, lane: "held", windowEndsAt: NOW + HOUR };
  const store = {
    send: (ref: string) => (ref === lead.ref ? current : undefined),
    // The store settles a delivered send only while it waits (outbox-store.ts).
    sent: (...args: unknown[]) => {
      calls.push(["store.sent", ...args]);
      return state === "queued" || state === "retrying" ? { done: true } : undefined;
    },
    dead: record("store.dead"),
    retryAt: record("store.retryAt"),
    droppedLate: record("store.droppedLate", true),
  };
  const provider = {
    holdUntil: () => holdUntil,
    hold: record("provider.hold"),
    quotaBack: record("provider.quotaBack"),
  };
  const settlement = {
    store: store as unknown as OutboxStore,
    provider: provider as unknown as ProviderLane,
    webhook: { pauseUntil: record("webhook.pauseUntil") } as unknown as WebhookLane,
    alerts: { count: record("alerts.count") } as unknown as OutboxAlerts,
    delivery,
  };
  return { calls, current, settlement };
}

/** The log lines written, parsed, each with its level. */
const logs: Record<string, unknown>[] = [];
beforeEach(() => {
  logs.length = 0;
  for (const level of ["log", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((line: string) => {
      logs.push({ level, ...(JSON.parse(line) as Record<string, unknown>) });
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

const settle = (
  outbox: ReturnType<typeof outboxWith>,
  destination: Destination,
  verdict: Verdict,
  { attempts = 1, now = NOW } = {},
) => {
  settleSend(outbox.settlement, { lead, destination, attempts, verdict, now });
};

describe("a try that delivered", () => {
  it.each([["email"], ["acknowledgment"]] as const)(
    "through the provider (%s): the send is marked sent, and the provider's quota is back",
    (destination) => {
      const outbox = outboxWith("retrying");
      settle(outbox, destination, { kind: "delivered" }, { attempts: 2 });
      expect(outbox.calls).toEqual([
        ["store.sent", lead.ref, destination, NOW],
        ["provider.quotaBack", NOW],
      ]);
      expect(logs).toEqual([
        {
          level: "log",
          event: "contact.delivered",
          ref: lead.ref,
          destination,
          lane: "verified",
          attempts: 2,
          done: true,
        },
      ]);
    },
  );

  it("to the webhook: marked sent, and the provider's quota is none of its business", () => {
    const outbox = outboxWith("queued");
    settle(outbox, "webhook", { kind: "delivered" });
    expect(outbox.calls).toEqual([["store.sent", lead.ref, "webhook", NOW]]);
  });
});

describe("a try whose send ops discarded (or that another try settled) while its call was under way", () => {
  it.each([["sent"], ["dead"], [undefined]] as const)("a send now %s is left alone, and the log says so", (state) => {
    const outbox = outboxWith(state);
    settle(outbox, "email", { kind: "permanent", status: 400, detail: "bad" });
    expect(outbox.calls).toEqual([]);
    expect(logs).toEqual([
      {
        level: "warn",
        event: "contact.settled_after_discard",
        ref: lead.ref,
        destination: "email",
        outcome: "permanent",
      },
    ]);
  });

  it.each([["sent"], ["dead"], [undefined]] as const)(
    "a send now %s, delivered: nothing more than the store's refusal, and the log says so",
    (state) => {
      const outbox = outboxWith(state);
      settle(outbox, "email", { kind: "delivered" });
      expect(outbox.calls).toEqual([["store.sent", lead.ref, "email", NOW]]);
      expect(logs).toEqual([
        {
          level: "warn",
          event: "contact.settled_after_discard",
          ref: lead.ref,
          destination: "email",
          outcome: "delivered",
        },
      ]);
    },
  );
});

describe("a refusal for good", () => {
  it("is a dead letter at once, counted for the alerts, its answer's text redacted and cut to 500 characters", () => {
    const outbox = outboxWith("queued");
    const detail = `bad key private_test ${"x".repeat(600)}`;
    settle(outbox, "email", { kind: "permanent", status: 401, detail }, { attempts: 3 });
    const text = `bad key [EMAILJS_PRIVATE_KEY] ${"x".repeat(600)}`.slice(0, 500);
    expect(outbox.calls).toEqual([
      ["store.dead", lead.ref, "email", 401, text, "refused", NOW],
      ["alerts.count", "dead_letter", NOW],
    ]);
    expect(logs).toEqual([
      {
        level: "error",
        event: "contact.dead_letter",
        ref: lead.ref,
        destination: "email",
        attempts: 3,
        status: 401,
        reason: "refused",
        text,
      },
    ]);
  });
});

describe("the provider's quota used up", () => {
  it("the send asks again in an hour, and every provider send holds", () => {
    const outbox = outboxWith("queued");
    settle(outbox, "email", { kind: "quota", status: 426, detail: "quota" });
    expect(outbox.calls).toEqual([
      ["store.retryAt", lead.ref, "email", 426, "quota", NOW + QUOTA_RETRY_MS],
      ["provider.hold", NOW],
    ]);
    expect(logs).toEqual([
      { level: "error", event: "contact.quota_reached", ref: lead.ref, status: 426, text: "quota" },
    ]);
  });

  it("while it holds, any provider try that did not deliver holds again for an hour; a webhook try does not", () => {
    const held = outboxWith("retrying", { holdUntil: NOW + HOUR });
    settle(held, "acknowledgment", { kind: "transient", status: 503, detail: "busy" });
    expect(held.calls[0]).toEqual(["provider.hold", NOW]);
    const webhook = outboxWith("retrying", { holdUntil: NOW + HOUR });
    settle(webhook, "webhook", { kind: "transient", status: 503, detail: "busy" });
    expect(webhook.calls.map(([name]) => name)).toEqual(["store.retryAt"]);
  });
});

describe("a try that may pass next time", () => {
  it("waits with backoff: twice as long after each try, up to the cap", () => {
    const transient: Verdict = { kind: "transient", status: 503, detail: "busy" };
    for (const [attempts, waitMs] of [
      [1, SECOND],
      [3, 4 * SECOND],
      [20, 60 * SECOND],
    ] as const) {
      const outbox = outboxWith("retrying");
      settle(outbox, "email", transient, { attempts });
      expect(outbox.calls, `try ${attempts}`).toEqual([
        ["store.retryAt", lead.ref, "email", 503, "busy", NOW + waitMs],
      ]);
    }
    expect(logs.at(-1)).toEqual({
      level: "warn",
      event: "contact.retry_scheduled",
      ref: lead.ref,
      destination: "email",
      attempts: 20,
      status: 503,
      nextTryInMs: 60 * SECOND,
      text: "busy",
    });
  });

  it("the provider's 429 with Retry-After: the e-mail's next try no sooner than it asked, and nothing else paused", () => {
    const outbox = outboxWith("queued");
    settle(outbox, "email", { kind: "transient", status: 429, detail: "slow down", notBeforeMs: 120 * SECOND });
    expect(outbox.calls).toEqual([["store.retryAt", lead.ref, "email", 429, "slow down", NOW + 120 * SECOND]]);
  });

  it("a Retry-After shorter than the backoff: the backoff's wait", () => {
    const outbox = outboxWith("retrying");
    settle(outbox, "email", { kind: "transient", status: 503, detail: "busy", notBeforeMs: SECOND }, { attempts: 3 });
    expect(outbox.calls).toEqual([["store.retryAt", lead.ref, "email", 503, "busy", NOW + 4 * SECOND]]);
  });

  it("a receiver's 429 with Retry-After pauses the whole webhook lane until then, not only this send", () => {
    const outbox = outboxWith("queued");
    settle(outbox, "webhook", { kind: "transient", status: 429, detail: "slow down", notBeforeMs: 120 * SECOND });
    expect(outbox.calls).toEqual([
      ["webhook.pauseUntil", NOW + 120 * SECOND],
      ["store.retryAt", lead.ref, "webhook", 429, "slow down", NOW + 120 * SECOND],
    ]);
  });

  it("a receiver's 503 without Retry-After pauses no lane", () => {
    const outbox = outboxWith("queued");
    settle(outbox, "webhook", { kind: "transient", status: 503, detail: "busy" });
    expect(outbox.calls).toEqual([["store.retryAt", lead.ref, "webhook", 503, "busy", NOW + SECOND]]);
  });

  it("once its retry window has ended (at its very end too) it is a dead letter, expired", () => {
    const transient: Verdict = { kind: "transient", status: 0, detail: "no answer in time" };
    const lastMoment = outboxWith("retrying");
    settle(lastMoment, "email", transient, { now: NOW + HOUR - 1 });
    expect(lastMoment.calls.map(([name]) => name)).toEqual(["store.retryAt"]);
    const ended = outboxWith("retrying");
    settle(ended, "email", transient, { now: NOW + HOUR });
    expect(ended.calls).toEqual([
      ["store.dead", lead.ref, "email", 0, "no answer in time", "expired", NOW + HOUR],
      ["alerts.count", "dead_letter", NOW + HOUR],
    ]);
    expect(logs.at(-1)).toMatchObject({ level: "error", event: "contact.dead_letter", reason: "expired" });
  });
});

describe("an acknowledgment that failed a try", () => {
  const transient: Verdict = { kind: "transient", status: 503, detail: "busy" };

  it("whose next try would come within its window waits for it, as any send does", () => {
    const outbox = outboxWith("retrying");
    // Ten tries in, the backoff (capped at a minute here) is a minute: the next try is the window's last moment.
    settle(outbox, "acknowledgment", transient, { attempts: 10, now: NOW + HOUR - 60 * SECOND - 1 });
    expect(outbox.calls).toEqual([["store.retryAt", lead.ref, "acknowledgment", 503, "busy", NOW + HOUR - 1]]);
  });

  it("whose next try would come when its window ends, or after, is dropped now: logged and counted, never a dead letter", () => {
    const atTheEnd = outboxWith("retrying");
    settle(atTheEnd, "acknowledgment", transient, { attempts: 10, now: NOW + HOUR - 60 * SECOND });
    expect(atTheEnd.calls).toEqual([["store.droppedLate", lead.ref, "acknowledgment", NOW + HOUR - 60 * SECOND]]);
    const after = outboxWith("retrying");
    settle(after, "acknowledgment", transient, { attempts: 2, now: NOW + HOUR });
    expect(after.calls).toEqual([["store.droppedLate", lead.ref, "acknowledgment", NOW + HOUR]]);
    expect(logs.at(-1)).toEqual({
      level: "warn",
      event: "contact.acknowledgment_dropped_late",
      ref: lead.ref,
      attempts: 2,
      status: 503,
    });
  });

  it("an e-mail in the same case waits for its next try: only an acknowledgment is dropped", () => {
    const outbox = outboxWith("retrying");
    settle(outbox, "email", transient, { attempts: 10, now: NOW + HOUR - 60 * SECOND });
    expect(outbox.calls.map(([name]) => name)).toEqual(["store.retryAt"]);
  });
});

describe("a send its destination took no call for", () => {
  const uncalled = (result: "switched off" | "waiting", webhook: Delivery["destinations"]["webhook"]) => {
    const calls: Call[] = [];
    const store = {
      drop: (...args: unknown[]) => calls.push(["store.drop", ...args]),
      retryAt: (...args: unknown[]) => calls.push(["store.retryAt", ...args]),
    } as unknown as OutboxStore;
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    settleUncalled(store, {
      ref: lead.ref,
      destination: "webhook",
      result,
      delivery: { ...delivery, destinations: { ...delivery.destinations, webhook } },
    });
    vi.useRealTimers();
    return calls;
  };

  it("switched off since it was stored: dropped, and the log says so", () => {
    expect(uncalled("switched off", { state: "off" })).toEqual([["store.drop", lead.ref, "webhook"]]);
    expect(logs).toEqual([
      { level: "warn", event: "contact.destination_switched_off", ref: lead.ref, destination: "webhook" },
    ]);
  });

  it("configured wrong: tried again in 5 minutes, with the configuration's problem as its last error", () => {
    const problem = "LEAD_WEBHOOK_SECRET must start with whsec_";
    expect(uncalled("waiting", { state: "invalid", problem })).toEqual([
      ["store.retryAt", lead.ref, "webhook", 0, problem, NOW + 5 * 60 * SECOND],
    ]);
    expect(logs).toEqual([
      { level: "error", event: "contact.destination_not_configured", ref: lead.ref, destination: "webhook", problem },
    ]);
  });

  it("not configured at all: the same, its last error saying so", () => {
    expect(uncalled("waiting", { state: "off" })).toEqual([
      ["store.retryAt", lead.ref, "webhook", 0, "not configured", NOW + 5 * 60 * SECOND],
    ]);
  });
});
