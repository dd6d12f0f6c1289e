import { type Context, Hono } from "hono";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import * as v from "valibot";
import type { WorkerConfig } from "../config/worker-config";
import { eventLog } from "../event-log";
import { fetchWithin } from "../fetch-within";
import { checkSignInState, newSignInState, STATE_COOKIE, STATE_LIFETIME_SECONDS } from "./sign-in-state";
import { signInWindowPage, type SignInOutcome } from "./sign-in-window";

/**
 * GitHub sign-in for the content editor (decision 0045), two routes of the sign-in window the editor opens:
 *
 * - GET /admin/auth: sends the window to GitHub's authorization page with a fresh `state` (sign-in-state.ts).
 *   With the OAuth app's secrets unset or set wrongly, it answers a page that says what to set, and the editor
 *   shows the same words: never a 5xx.
 * - GET /admin/callback: where GitHub sends the window back. It checks the state, trades the one-time code for a
 *   token at GitHub, and hands the token to the editor that opened the window, on this origin only.
 *
 * The callback's address and the origin the window hands the token to are the site's own (SITE_ORIGIN), never the
 * request's Host header, which whoever sends the request chooses.
 */

const GITHUB_AUTHORIZE_URL = "https://github.com/login/oauth/authorize";
const GITHUB_TOKEN_URL = "https://github.com/login/oauth/access_token";
/** GitHub answers the token exchange in well under a second; the editor's window waits no longer than this. */
const TOKEN_EXCHANGE_LIMIT_MS = 10_000;

const log = eventLog("editor");

const SIGN_IN_OFF =
  "GitHub sign-in is not set up on this site yet. Whoever deploys the site sets the GitHub OAuth app's id and " +
  "secret as the Worker secrets GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET " +
  "(npx wrangler secret put GITHUB_OAUTH_CLIENT_ID --env production, then the same for the secret; " +
  "docs/configuration.md). On your own computer, use Work with Local Repository instead.";
/** Set up wrongly: one of the pair without the other, or a value that cannot be right. */
const signInMisconfigured = (problem: string) =>
  `GitHub sign-in is not set up correctly on this site: ${problem}. Both GITHUB_OAUTH_CLIENT_ID and ` +
  "GITHUB_OAUTH_CLIENT_SECRET must be set, and CONTENT_REPOSITORY name the repository (docs/configuration.md).";

/** The scopes the editor asks for: the repository's content (private or public) and who the person is. */
const authQuery = v.object({
  provider: v.optional(v.literal("github")),
  scope: v.optional(v.pipe(v.string(), v.regex(/^(?:public_)?repo(?:,user)?$/)), "repo,user"),
});

const callbackQuery = v.union([
  v.object({
    code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/)),
    state: v.pipe(v.string(), v.maxLength(200)),
  }),
  v.object({ error: v.pipe(v.string(), v.maxLength(100)) }),
]);

/** GitHub's answer to the trade, as JSON: the token, or why it refused. */
const granted = v.pipe(
  v.string(),
  v.parseJson(),
  v.looseObject({ access_token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,255}$/)) }),
);
const refused = v.pipe(v.string(), v.parseJson(), v.looseObject({ error: v.pipe(v.string(), v.maxLength(100)) }));

interface OAuthEnv {
  Bindings: Env;
  Variables: { config: WorkerConfig; nonce: () => string };
}

export const githubOAuth = new Hono<OAuthEnv>();

/** Where GitHub sends the sign-in window back: on the site's own origin. */
const callbackAddress = (c: Context<OAuthEnv>) => `${c.get("config").site.origin}/admin/callback`;
const isHttps = (url: string) => url.startsWith("https:");

githubOAuth.get("/auth", async (c) => {
  const { signIn } = c.get("config").editor;
  const query = v.safeParse(authQuery, c.req.query());
  if (signIn.state !== "github" || !query.success) {
    const error =
      signIn.state === "off" ? SIGN_IN_OFF : signIn.state === "invalid" ? signInMisconfigured(signIn.problem) : "";
    return answer(c, { error: error || "The editor asked for a sign-in this site does not offer." }, error ? 200 : 400);
  }
  const { cookie, state } = await newSignInState(signIn.clientSecret, Date.now());
  setCookie(c, STATE_COOKIE, cookie, {
    path: "/admin",
    httpOnly: true,
    secure: isHttps(c.req.url),
    sameSite: "Lax",
    maxAge: STATE_LIFETIME_SECONDS,
  });
  const target = new URL(GITHUB_AUTHORIZE_URL);
  target.search = new URLSearchParams({
    client_id: signIn.clientId,
    redirect_uri: callbackAddress(c),
    scope: query.output.scope,
    state,
  }).toString();
  return c.redirect(target.toString(), 302);
});

githubOAuth.get("/callback", async (c) => {
  const { signIn } = c.get("config").editor;
  // The state is spent by this request whatever comes of it.
  const cookie = getCookie(c, STATE_COOKIE);
  deleteCookie(c, STATE_COOKIE, { path: "/admin", secure: isHttps(c.req.url) });
  if (signIn.state !== "github") {
    return answer(c, { error: signIn.state === "off" ? SIGN_IN_OFF : signInMisconfigured(signIn.problem) });
  }
  const query = v.safeParse(callbackQuery, c.req.query());
  if (!query.success) return answer(c, { error: "GitHub's answer was incomplete. Please sign in again." }, 400);
  if ("error" in query.output) {
    log("sign-in.refused", { error: query.output.error });
    return answer(c, { error: "GitHub did not sign you in (you may have declined). Please try again." }, 400);
  }
  const check = await checkSignInState(signIn.clientSecret, query.output.state, cookie, Date.now());
  if (check !== "ok") {
    log("sign-in.bad-state", { check }, "warn");
    return answer(c, { error: "This sign-in expired or was not started here. Please sign in again." }, 400);
  }
  const outcome = await exchangeCode(signIn, query.output.code, callbackAddress(c));
  return answer(c, outcome.result, outcome.status);
});

async function exchangeCode(
  signIn: { clientId: string; clientSecret: string },
  code: string,
  redirectUri: string,
): Promise<{ result: SignInOutcome; status: 200 | 400 | 502 }> {
  const call = await fetchWithin(
    GITHUB_TOKEN_URL,
    {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: signIn.clientId,
        client_secret: signIn.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
    },
    TOKEN_EXCHANGE_LIMIT_MS,
  );
  const unavailable = { result: { error: "GitHub could not be reached. Please try again in a minute." }, status: 502 };
  if (call.kind !== "answered") {
    log("sign-in.unreachable", { outcome: call.kind }, "error");
    return unavailable as { result: SignInOutcome; status: 502 };
  }
  const token = v.safeParse(granted, call.text);
  if (call.ok && token.success) return { result: { token: token.output.access_token }, status: 200 };
  // GitHub answers 200 with an error for a code that is spent, expired or not this app's.
  const refusal = v.safeParse(refused, call.text);
  if (!call.ok || !refusal.success) {
    log("sign-in.unexpected-answer", { status: call.status }, "error");
    return unavailable as { result: SignInOutcome; status: 502 };
  }
  log("sign-in.code-refused", { error: refusal.output.error }, "warn");
  const misconfigured = refusal.output.error === "incorrect_client_credentials";
  return {
    result: {
      error: misconfigured
        ? "GitHub refused this site's OAuth app id or secret: check GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET."
        : "GitHub did not accept this sign-in (it may have been used already). Please sign in again.",
    },
    status: misconfigured ? 502 : 400,
  };
}

function answer(c: Context<OAuthEnv>, outcome: SignInOutcome, status: 200 | 400 | 502 = 200): Response {
  return c.html(signInWindowPage({ origin: c.get("config").site.origin, nonce: c.get("nonce")(), outcome }), status);
}
