// Helpers for the contact proxy's Worker tests: requests through the real Worker entry (workers/app.ts) with
// the test's own bindings layered over wrangler.toml's, and a stand-in for the provider on globalThis.fetch
// (the Worker runs in the test's isolate, so the spy sees its outbound calls).
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";
import worker from "../../workers/app";

export const ORIGIN = "https://site.test";

/** What the Worker logs (console.log, warn and error) during each test of the file that calls this, one line each. */
export function captureWorkerLogs(): string[] {
  const logs: string[] = [];
  beforeEach(() => {
    logs.length = 0;
    for (const level of ["log", "warn", "error"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logs.push(args.map(String).join(" "));
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return logs;
}
export const CONTACT_URL = `${ORIGIN}/api/contact`;

/**
 * Provider keys and a production environment: the proxy sends to the provider. The pace is quick (20 ms
 * between calls, a 300 ms deadline) so tests that send several messages, or meet a provider that keeps
 * failing, take a moment instead of the real second a call and 20 s deadline.
 */
export const providerEnv = {
  ENVIRONMENT: "production",
  EMAILJS_API_URL: "https://provider.test",
  EMAILJS_SERVICE_ID: "service_test",
  EMAILJS_TEMPLATE_ID: "template_test",
  EMAILJS_PUBLIC_KEY: "public_test",
  EMAILJS_PRIVATE_KEY: "private_test",
  CONTACT_SEND_INTERVAL_MS: "20",
  CONTACT_DEADLINE_MS: "300",
  CONTACT_PROVIDER_TIMEOUT_MS: "8000",
} as const;

export const validMessage = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  company: "Analytical Engines",
  message: "We would like to talk about a pilot.\nNext month suits us.",
};

// Every request comes from a client of its own (RFC 3849 documentation prefix, a /64 each, since the rate
// limit counts an IPv6 client by its /64), so the limit (5 a minute) only bites where a test means it to.
const run = crypto.getRandomValues(new Uint16Array(1))[0]?.toString(16) ?? "0";
let clients = 0;
export const newClient = () => `2001:db8:${run}:${(++clients).toString(16)}::1`;

export interface PostOptions {
  body?: BodyInit | null;
  headers?: Record<string, string | undefined>;
  /** Binding overrides on top of `providerEnv`. */
  env?: Record<string, unknown>;
  method?: string;
}

/** A request as a same-origin browser script sends it, changed by `options`. A header set to undefined is left out. */
export function contactRequest(options: PostOptions = {}): Request {
  const headers = new Headers();
  const wanted: Record<string, string | undefined> = {
    Origin: ORIGIN,
    "Sec-Fetch-Site": "same-origin",
    "Content-Type": "application/json",
    "CF-Connecting-IP": newClient(),
    ...options.headers,
  };
  for (const [name, value] of Object.entries(wanted)) if (value !== undefined) headers.set(name, value);
  const method = options.method ?? "POST";
  const body = method === "GET" || method === "HEAD" ? null : (options.body ?? JSON.stringify(validMessage));
  return new Request(CONTACT_URL, { method, headers, body, redirect: "manual" });
}

export function postContact(options: PostOptions = {}): Promise<Response> {
  return postRequest(contactRequest(options), options.env);
}

/** Sends through the Worker with wrangler.toml's bindings, then `providerEnv`, then `overrides` (undefined removes). */
export async function postRequest(request: Request, overrides: Record<string, unknown> = {}) {
  return worker.fetch(request, { ...env, ...providerEnv, ...overrides });
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

/** The provider stand-in: answers `status` with `text`, and records each call. */
export function stubProvider(status = 200, text = "OK") {
  return vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(new Response(text, { status })));
}

type ProviderSpy = ReturnType<typeof stubProvider>;

/** The URL the proxy called on call `index`, however it was given (a string, a URL or a Request). */
export function calledURL(spy: ProviderSpy, index = 0): string | undefined {
  const input = spy.mock.calls[index]?.[0];
  if (input === undefined || typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/** The body of a call to the provider, which the proxy sends as a JSON string, parsed. */
export function parsedBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body !== "string") throw new Error(`the proxy sent a body of type ${typeof body}, not a JSON string`);
  return JSON.parse(body);
}

/** The JSON body the proxy sent to the provider on call `index`. */
export function sentBody(spy: ProviderSpy, index = 0): unknown {
  return parsedBody(spy.mock.calls[index]?.[1]);
}
