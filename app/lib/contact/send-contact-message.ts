import type { ContactMessage } from "./contact-schema";
import type { LeadContext, LeadContextKey } from "./lead-context-keys";

/**
 * The browser's side of POST /api/contact (workers/contact/contact-route.ts). The Worker answers within a few
 * seconds whatever the provider does (it stores the message and delivers it later), so the browser keeps no timer
 * of its own: a request that never ends is the network's to end, and fails as a network error.
 */

const CONTACT_ENDPOINT = "/api/contact";

export type SendResult = { ok: true } | { ok: false; status: number; code: string };

/** A checked message, with as much of the lead's story as the browser knows. */
export type OutgoingMessage = Omit<ContactMessage, LeadContextKey> & Partial<LeadContext>;

export async function sendContactMessage(message: OutgoingMessage): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(message),
    });
  } catch {
    // Status 0, "Network Error": what the provider's own client reports when there is no answer.
    return { ok: false, status: 0, code: "network_error" };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isObject(body) && body.ok === true) return { ok: true };
  return {
    ok: false,
    status: isObject(body) && typeof body.status === "number" ? body.status : response.status,
    code: isObject(body) && typeof body.code === "string" ? body.code : "unexpected_response",
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
