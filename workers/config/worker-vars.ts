/** Every var and secret the Worker reads, as it receives them (wrangler.toml, `wrangler secret put`, .dev.vars; any may be unset). */
export type WorkerVars = Partial<
  Record<
    | "ENVIRONMENT"
    | "SITE_ORIGIN"
    | "EMAILJS_API_URL"
    | "EMAILJS_SERVICE_ID"
    | "EMAILJS_TEMPLATE_ID"
    | "EMAILJS_PUBLIC_KEY"
    | "EMAILJS_PRIVATE_KEY"
    | "CONTACT_BLOCKLIST"
    | "CONTACT_SEND_INTERVAL_MS"
    | "CONTACT_PROVIDER_TIMEOUT_MS"
    | "CONTACT_ANSWER_BUDGET_MS"
    | "CONTACT_BACKOFF_CAP_SECONDS"
    | "CONTACT_RETRY_WINDOW_HOURS"
    | "CONTACT_RETENTION_DAYS"
    | "CONTACT_HELD_PER_DAY"
    | "CONTACT_HELD_MAX"
    | "CONTACT_ALERT_AFTER_MINUTES"
    | "CONTACT_ALERT_INTERVAL_MINUTES"
    | "CONTACT_HELD_ALERT"
    | "TURNSTILE_SITE_KEY"
    | "TURNSTILE_SECRET_KEY"
    | "TURNSTILE_VERIFY_URL"
    | "OPS_TOKEN"
    | "OPS_ALERT_WEBHOOK_URL"
    | "INSIGHTS_DAILY_EVENTS",
    string
  >
>;
