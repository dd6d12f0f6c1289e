// The Worker tests' bindings on top of wrangler.toml's (tests/vitest.config.ts): provider and bot-check keys and a
// production environment, so messages go through the outbox to the provider, which the tests stand in for on
// globalThis.fetch, as they do for siteverify and the alert webhook. The outbox reads the same bindings. The pace
// is quick (20 ms between calls, a 400 ms answer budget, a 1 s call limit), so tests take a moment instead of the
// real second a call and 3 s budget.
export const SITEVERIFY_URL = "https://challenges.test/turnstile/v0/siteverify";
export const ALERT_WEBHOOK_URL = "https://hooks.test/alerts";

export const providerEnv = {
  ENVIRONMENT: "production",
  EMAILJS_API_URL: "https://provider.test",
  EMAILJS_SERVICE_ID: "service_test",
  EMAILJS_TEMPLATE_ID: "template_test",
  EMAILJS_PUBLIC_KEY: "public_test",
  EMAILJS_PRIVATE_KEY: "private_test",
  CONTACT_SEND_INTERVAL_MS: "20",
  CONTACT_ANSWER_BUDGET_MS: "400",
  CONTACT_PROVIDER_TIMEOUT_MS: "1000",
  OPS_TOKEN: "ops-token-for-the-worker-tests-0123456789",
  TURNSTILE_SITE_KEY: "0x4AAAAAAAsite_test",
  TURNSTILE_SECRET_KEY: "0x4AAAAAAAsecret_test",
  TURNSTILE_VERIFY_URL: SITEVERIFY_URL,
  OPS_ALERT_WEBHOOK_URL: ALERT_WEBHOOK_URL,
} as const;

/**
 * The lead's other destinations, for the tests of tests/workers/destinations/ (a project of their own, since the
 * outbox reads its bindings, not a test's): a lead webhook with a Standard Webhooks secret (24 bytes of 0x01 to
 * 0x18, base64) and an acknowledgment template.
 */
export const LEAD_WEBHOOK_URL = "https://crm.test/hooks/lead";
export const LEAD_WEBHOOK_SECRET = "whsec_AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcY";
export const ACKNOWLEDGMENT_TEMPLATE_ID = "template_ack_test";

export const destinationsEnv = {
  ...providerEnv,
  LEAD_WEBHOOK_URL,
  LEAD_WEBHOOK_SECRET,
  EMAILJS_AUTOREPLY_TEMPLATE_ID: ACKNOWLEDGMENT_TEMPLATE_ID,
} as const;
