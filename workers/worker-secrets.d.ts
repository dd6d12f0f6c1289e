// The Worker's secrets, and the one optional var wrangler.toml does not declare (CONTENT_REPOSITORY) (README "Configuration"). They are set with `wrangler secret put` (or .dev.vars locally),
// never in wrangler.toml, so `wrangler types` cannot see them: they are declared here, optional, because a fresh
// checkout runs without them (workers/config/ decides what that means). Both declarations of the Worker's env take
// them: the global one and the one `cloudflare:workers` exports.

interface Env {
  EMAILJS_SERVICE_ID?: string;
  EMAILJS_TEMPLATE_ID?: string;
  EMAILJS_PUBLIC_KEY?: string;
  EMAILJS_PRIVATE_KEY?: string;
  OPS_TOKEN?: string;
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
  EMAILJS_AUTOREPLY_TEMPLATE_ID?: string;
  GITHUB_OAUTH_CLIENT_ID?: string;
  GITHUB_OAUTH_CLIENT_SECRET?: string;
  CONTENT_REPOSITORY?: string;
}

declare namespace Cloudflare {
  interface Env {
    EMAILJS_SERVICE_ID?: string;
    EMAILJS_TEMPLATE_ID?: string;
    EMAILJS_PUBLIC_KEY?: string;
    EMAILJS_PRIVATE_KEY?: string;
    OPS_TOKEN?: string;
    LEAD_WEBHOOK_URL?: string;
    LEAD_WEBHOOK_SECRET?: string;
    EMAILJS_AUTOREPLY_TEMPLATE_ID?: string;
    GITHUB_OAUTH_CLIENT_ID?: string;
    GITHUB_OAUTH_CLIENT_SECRET?: string;
    CONTENT_REPOSITORY?: string;
  }
}
