// The Worker tests' bindings on top of wrangler.toml's (tests/vitest.config.ts): provider keys and a production
// environment, so messages go through the outbox to the provider, which the tests stand in for on
// globalThis.fetch. The outbox reads the same bindings. The pace is quick (20 ms between calls, a 400 ms answer
// budget, a 1 s call limit), so tests take a moment instead of the real second a call and 3 s budget.
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
} as const;
