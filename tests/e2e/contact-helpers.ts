import { randomBytes, randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { leadContextKeys } from "~/lib/contact/lead-context-keys";
import { gotoReady, scrollToHydrated } from "./fixtures";
import { leadReceiverURL, providerURL } from "./playwright.config";

// The contact form's browser tests run the real Worker (wrangler dev) against the loopback provider stand-in
// (scripts/stand-in/email-provider.mjs), which playwright.config.ts starts beside it.

export const SITE_EMAIL = "hello@example.com";

/**
 * A client address no other test uses (RFC 3849 documentation prefix; wrangler dev passes the header through,
 * Cloudflare's edge sets it in production), so the per-client limits never span tests.
 */
export const ownClientAddress = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;

/** Every request of `page` from a client address of its own: the 5-a-minute limit never spans tests. */
export async function useOwnClientAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ownClientAddress() });
}

/** A text no other test sends, to find this test's message at the stand-in. */
export const uniqueMarker = () => `marker-${randomUUID()}`;

export function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  return {
    form,
    name: form.getByLabel("Name", { exact: true }),
    email: form.getByLabel("Email", { exact: true }),
    company: form.getByLabel("Company"),
    message: form.getByLabel("Message", { exact: true }),
    submit: form.getByRole("button", { name: /^Send(ing)? Message/ }),
  };
}

/** The home page with the contact section hydrated: the form taken over by its script (native validation off). */
export async function openContactForm(page: Page) {
  await gotoReady(page, "/");
  await scrollToHydrated(page, "contact");
  const fields = contactForm(page);
  await expect(fields.form).toHaveAttribute("novalidate", "");
  return fields;
}

export async function fillContactForm(
  page: Page,
  values: { name: string; email: string; company?: string; message: string },
): Promise<void> {
  const fields = contactForm(page);
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.company.fill(values.company ?? "");
  await fields.message.fill(values.message);
}

/** The toast with this title (sonner marks its parts with data attributes). */
export function toastTitled(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ has: page.locator("[data-title]", { hasText: title }) });
}

/** The template_params the stand-in accepted whose text contains `marker`. */
export async function deliveriesWith(marker: string): Promise<Record<string, string>[]> {
  const response = await fetch(`${providerURL}/deliveries?contains=${encodeURIComponent(marker)}`);
  return response.json<Record<string, string>[]>();
}

/**
 * The stand-in accepted the message with `marker` exactly once, with these template params, the reference the
 * outbox gave it, the language it was written from (`locale`, English unless `params` says), the lane it came
 * through (`verified`: checked when `params` names it, otherwise yes or no) and the lead's story where `params`
 * names its keys; resolves with that reference.
 */
export async function expectDeliveredOnce(marker: string, params: Record<string, string>): Promise<string> {
  // The visitor hears "sent" once the message is stored. When the provider answered the first call with "too many
  // requests" (a busy machine can bring two tests' calls too close), the outbox delivers it a second later; a held
  // message (no proof of a person) goes once no verified one waits.
  await expect.poll(async () => (await deliveriesWith(marker)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [delivered, ...more] = await deliveriesWith(marker);
  expect(more).toEqual([]);
  const { message_ref: ref = "", verified, ...rest } = delivered ?? {};
  expect(ref).toMatch(/^[0-9a-hjkmnp-tv-z]{10}$/);
  const { verified: wanted, locale = "en", ...expected } = params;
  // The lead's story depends on how the test reached the form: checked where `params` names it.
  const isStory = (key: string) => (leadContextKeys as readonly string[]).includes(key);
  const shown = Object.fromEntries(Object.entries(rest).filter(([key]) => !isStory(key) || key in expected));
  expect(shown).toEqual({ ...expected, locale });
  expect(verified).toBe(wanted ?? (verified === "no" ? "no" : "yes"));
  return ref;
}

/** The acknowledgments the stand-in accepted for `address` (their params: to_email, to_name, locale, message_ref). */
export async function acknowledgmentsTo(address: string): Promise<Record<string, string>[]> {
  return (await deliveriesWith(address)).filter((params) => params.to_email === address);
}

/** The lead events the webhook's receiver accepted (each verified with the secret) whose text contains `marker`. */
export async function leadEventsWith(marker: string): Promise<{ id: string; event: Record<string, unknown> }[]> {
  const response = await fetch(`${leadReceiverURL}/deliveries?contains=${encodeURIComponent(marker)}`);
  return response.json<{ id: string; event: Record<string, unknown> }[]>();
}

/** Records every request the page makes to the contact endpoint. */
export function watchContactRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/contact") seen.push(request.method());
  });
  return seen;
}
