import type { ContactMessage } from "../app/lib/contact-schema";
import type { ProviderSettings } from "./contact-config";

/** Spec section 7: the email provider's REST call, as its browser library (version 4.4.1) makes it. */
export const EMAIL_LIB_VERSION = "4.4.1";
export const EMAIL_SEND_PATH = "/api/v1.0/email/send";
/** Longer than this and the visitor is told it failed (504) rather than left waiting. */
export const UPSTREAM_TIMEOUT_MS = 8000;

export type ProviderResult =
  | { kind: "sent" }
  | { kind: "refused"; status: number; text: string }
  | { kind: "unreachable"; error: string }
  | { kind: "timeout" };

export function providerRequestBody(settings: ProviderSettings, message: ContactMessage, recipientName: string) {
  return {
    lib_version: EMAIL_LIB_VERSION,
    user_id: settings.publicKey,
    service_id: settings.serviceId,
    template_id: settings.templateId,
    ...(settings.privateKey ? { accessToken: settings.privateKey } : {}),
    template_params: {
      from_name: message.name,
      from_email: message.email,
      company: message.company || "Not specified",
      message: message.message,
      to_name: recipientName,
    },
  };
}

/**
 * One attempt, no retry: the provider may have sent the e-mail even when its answer is lost, and a second
 * e-mail is worse than a failure toast the visitor can act on. The time limit covers the reply's body too.
 */
export async function sendToProvider(
  settings: ProviderSettings,
  message: ContactMessage,
  recipientName: string,
): Promise<ProviderResult> {
  const controller = new AbortController();
  // A timer rather than AbortSignal.timeout(): tests drive it with fake timers.
  const timer = setTimeout(() => controller.abort(), UPSTREAM_TIMEOUT_MS);
  try {
    const response = await fetch(`${settings.apiUrl}${EMAIL_SEND_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(providerRequestBody(settings, message, recipientName)),
      signal: controller.signal,
      // A redirect would carry the keys somewhere we did not choose: it counts as a refusal.
      redirect: "manual",
    });
    const text = await response.text();
    return response.ok ? { kind: "sent" } : { kind: "refused", status: response.status, text };
  } catch (error) {
    if (controller.signal.aborted) return { kind: "timeout" };
    return { kind: "unreachable", error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
