// Helpers for the content editor's Worker tests (admin-editor.test.ts, admin-sign-in.test.ts): requests through the
// real Worker with the site's origin set (SITE_ORIGIN, the origin the sign-in and the editor's configuration name),
// GitHub's token exchange stood in for by a spy on fetch, and a sign-in begun as the editor begins one.
import { vi } from "vitest";
import { STATE_COOKIE } from "../../workers/admin/sign-in-state";
import { ORIGIN, postRequest } from "./contact-request";

export const CLIENT_ID = "Ov23liTestClientId01";
export const CLIENT_SECRET = "0123456789abcdef0123456789abcdef01234567";
/** The site's origin, as SITE_ORIGIN names it; requests go to it unless a test forges another Host. */
const site = { SITE_ORIGIN: ORIGIN };
export const signInSet = { ...site, GITHUB_OAUTH_CLIENT_ID: CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET: CLIENT_SECRET };
export const signInOff = { ...site, GITHUB_OAUTH_CLIENT_ID: undefined, GITHUB_OAUTH_CLIENT_SECRET: undefined };

/** A GET through the Worker; `host` puts the request on another origin, as a forged Host header does. */
export const get = (
  path: string,
  env: Record<string, unknown> = signInOff,
  headers: Record<string, string> = {},
  host = ORIGIN,
) => postRequest(new Request(`${host}${path}`, { redirect: "manual", headers }), env);

/** GitHub's token endpoint, as the spy answers it. */
export function stubGitHub(answer: () => Response | Promise<Response>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url === "https://github.com/login/oauth/access_token") return answer();
    throw new Error(`unexpected call to ${url}`);
  });
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Begins a sign-in: the state GitHub would send back, and the cookie the sign-in window holds. */
export async function beginSignIn(host = ORIGIN) {
  // As the editor opens the window.
  const response = await get("/admin/auth?provider=github&site_id=site.test&scope=repo%2Cuser", signInSet, {}, host);
  const location = new URL(response.headers.get("Location") ?? "");
  const cookie = /editor_sign_in_state=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1] ?? "";
  return { response, location, state: location.searchParams.get("state") ?? "", cookie };
}

export const callback = (query: Record<string, string>, cookie?: string, host = ORIGIN) =>
  get(
    `/admin/callback?${new URLSearchParams(query).toString()}`,
    signInSet,
    cookie ? { Cookie: `${STATE_COOKIE}=${cookie}` } : {},
    host,
  );

/** The message the sign-in window posts to the editor, from its page. */
export async function postedMessage(response: Response): Promise<string> {
  const html = await response.text();
  return JSON.parse(/const result = (".*");/.exec(html)?.[1] ?? '""') as string;
}

/** The origin the sign-in window's script posts to and takes messages from, from its page. */
export async function windowOrigin(response: Response): Promise<string> {
  const html = await response.text();
  return JSON.parse(/const origin = (".*");/.exec(html)?.[1] ?? '""') as string;
}
