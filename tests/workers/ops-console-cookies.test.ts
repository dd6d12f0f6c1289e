import { generateSignedCookie } from "hono/cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newClient, postRequest, providerEnv } from "./contact-request";

// The cookie walk: the ops console's session cookie as a client can send it, spoilt every way (malformed,
// truncated, oversized, repeated, of another version, signed for something else), through the real Worker. What
// holds for every one: no 5xx, no error-level log (anyone can send a cookie, so an error line would be theirs to
// write), and no session unless the cookie is one the console signed, for this token, that has not ended.

const SESSION_SECONDS = 12 * 60 * 60;

const transports = [
  { transport: "https", origin: "https://site.test", name: "__Host-ops-session", env: {} },
  {
    transport: "local-http",
    origin: "http://127.0.0.1:8787",
    name: "ops-session",
    env: { ENVIRONMENT: "development" },
  },
] as const;
type Transport = (typeof transports)[number];

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function request(on: Transport, path: string, cookie: string | null, method = "GET") {
  const headers = new Headers({ "CF-Connecting-IP": newClient() });
  if (cookie !== null) headers.set("Cookie", cookie);
  let body: string | undefined;
  if (method === "POST") {
    headers.set("Origin", on.origin);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = path.endsWith("/sign-in") ? new URLSearchParams({ token: providerEnv.OPS_TOKEN }).toString() : "ref=x";
  }
  return postRequest(new Request(`${on.origin}${path}`, { method, headers, body, redirect: "manual" }), on.env);
}

/** A session as the console starts it: the `name=value` pair a browser sends back. */
async function signIn(on: Transport): Promise<string> {
  const response = await request(on, "/ops/sign-in", null, "POST");
  expect(response.status).toBe(303);
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

/** `value` signed as the console signs, with this token or another: the `name=value` pair. */
async function signed(on: Transport, value: string, token: string = providerEnv.OPS_TOKEN): Promise<string> {
  const prefix = on.transport === "https" ? ({ prefix: "host" } as const) : {};
  const cookie = await generateSignedCookie("ops-session", value, `ops console session\n${token}`, prefix);
  return cookie.split(";")[0] ?? "";
}

/** Whether `cookie` opens the console: a page of it, or the sign-in page; and an action is done, or signs in first. */
async function opens(on: Transport, cookie: string | null): Promise<boolean> {
  const page = await request(on, "/ops/outbox", cookie);
  expect(page.status, cookie ?? "no cookie").toBe(200);
  const html = await page.text();
  const signInPage = html.includes("<h1>Sign in</h1>");
  expect(signInPage || html.includes("<h1>Outbox</h1>"), cookie ?? "no cookie").toBe(true);
  const action = await request(on, "/ops/outbox/release", cookie, "POST");
  expect(action.status, cookie ?? "no cookie").toBe(303);
  const actionSignsIn = action.headers.get("Location") === "/ops?notice=session-ended";
  expect(actionSignsIn, `${cookie ?? "no cookie"}: the page and the action agree`).toBe(signInPage);
  return !signInPage;
}

describe.each(transports)("the session cookie over $transport ($name)", (on) => {
  const ends = (offsetSeconds: number) => Math.floor(Date.now() / 1000) + offsetSeconds;

  it("the cookie walk: malformed, truncated, oversized, repeated, of another version: the sign-in page, no error logged", async () => {
    const session = await signIn(on);
    const [name = "", value = ""] = session.split(/=(.*)/s);
    const decoded = decodeURIComponent(value);
    const unsigned = decoded.slice(0, decoded.lastIndexOf("."));
    const signature = decoded.slice(decoded.lastIndexOf(".") + 1);
    const spoilt: [string, string][] = [
      ["no value", `${name}=`],
      ["no equals sign", name],
      ["the version alone", `${name}=v2`],
      ["no signature", `${name}=${unsigned}`],
      ["a signature that is no base64 of a valid length", `${name}=v1.9999999999.abcde`],
      ["the same, of this version", `${name}=v2.9999999999.abcde`],
      ["a signature of padding only", `${name}=v2.9999999999.${"=".repeat(44)}`],
      ["a signature of 44 characters that decodes to nothing", `${name}=v2.9999999999.${"%".repeat(43)}=`],
      ["truncated by one character", session.slice(0, -1)],
      ["truncated to half", session.slice(0, Math.ceil(session.length / 2))],
      [
        "one character of the signature changed",
        `${name}=${encodeURIComponent(`${unsigned}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`)}`,
      ],
      ["broken percent-encoding", `${name}=v2.9999999999.%E0%A4%A`],
      [
        "the signature as base64url (the earlier form)",
        `${name}=v1.9999999999.${signature.replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")}`,
      ],
      [
        "its end time moved on",
        `${name}=${encodeURIComponent(decoded.replace(/\.(\d+)\./, (_, at: string) => `.${Number(at) + 3600}.`))}`,
      ],
      ["a version of another number", `${name}=${encodeURIComponent(decoded.replace(/^v2\./, "v1."))}`],
      ["oversized value", `${name}=${"v2.".padEnd(8000, "9")}.${signature}`],
      ["an oversized header around a spoilt copy", `${"x=".padEnd(16_000, "y")}; ${session.slice(0, -2)}; z=1`],
      ["non-ASCII characters, percent-encoded", `${name}=v2.%C3%A9%C3%BF.${signature}`],
      ["control characters", `${name}=v2.99\t99.${signature}`],
      ["a quoted value with a quote inside", `${name}="v2."9999"`],
      ["a spoilt copy before the session", `${name}=v2.9999999999.abcde; ${session}`],
      ["its name in another letter case", session.replace(name, name.toUpperCase())],
    ];
    for (const [what, cookie] of spoilt) {
      expect(await opens(on, cookie), what).toBe(false);
    }
    expect(errors, "error-level log lines").toEqual([]);
  });

  it("a session opens the console, repeated or quoted too; no cookie at all is the sign-in page", async () => {
    const session = await signIn(on);
    const [name = "", value = ""] = session.split(/=(.*)/s);
    expect(await opens(on, session)).toBe(true);
    expect(await opens(on, `${session}; ${session}`)).toBe(true);
    expect(await opens(on, `${session}; ${name}=v2.9999999999.abcde`), "the first of two is read").toBe(true);
    expect(await opens(on, `${name}="${value}"`)).toBe(true);
    expect(await opens(on, `${name}=${decodeURIComponent(value)}`), "without its percent-encoding").toBe(true);
    expect(await opens(on, `other=1; ${session}; more=2`)).toBe(true);
    expect(await opens(on, null)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("only a value this token signed, of this version, with a whole-second end time of up to 12 digits, is a session", async () => {
    expect(await opens(on, await signed(on, `v2.${ends(60)}`)), "as the console signs it").toBe(true);
    expect(await opens(on, await signed(on, `v2.${ends(60)}`, "another-token-of-forty-characters-0123456789"))).toBe(
      false,
    );
    for (const value of [
      `v1.${ends(60)}`,
      `v3.${ends(60)}`,
      `V2.${ends(60)}`,
      `xv2.${ends(60)}`,
      `v2.${ends(60)}.1`,
      `v2.${ends(60)}x`,
      `v2.-${ends(60)}`,
      `v2.${ends(60)}.5`,
      `v2.1e12`,
      `v2.`,
      `v2.9999999999999`,
      `v2 ${ends(60)}`,
      `${ends(60)}`,
    ]) {
      expect(await opens(on, await signed(on, value)), value).toBe(false);
    }
    // Twelve digits is the longest end time read (a year past 33000).
    expect(await opens(on, await signed(on, "v2.999999999999")), "twelve digits").toBe(true);
    expect(errors).toEqual([]);
  });

  it("a session ends at its end time to the second, 12 hours after sign-in: open a second before, not at it", async () => {
    const now = Date.UTC(2026, 10, 27, 9, 0, 0, 500);
    vi.useFakeTimers({ toFake: ["Date"], now });
    const session = await signIn(on);
    const endsAt = (Math.floor(now / 1000) + SESSION_SECONDS) * 1000;
    vi.setSystemTime(endsAt - 1);
    expect(await opens(on, session), "a millisecond before its end").toBe(true);
    vi.setSystemTime(endsAt);
    expect(await opens(on, session), "at its end").toBe(false);
  });
});

describe("the other transport's cookie", () => {
  it("over https the session is read from the __Host- cookie only, never from the unprefixed one", async () => {
    const [https, local] = transports;
    const localSession = await signIn(local);
    expect(await opens(https, localSession)).toBe(false);
    expect(await opens(https, await signed(local, `v2.${Math.floor(Date.now() / 1000) + 60}`))).toBe(false);
    // And the local runtime's reads the unprefixed one only.
    expect(await opens(local, await signIn(https))).toBe(false);
  });
});
