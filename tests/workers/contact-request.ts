// Helpers for the contact route's Worker tests: requests through the real Worker entry (workers/app.ts) with the
// test bindings (provider-env.ts) and the test's own overrides, the real outbox (a Durable Object in workerd),
// and stand-ins for the provider, Turnstile's siteverify and the alert webhook on globalThis.fetch (the Worker and
// the outbox run in the test's isolate, so the spy sees their outbound calls). Siteverify answers by the token's
// text, as its loopback stand-in does (scripts/stand-in/siteverify-answer.ts); the webhook takes every post
// unless a test says otherwise.
import { abortAllDurableObjects, reset, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";
import worker from "../../workers/app";
import { RATE_LIMIT_PERIOD_SECONDS } from "../../workers/client-limit";
import { outboxName } from "../../workers/contact/contact-route";
import { siteverifyAnswer } from "../../scripts/stand-in/siteverify-answer.ts";
import { ALERT_WEBHOOK_URL, LEAD_WEBHOOK_URL, providerEnv, SITEVERIFY_URL } from "./provider-env";

export { providerEnv };

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

/**
 * Every test of the file starts with an empty outbox: after each, every binding's storage, the outbox's included,
 * is wiped, then the objects are stopped, with any call still under way. `reset` reaches an object's storage
 * through its running instance, so the outbox is woken first (a test may have evicted it).
 */
export function freshOutboxEachTest(): void {
  afterEach(async () => {
    await outbox().status();
    await reset();
    await abortAllDurableObjects();
  });
}

/** The outbox the Worker stores into with the test bindings. */
export const outbox = () =>
  env.CONTACT_OUTBOX.getByName(
    outboxName({ apiUrl: providerEnv.EMAILJS_API_URL, publicKey: providerEnv.EMAILJS_PUBLIC_KEY }),
  );

export const CONTACT_URL = `${ORIGIN}/api/contact`;

/** A token siteverify passes, as the form's script sends it: the verified lane. */
export const proof = { "cf-turnstile-response": "pass" } as const;

export const validMessage = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  company: "Analytical Engines",
  message: "We would like to talk about a pilot.\nNext month suits us.",
  ...proof,
};

/** The same without a token, as the plain form post sends it: the held lane. */
export const unprovenMessage = {
  name: validMessage.name,
  email: validMessage.email,
  company: validMessage.company,
  message: validMessage.message,
};

// Every request comes from a client of its own (RFC 3849 documentation prefix, a /64 each, since the rate
// limit counts an IPv6 client by its /64), so the limit (5 a minute) only bites where a test means it to.
const run = crypto.getRandomValues(new Uint16Array(1))[0]?.toString(16) ?? "0";
let clients = 0;
export const newClient = () => `2001:db8:${run}:${(++clients).toString(16)}::1`;

/**
 * Runs a rate-limit test's `burst` from a fresh client, again until one run starts and ends in the same window of
 * the limiter, and returns that run's result. The local rate limit bindings count per window of their period,
 * aligned to the wall clock (a count per key and minute, kept by miniflare's own Durable Object, whose clock no
 * fake timer reaches): a run that straddled a minute's turn would be counted in two windows and let more
 * requests through. A run takes far less than a minute, so the second run is the last. The readings bracket the
 * limiter's: workerd's clock moves with I/O, so the first is taken before the burst's first call and the last after
 * its last answer.
 */
export async function inOneLimiterWindow<T>(burst: (client: string) => Promise<T>): Promise<T> {
  const windowOf = (time: number) => Math.floor(time / (RATE_LIMIT_PERIOD_SECONDS * 1000));
  for (;;) {
    const startedIn = windowOf(vi.getRealSystemTime());
    const result = await burst(newClient());
    if (windowOf(vi.getRealSystemTime()) === startedIn) return result;
  }
}

export interface PostOptions {
  body?: BodyInit | null;
  headers?: Record<string, string | undefined>;
  /** Binding overrides on top of the test bindings, seen by the Worker (the outbox reads the test bindings). */
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

/** Sends through the Worker with the test bindings, then `overrides` (undefined removes). */
export async function postRequest(request: Request, overrides: Record<string, unknown> = {}) {
  return worker.fetch(request, { ...env, ...overrides });
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

/**
 * What the alert webhook stand-in received, in order, and how it answers: a status, a throw, or ("hang") not at all
 * until the post's own time limit aborts it. `open` counts the posts it has not answered yet.
 */
export const webhook = {
  posts: [] as { at: number; text: string }[],
  answer: 200 as number | "unreachable" | "hang",
  open: 0,
};
/** An answer of the lead webhook's receiver: a status (with a Retry-After), a throw, or none until aborted. */
export type ReceiverAnswer = { status: number; retryAfter?: string } | "unreachable" | "hang";

/**
 * What the lead webhook's receiver got, in order (headers and the body as sent), and how it answers: `script` in
 * call order, then `otherwise`.
 */
export const leadWebhook = {
  posts: [] as { at: number; headers: Record<string, string>; body: string }[],
  script: [] as ReceiverAnswer[],
  otherwise: { status: 200 } as ReceiverAnswer,
};
/** The requests the siteverify stand-in answered, in order. */
export const siteverifyCalls: Record<string, unknown>[] = [];
/**
 * The stand-ins as a test starts: nothing received, every answer the default. Called before every test by the
 * setup file (tests/workers/fresh-state.ts), not by a hook here: the files of a worker share this module, and a
 * hook registered while it is first imported would belong to the first file alone.
 */
export function resetStandIns(): void {
  webhook.posts.length = 0;
  webhook.answer = 200;
  webhook.open = 0;
  leadWebhook.posts.length = 0;
  leadWebhook.script = [];
  leadWebhook.otherwise = { status: 200 };
  siteverifyCalls.length = 0;
}

function hangUntilAborted(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener("abort", () => {
      reject(new DOMException("The operation was aborted.", "AbortError"));
    });
  });
}

/**
 * The outside world on globalThis.fetch: siteverify and the webhook answered by their stand-ins, every other call
 * (the provider's) by `provider`, a mock that records only those. Answers are made when a call comes: a Response
 * made by the test, outside the outbox, could not be read inside it.
 */
export function onProviderCall(implementation: Fetch) {
  const provider = vi.fn(implementation);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = urlOf(input);
    if (url === SITEVERIFY_URL) {
      const request = parsedBody(init) as Record<string, unknown>;
      siteverifyCalls.push(request);
      const answer = siteverifyAnswer(request, { hostname: new URL(ORIGIN).hostname });
      if (answer.delayMs > 0) await abortableSleep(answer.delayMs, init?.signal);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    if (url === ALERT_WEBHOOK_URL) {
      webhook.posts.push({ at: Date.now(), text: (parsedBody(init) as { text: string }).text });
      if (webhook.answer === "unreachable") throw new TypeError("Network connection lost.");
      if (webhook.answer === "hang") {
        webhook.open += 1;
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            webhook.open -= 1;
            reject(new DOMException("The operation was aborted.", "AbortError"));
          });
        });
      }
      return new Response("ok", { status: webhook.answer });
    }
    if (url === LEAD_WEBHOOK_URL) {
      const body = init?.body;
      if (typeof body !== "string") throw new Error("the lead webhook's body is not a string");
      leadWebhook.posts.push({ at: Date.now(), headers: Object.fromEntries(new Headers(init?.headers)), body });
      const answer = leadWebhook.script.shift() ?? leadWebhook.otherwise;
      if (answer === "unreachable") throw new TypeError("Network connection lost.");
      if (answer === "hang") return hangUntilAborted(init?.signal);
      const headers: Record<string, string> = answer.retryAfter ? { "Retry-After": answer.retryAfter } : {};
      return new Response("ok", { status: answer.status, headers });
    }
    return provider(input, init);
  });
  return provider;
}

function abortableSleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("The operation was aborted.", "AbortError"));
    });
  });
}

/** The provider stand-in: answers `status` with `text`, and records each call. */
export function stubProvider(status = 200, text = "OK") {
  return onProviderCall(() => Promise.resolve(new Response(text, { status })));
}

/**
 * An answer of the scripted provider: a status (and text, and a Retry-After), no answer until the call's signal
 * aborts, or a throw.
 */
export type ProviderAnswer = { status: number; text?: string; retryAfter?: string } | "hang" | "unreachable";

/** The provider answers `script` in call order, then `otherwise`; each call's time and body are recorded. */
export function scriptedProvider(script: ProviderAnswer[], otherwise: ProviderAnswer = { status: 200 }) {
  const calls: { at: number; body: ProviderBody }[] = [];
  const spy = onProviderCall((_input, init) => {
    calls.push({ at: Date.now(), body: parsedBody(init) as ProviderBody });
    const answer = script.shift() ?? otherwise;
    if (answer === "unreachable") return Promise.reject(new TypeError("Network connection lost."));
    if (answer === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => {
          reject(new DOMException("The operation was aborted.", "AbortError"));
        });
      });
    }
    const headers: Record<string, string> = answer.retryAfter ? { "Retry-After": answer.retryAfter } : {};
    return Promise.resolve(new Response(answer.text ?? "OK", { status: answer.status, headers }));
  });
  return { spy, calls, refs: () => calls.map((call) => call.body.template_params.message_ref) };
}

interface ProviderBody {
  user_id: string;
  template_params: Record<string, string>;
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

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** More than the test bindings' slot spacing (20 ms and a tenth): the outbox's next send slot has come. */
export const NEXT_SLOT_MS = 30;

/**
 * The outbox's clock, faked (Date only: timers keep real time) and set a day ahead of the real one before each test,
 * so no alarm it schedules fires by itself: a test runs the alarm when it means to, as the runtime would at the
 * time the test has set. `clock.T0` is each test's starting time.
 */
export function outboxClockADayAhead(): { T0: number } {
  const clock = { T0: 0 };
  beforeEach(() => {
    clock.T0 = Date.now() + DAY;
    vi.useFakeTimers({ toFake: ["Date"], now: clock.T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return clock;
}

/**
 * Waits on real time until `done` holds, for what only real time moves (a call between the Worker and the outbox),
 * leaving fake timers where the test set them: vi.waitFor would advance them. The limit is generous, for a busy
 * machine: a test that uses it gives itself a longer timeout (REAL_TIME_TEST_TIMEOUT).
 */
export async function realTimeUntil(
  done: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const giveUpAt = vi.getRealSystemTime() + timeoutMs;
  while (!(await done())) {
    if (vi.getRealSystemTime() > giveUpAt) throw new Error(`not within ${timeoutMs} ms of real time: ${what}`);
    await scheduler.wait(5);
  }
}

export const REAL_TIME_TEST_TIMEOUT = 30_000;

/** A request's answer once it comes, and when, on the test's clock (fake or not). */
export function watchAnswer(request: Promise<Response>): { response?: Response; at?: number } {
  const answer: { response?: Response; at?: number } = {};
  void request.then((response) => {
    Object.assign(answer, { response, at: Date.now() });
  });
  return answer;
}

/** Runs the outbox's alarm with its clock at `time`; whether one was scheduled. */
export async function runAlarmAt(time: number): Promise<boolean> {
  vi.setSystemTime(time);
  return runDurableObjectAlarm(outbox());
}

/**
 * Fills the held lane with `count` messages received at `at`, at once, as a flood would over days: written into
 * the outbox's storage, since a thousand requests through the Worker would take the test's whole time.
 */
export const fillHeldLane = (
  count: number,
  at: number,
  fields = { name: "Bot", email: "bot@spam.test", company: "", message: "Buy now" },
) =>
  runInDurableObject(outbox(), (_instance, state) => {
    const { sql } = state.storage;
    sql.exec(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO leads (ref, lane, proof, fields, received_at) SELECT printf('fl%08d', i), 'held', 'missing', ?, ? FROM n`,
      count,
      JSON.stringify(fields),
      at,
    );
    sql.exec(
      `INSERT INTO sends (ref, destination, lane, state, window_ends_at, next_attempt_at)
       SELECT ref, 'email', 'held', 'queued', ?, ? FROM leads WHERE ref LIKE 'fl%'`,
      at + 30 * DAY,
      at,
    );
  });

/** When the outbox's alarm is set for, or null. */
export const scheduledAlarm = () => runInDurableObject(outbox(), (_instance, state) => state.storage.getAlarm());
