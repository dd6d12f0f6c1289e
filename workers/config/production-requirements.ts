// What a production deployment needs besides its code: the vars wrangler.toml must give the environment and the
// secrets that must be set on its Worker. The deploy preflight (scripts/deploy/preflight.ts) refuses a production
// deploy that lacks one of them, and the Worker can read the same lists, so this module imports nothing: it stays
// loadable by Node on its own and by the Worker's bundle alike.

export interface Requirement {
  readonly name: string;
  /** What goes wrong without it, in one line. */
  readonly why: string;
}

/** Vars of the environment's section of wrangler.toml. */
export const requiredProductionVars: readonly Requirement[] = [
  {
    name: "SITE_ORIGIN",
    why: "canonical URLs, share tags, the sitemap and robots.txt are written with it at build time",
  },
  { name: "TURNSTILE_SITE_KEY", why: "the contact form's bot check; without it the contact endpoint answers 503" },
];

/**
 * Secrets of the environment's Worker (`wrangler secret put NAME --env ...`). EMAILJS_PRIVATE_KEY is not among
 * them: the provider is called without it when it is unset.
 */
export const requiredProductionSecrets: readonly Requirement[] = [
  { name: "EMAILJS_SERVICE_ID", why: "the email provider's account; without it the contact endpoint answers 503" },
  { name: "EMAILJS_TEMPLATE_ID", why: "the provider's template for a contact message; without it, 503" },
  { name: "EMAILJS_PUBLIC_KEY", why: "the provider's key for the account; without it, 503" },
  { name: "TURNSTILE_SECRET_KEY", why: "proves the bot check's tokens; without it the contact endpoint answers 503" },
  { name: "OPS_TOKEN", why: "without it the ops API is closed: a dead letter can be neither listed nor replayed" },
  {
    name: "OPS_ALERT_WEBHOOK_URL",
    why: "where the contact outbox posts its alerts; without it they reach only the Worker log",
  },
];

/**
 * Secrets that must come with another: set the first (`when`) and the Worker needs the second too. The deploy
 * preflight names the second when only the first is set; whether its value is right, only the Worker can tell
 * (/api/health and the log name a wrong one).
 */
export const pairedProductionSecrets: readonly (Requirement & { readonly when: string })[] = [
  {
    name: "LEAD_WEBHOOK_SECRET",
    when: "LEAD_WEBHOOK_URL",
    why: "signs the lead webhook; without it no lead reaches the webhook, and /api/health answers 503",
  },
  // The content editor's GitHub sign-in (docs/deploying.md, "The content editor's set-up"): one without the other signs nobody in.
  {
    name: "GITHUB_OAUTH_CLIENT_SECRET",
    when: "GITHUB_OAUTH_CLIENT_ID",
    why: "the content editor's GitHub sign-in needs both; without it nobody can sign in, and /api/health answers 503",
  },
  {
    name: "GITHUB_OAUTH_CLIENT_ID",
    when: "GITHUB_OAUTH_CLIENT_SECRET",
    why: "the content editor's GitHub sign-in needs both; without it nobody can sign in, and /api/health answers 503",
  },
];
