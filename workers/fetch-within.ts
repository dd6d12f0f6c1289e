/**
 * One outbound call with a time limit of its own, for everything the Worker calls (the email provider, siteverify,
 * the lead webhook, the alert webhook): the limit covers the answer's body too, redirects are never followed (a redirect could carry
 * a key somewhere we did not choose), and the outcome is a value, never a throw.
 */
export type CallOutcome =
  /** `retryAfter`: the answer's Retry-After header, as sent (a 429 or 503 may carry one). */
  | { kind: "answered"; status: number; ok: boolean; text: string; retryAfter: string | null }
  | { kind: "timeout" }
  | { kind: "unreachable"; error: string };

export async function fetchWithin(url: string, init: RequestInit, timeoutMs: number): Promise<CallOutcome> {
  const controller = new AbortController();
  // A timer rather than AbortSignal.timeout(): tests drive it with fake timers.
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal, redirect: "manual" });
    const text = await response.text();
    return {
      kind: "answered",
      status: response.status,
      ok: response.ok,
      text,
      retryAfter: response.headers.get("Retry-After"),
    };
  } catch (error) {
    if (controller.signal.aborted) return { kind: "timeout" };
    return { kind: "unreachable", error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
