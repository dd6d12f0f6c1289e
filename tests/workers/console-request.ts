// The ops console's requests, as a signed-in browser sends them through the real Worker (ops-console.test.ts, and
// the tests of the destinations whose dead letters the console replays).
import { expect } from "vitest";
import { newClient, ORIGIN, postRequest, providerEnv } from "./contact-request";

interface Call {
  method?: string;
  form?: Record<string, string>;
  cookie?: string;
  origin?: string | null;
  client?: string;
  env?: Record<string, unknown>;
}

export function consoleRequest(
  path: string,
  { method = "GET", form, cookie, origin = ORIGIN, client, env }: Call = {},
) {
  const headers = new Headers({ "CF-Connecting-IP": client ?? newClient() });
  if (cookie) headers.set("Cookie", cookie);
  if (origin !== null && method === "POST") headers.set("Origin", origin);
  if (form) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return postRequest(new Request(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" }), env);
}

/** Signs in with the ops token; the session cookie as the browser would send it back. */
export async function signIn(): Promise<string> {
  const response = await consoleRequest("/ops/sign-in", { method: "POST", form: { token: providerEnv.OPS_TOKEN } });
  expect(response.status).toBe(303);
  const cookie = response.headers.get("Set-Cookie") ?? "";
  return cookie.split(";")[0] ?? "";
}
