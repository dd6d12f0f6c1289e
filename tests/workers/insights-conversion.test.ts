// A contact message counts as a conversion by the server's truth: once the outbox has accepted it in the verified
// lane, the Worker records its page, language and source, after the answer. Through the real contact route, the
// real outbox (a Durable Object) and D1.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import {
  captureWorkerLogs,
  contactRequest,
  freshOutboxEachTest,
  scriptedProvider,
  stubProvider,
  unprovenMessage,
  validMessage,
} from "./contact-request";
import { fetchWorker, report, rowsOf } from "./insights-request";

const logs = captureWorkerLogs();
freshOutboxEachTest();

const story = {
  page: "/es",
  landing_page: "/es/vision?utm_source=x",
  referrer: "news.example.net",
  utm_source: "x",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
  insight: "",
};

const send = (message: Record<string, unknown>, env?: Record<string, unknown>) =>
  fetchWorker(contactRequest({ body: JSON.stringify(message) }), env);

/**
 * Messages sent at once to `pages` through a database binding whose writes of conversions are counted and made by
 * `write` (given the real statement, bound), the first held until all the other messages have been answered: their
 * conversions then wait in the lane of writes (which belongs to this binding) and go in one write.
 */
async function sendWhileFirstConversionIsHeld(
  pages: readonly string[],
  write: (bound: D1PreparedStatement) => Promise<unknown>,
): Promise<{ statuses: number[]; writes: number }> {
  let writes = 0;
  let releaseFirst: (() => void) | undefined;
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  const database = {
    prepare: (sql: string) => {
      const statement = env.INSIGHTS_DB.prepare(sql);
      if (!sql.includes("INSERT INTO conversions")) return statement;
      const first = ++writes === 1;
      return {
        bind: (...values: unknown[]) => {
          const bound = statement.bind(...values);
          return { run: async () => (first ? firstHeld.then(() => write(bound)) : write(bound)) };
        },
      };
    },
    batch: env.INSIGHTS_DB.batch.bind(env.INSIGHTS_DB),
  };
  let answered = 0;
  const answers = await Promise.all(
    pages.map(async (page) => {
      const answer = await send({ ...validMessage, ...story, page }, { INSIGHTS_DB: database });
      if (++answered === pages.length - 1) releaseFirst?.();
      return answer;
    }),
  );
  return { statuses: answers.map((answer) => answer.status), writes };
}

describe("a contact conversion", () => {
  it("a verified message the provider took: counted with its page, language and source (utm_source)", async () => {
    stubProvider();
    expect((await send({ ...validMessage, ...story, locale: "es" })).status).toBe(200);
    expect((await report(1)).conversions).toEqual([
      { kind: "contact", path: "/es", locale: "es", source: "x", count: 1 },
    ]);
  });

  it("a verified message queued (the provider busy): counted too; the source falls back to the referring host, then direct", async () => {
    scriptedProvider([{ status: 429 }, { status: 429 }]);
    expect((await send({ ...validMessage, ...story, utm_source: "" })).status).toBe(200);
    expect((await send({ ...validMessage, page: "/vision" })).status).toBe(200);
    expect((await report(1)).conversions).toEqual(
      expect.arrayContaining([
        { kind: "contact", path: "/es", locale: "en", source: "news.example.net", count: 1 },
        { kind: "contact", path: "/vision", locale: "en", source: "direct", count: 1 },
      ]),
    );
  });

  it("not counted: a held message (no proof of a person), or one the provider refused for good", async () => {
    scriptedProvider([{ status: 400, text: "The template ID is invalid" }]);
    expect((await send({ ...validMessage, ...story })).status).toBe(502);
    expect((await send({ ...unprovenMessage, ...story })).status).toBe(200);
    expect(await rowsOf("conversions")).toEqual([]);
  });

  it("messages that come while a conversion is being written are counted together, each once, in the next write", async () => {
    stubProvider();
    const pages = ["/es", "/vision", "/services/innovation-enabler", "/es/vision", "/", "/terms"];
    const { statuses, writes } = await sendWhileFirstConversionIsHeld(pages, (bound) => bound.run());
    expect(statuses).toEqual(pages.map(() => 200));
    const counted = (await rowsOf("conversions")).map((row) => row.path);
    expect(counted.toSorted()).toEqual(pages.toSorted());
    // The first message's conversion alone, then the five that came while it was written.
    expect(writes).toBe(2);
  });

  it("a failed write of conversions is logged once with how many it held, and the lane goes on to the next write", async () => {
    stubProvider();
    // Every write of conversions fails.
    const { statuses } = await sendWhileFirstConversionIsHeld(["/es", "/vision", "/terms"], () =>
      Promise.reject(new Error("D1 down")),
    );
    expect(statuses).toEqual([200, 200, 200]);
    const failures = logs
      .filter((line) => line.includes('"event":"insights.write_failed"'))
      .map((line) => JSON.parse(line) as unknown);
    expect(failures).toEqual([
      { event: "insights.write_failed", error: "D1 down", conversions: 1 },
      { event: "insights.write_failed", error: "D1 down", conversions: 2 },
    ]);
    expect(await rowsOf("conversions")).toEqual([]);
  });

  it("the visitor never waits for D1: a database that does not answer leaves the answer as it was", async () => {
    stubProvider();
    const stuck = new Promise<never>(() => undefined);
    const overrides: Record<string, unknown> = {
      INSIGHTS_DB: { prepare: () => ({ bind: () => ({ run: () => stuck }) }) },
    };
    const request = contactRequest({ body: JSON.stringify({ ...validMessage, ...story }) });
    // Not waiting for the work after the answer, which never ends.
    const response = await worker.fetch(request, { ...env, ...overrides }, createExecutionContext());
    expect(response.status).toBe(200);
  });
});
