import type { ProviderResult } from "./email-provider";
import type { SlotAnswer, SlotRequest } from "./send-slots";

/**
 * One visitor's message on its way to the provider: wait for a send slot, call, and while the provider
 * answers "too many requests" (429) or fails on its side (5xx), take a later slot and call again, until the
 * visitor's deadline. A call that timed out or lost its connection is never made again: the provider may
 * have received it and sent the e-mail, and a second e-mail is worse than a failure the visitor can act on
 * (they still have the failure toast, their text and our address).
 *
 * The pacer and the provider come in through `DeliveryPorts`; time is `Date.now()` and `setTimeout`, which
 * fake timers drive in tests. The Worker and the pacer never compare clocks: a slot travels as "wait this long".
 */

export interface DeliveryPlan {
  /** When the visitor must have an answer (`Date.now()` time). */
  deadlineAt: number;
  /** The whole deadline, from the request's arrival: a tenth of it is kept for the last call itself. */
  deadlineMs: number;
  /** Spacing of the provider's calls. */
  intervalMs: number;
  /** One call's own time limit; the deadline may cut it shorter. */
  callTimeoutMs: number;
}

export interface DeliveryPorts {
  takeSlot(request: SlotRequest): Promise<SlotAnswer>;
  send(timeoutMs: number): Promise<ProviderResult>;
}

type DeliveryResult = ProviderResult | { kind: "busy"; retryAfterMs: number };

export interface DeliveryReport {
  result: DeliveryResult;
  /** Provider calls made. */
  attempts: number;
  /** Set when the pacer could not be asked; then at most one call was made, unpaced. */
  pacerError?: string;
}

/** How long the pacer may take to hand out a slot before it counts as out of reach. */
export const PACER_ANSWER_TIMEOUT_MS = 2000;
/** The share of the deadline kept free after the last slot, for that call to be answered. */
const LAST_CALL_SHARE = 0.1;
/**
 * Slots are spaced a tenth wider than the provider's interval. Calls do not reach the provider exactly at
 * their slots: timers fire late on a busy machine, and Worker instances in different places are nearer to
 * or further from the provider. A call that arrives a little early is refused (429) and costs a slot; the
 * margin makes that rare.
 */
export const SLOT_MARGIN = 0.1;

const isRetryable = (result: ProviderResult) =>
  result.kind === "refused" && (result.status === 429 || result.status >= 500);

export async function deliverPaced(plan: DeliveryPlan, ports: DeliveryPorts): Promise<DeliveryReport> {
  const lastCallMs = plan.deadlineMs * LAST_CALL_SHARE;
  const remaining = () => plan.deadlineAt - Date.now();
  const call = (): Promise<ProviderResult> => ports.send(Math.max(1, Math.min(plan.callTimeoutMs, remaining())));
  let last: ProviderResult | undefined;
  let attempts = 0;

  for (;;) {
    const withinMs = remaining() - lastCallMs;
    if (withinMs < 0) return { result: last ?? { kind: "busy", retryAfterMs: 0 }, attempts };

    let slot: SlotAnswer;
    try {
      slot = await withTimeout(
        ports.takeSlot({ intervalMs: plan.intervalMs * (1 + SLOT_MARGIN), withinMs }),
        Math.min(PACER_ANSWER_TIMEOUT_MS, remaining()),
      );
    } catch (error) {
      const pacerError = error instanceof Error ? error.message : String(error);
      // Without the pacer a retry could hammer the provider; the first call is still worth making: turning
      // the visitor away for our own fault would lose a message the provider would most likely have taken.
      if (attempts > 0 && last) return { result: last, attempts, pacerError };
      if (remaining() <= 0) return { result: { kind: "busy", retryAfterMs: 0 }, attempts, pacerError };
      return { result: await call(), attempts: 1, pacerError };
    }

    if (!slot.granted) return { result: last ?? { kind: "busy", retryAfterMs: slot.nextFreeInMs }, attempts };
    // A slot past the deadline, or reached only after it (a stalled machine), is of no use: answer now.
    const tooLate = () => ({ result: last ?? { kind: "busy" as const, retryAfterMs: slot.waitMs }, attempts });
    if (slot.waitMs >= remaining()) return tooLate();
    if (slot.waitMs > 0) await sleep(slot.waitMs);
    if (remaining() <= 0) return tooLate();
    attempts += 1;
    last = await call();
    if (!isRetryable(last)) return { result: last, attempts };
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `promise`, or a rejection once `ms` have passed without its answer. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer in ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, expiry]).finally(() => {
    clearTimeout(timer);
  });
}
