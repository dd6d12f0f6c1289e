// Helpers for the tests of GET /api/health (health.test.ts, health-database.test.ts): requests through the real
// Worker, stand-ins for the outbox and D1, and a clock of each test's own. Shared by the files of a worker, so a
// hook is registered only by a file's own call (`healthTestFile`).
import { env } from "cloudflare:workers";
import { afterEach, vi } from "vitest";
import { repositoryMigrations } from "../../workers/insights/insights-schema";
import {
  captureWorkerLogs,
  freshOutboxEachTest,
  newClient,
  ORIGIN,
  postRequest,
  realTimeUntil,
  watchAnswer,
} from "./contact-request";

/** The Worker version answering: the version metadata binding's id, which every health answer names. */
export const { id: version } = env.CF_VERSION_METADATA;

export function health({
  method = "GET",
  client = newClient(),
  env = {},
}: { method?: string; client?: string; env?: Record<string, unknown> } = {}) {
  return postRequest(new Request(`${ORIGIN}/api/health`, { method, headers: { "CF-Connecting-IP": client } }), env);
}

/** A Durable Object namespace whose objects answer `ping` so: never, false, a failure. */
export const outboxThat = (ping: () => Promise<boolean>) => ({ getByName: () => ({ ping }) });

/** Development without provider keys: contact messages go to the Worker log, and migrations are applied locally. */
export const development = {
  ENVIRONMENT: "development",
  EMAILJS_SERVICE_ID: undefined,
  EMAILJS_TEMPLATE_ID: undefined,
  EMAILJS_PUBLIC_KEY: undefined,
  EMAILJS_PRIVATE_KEY: undefined,
};

/**
 * For each test of the calling file: the Worker's log lines captured, a fresh outbox after it, and the real clock
 * back. Returns the log and the health check's lines of a problem in it, parsed.
 */
export function healthTestFile() {
  const logs = captureWorkerLogs();
  freshOutboxEachTest();
  afterEach(() => {
    vi.useRealTimers();
  });
  const unhealthyLines = () =>
    logs
      .filter((line) => line.includes('"health.unhealthy"'))
      .map((line) => JSON.parse(line) as { event: string; cause: string; problem: string });
  return { logs, unhealthyLines };
}

/**
 * A clock a day further ahead than the last test's (fake timers too with `timers`; the file restores the real
 * ones after each test): an isolate takes a schema it found current at its word for a minute, and an earlier test
 * of this isolate may have found it so (the setup file applies the migrations again before each test), on the real
 * clock or on an earlier test's.
 */
let daysAhead = 0;
export function laterClock({ timers = false } = {}): number {
  daysAhead += 1;
  const now = Date.now() + daysAhead * 24 * 60 * 60 * 1000;
  vi.useFakeTimers({ toFake: timers ? ["Date", "setTimeout", "clearTimeout"] : ["Date"], now });
  return now;
}

/** D1's answer for a database with every migration of the build. */
export const currentSchema = { results: repositoryMigrations.map((name) => ({ name })) };

/** A promise of `value` settled `ms` after it is asked for, on the fake clock, and whether it was asked. */
export function answering<T>(value: T, ms: number) {
  const asked = { yes: false };
  const answer = () => {
    asked.yes = true;
    return new Promise<T>((resolve) => {
      setTimeout(() => {
        resolve(value);
      }, ms);
    });
  };
  return { asked, answer };
}

/** The answer to /api/health with `env`, on a fake clock: once `asked`, 1 s passes. */
export async function healthAfterOneSecond(asked: { yes: boolean }, env: Record<string, unknown>) {
  laterClock({ timers: true });
  const answer = watchAnswer(health({ env }));
  await realTimeUntil(() => asked.yes, "the check asked");
  await vi.advanceTimersByTimeAsync(1000);
  await realTimeUntil(() => answer.response !== undefined, "an answer");
  return answer.response;
}
