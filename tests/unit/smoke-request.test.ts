// @vitest-environment node
// How the smoke check asks (scripts/deploy/smoke-request.ts): the version override header, the tries again of a
// transient failure and their waits, and the wait for a version to answer, on a fake clock with a stand-in fetch.
import { describe, expect, it } from "vitest";
import {
  CheckFailed,
  type Clock,
  requester,
  TRANSIENT_STATUSES,
  versionOverrideHeader,
  waitForVersion,
} from "../../scripts/deploy/smoke-request.ts";

const VERSION = "5f0e6c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b";
const OLD = "0d9c8b7a-6f5e-4d3c-9b2a-1f0e9d8c7b6a";

/**
 * A clock whose sleeps pass at once, moving its time by what was slept; the sleeps it was asked for. It starts where
 * a real one would be (milliseconds since 1970), so a wait measured from 0 rather than from its start shows.
 */
function fakeClock(): Clock & { slept: number[] } {
  let time = Date.UTC(2026, 10, 28, 9);
  const slept: number[] = [];
  return {
    slept,
    now: () => time,
    sleep: (ms) => {
      // A wait that loops without end (on this clock, sleeps of 0 ms never reach a deadline) fails in a moment.
      if (slept.length >= 1000) return Promise.reject(new Error("the fake clock was asked to sleep 1000 times"));
      slept.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
}

/** A fetch that gives the answers in turn (an Error: no answer), recording each request's headers. */
function fetchGiving(answers: (Response | Error | (() => Response))[]) {
  const requests: { url: string; headers: Headers; redirect?: string }[] = [];
  const impl = (input: string, init?: RequestInit) => {
    requests.push({ url: input, headers: new Headers(init?.headers), redirect: init?.redirect });
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(typeof next === "function" ? next() : (next ?? new Response("", { status: 599 })));
  };
  return { impl: impl as unknown as typeof fetch, requests };
}

const health =
  (version: string, status = 200) =>
  () =>
    new Response(JSON.stringify({ ok: status === 200, version }), { status });

describe("the version override header", () => {
  it("names the Worker and the version as a structured dictionary's string", () => {
    expect(versionOverrideHeader({ worker: "consultancy-site-staging", id: VERSION })).toBe(
      `consultancy-site-staging="${VERSION}"`,
    );
  });

  it("goes with every request when a version is asked for, and with none otherwise; no redirect is followed", async () => {
    const overridden = fetchGiving([new Response("ok")]);
    const request = requester({ override: { worker: "w", id: VERSION }, fetchImpl: overridden.impl });
    await request("https://site.test/", { headers: { Origin: "https://site.test" } });
    await request("https://site.test/api/contact", { method: "POST", body: "{}" });
    expect(overridden.requests.map(({ headers }) => headers.get("Cloudflare-Workers-Version-Overrides"))).toEqual([
      `w="${VERSION}"`,
      `w="${VERSION}"`,
    ]);
    expect(overridden.requests[0]?.headers.get("Origin")).toBe("https://site.test");
    expect(overridden.requests[0]?.redirect).toBe("manual");
    const plain = fetchGiving([new Response("ok")]);
    await requester({ fetchImpl: plain.impl })("https://site.test/");
    expect(plain.requests[0]?.headers.has("Cloudflare-Workers-Version-Overrides")).toBe(false);
  });
});

describe("a transient failure", () => {
  it("is 429, 502, 503 or 504, nothing else", () => {
    expect([...TRANSIENT_STATUSES].sort()).toEqual([429, 502, 503, 504]);
  });

  for (const status of [429, 502, 503, 504]) {
    it(`${status} is asked again after 1 s, then 2 s, then 4 s; the fourth answer is read, whatever it is`, async () => {
      const clock = fakeClock();
      const site = fetchGiving([new Response("", { status })]);
      const response = await requester({ clock, fetchImpl: site.impl })("https://site.test/x");
      expect(response.status).toBe(status);
      expect(site.requests).toHaveLength(4);
      expect(clock.slept).toEqual([1000, 2000, 4000]);
    });
  }

  it("ends as soon as an answer is not transient", async () => {
    const clock = fakeClock();
    const site = fetchGiving([new Response("", { status: 503 }), new Response("fine", { status: 200 })]);
    const response = await requester({ clock, fetchImpl: site.impl })("https://site.test/x");
    expect(await response.text()).toBe("fine");
    expect(clock.slept).toEqual([1000]);
  });

  for (const status of [200, 204, 400, 404, 500, 501]) {
    it(`${status} is read at once, never asked again`, async () => {
      const clock = fakeClock();
      const site = fetchGiving([new Response(null, { status })]);
      expect((await requester({ clock, fetchImpl: site.impl })("https://site.test/x")).status).toBe(status);
      expect(site.requests).toHaveLength(1);
      expect(clock.slept).toEqual([]);
    });
  }

  it("no answer is tried again, then fails the check, naming the address and the cause", async () => {
    const clock = fakeClock();
    const refused = new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:9") });
    const site = fetchGiving([refused]);
    const asking = requester({ clock, retries: 2, fetchImpl: site.impl })("https://site.test/x");
    await expect(asking).rejects.toThrow(CheckFailed);
    await expect(asking).rejects.toThrow(
      "no answer from https://site.test/x (fetch failed: connect ECONNREFUSED 127.0.0.1:9)",
    );
    expect(site.requests).toHaveLength(3);
    expect(clock.slept).toEqual([1000, 2000]);
  });

  it("after a request got no answer through its tries, the next is asked once; once one is answered, tries again", async () => {
    const clock = fakeClock();
    const reset = new TypeError("fetch failed", { cause: new Error("read ECONNRESET") });
    const site = fetchGiving([reset, reset, reset, reset, reset, new Response("", { status: 503 }), reset, reset]);
    const request = requester({ clock, fetchImpl: site.impl });
    await expect(request("https://site.test/a")).rejects.toThrow("no answer from https://site.test/a");
    expect(site.requests).toHaveLength(4);
    await expect(request("https://site.test/b")).rejects.toThrow("no answer from https://site.test/b");
    expect(site.requests).toHaveLength(5);
    expect(clock.slept).toEqual([1000, 2000, 4000]);
    // Answered (a 503, read at once while the site was down), then no answer: tried again as at first.
    expect((await request("https://site.test/c")).status).toBe(503);
    await expect(request("https://site.test/d")).rejects.toThrow("no answer from https://site.test/d");
    expect(site.requests.map(({ url }) => url.slice(-1)).join("")).toBe("aaaabcdddd");
    expect(clock.slept).toEqual([1000, 2000, 4000, 1000, 2000, 4000]);
  });

  it("an answer dropped to ask again is released unread", async () => {
    let released = 0;
    const unread = () => new Response(new ReadableStream({ cancel: () => void (released += 1) }), { status: 502 });
    const site = fetchGiving([unread, unread, new Response("fine")]);
    expect(await (await requester({ clock: fakeClock(), fetchImpl: site.impl })("https://site.test/x")).text()).toBe(
      "fine",
    );
    expect(released).toBe(2);
  });

  it("no answer, then an answer: the answer is read", async () => {
    const site = fetchGiving([new Error("reset"), new Response("fine")]);
    const response = await requester({ clock: fakeClock(), fetchImpl: site.impl })("https://site.test/x");
    expect(await response.text()).toBe("fine");
  });
});

describe("the wait for a version", () => {
  it("ends at once when the version asked for answers", async () => {
    const clock = fakeClock();
    const site = fetchGiving([health(VERSION)]);
    const request = requester({ clock, fetchImpl: site.impl });
    await expect(waitForVersion(request, "https://site.test", VERSION, { clock })).resolves.toBe(
      `version ${VERSION} answers`,
    );
    expect(site.requests.map(({ url }) => url)).toEqual(["https://site.test/api/health"]);
    expect(clock.slept).toEqual([]);
  });

  it("asks every 3 s while another version answers, and ends when the new one does, unhealthy or not", async () => {
    const clock = fakeClock();
    const site = fetchGiving([health(OLD), health(OLD), health(VERSION, 503)]);
    const request = requester({ clock, fetchImpl: site.impl, retries: 0 });
    await waitForVersion(request, "https://site.test", VERSION, { clock });
    expect(clock.slept).toEqual([3000, 3000]);
  });

  it("reads past answers that name no version, or are no JSON, or never came", async () => {
    const clock = fakeClock();
    const site = fetchGiving([
      new Response("<html>"),
      new Response('{"ok":true}'),
      new Response("null"),
      new Error("reset"),
      health(VERSION),
    ]);
    await waitForVersion(requester({ clock, retries: 0, fetchImpl: site.impl }), "https://site.test", VERSION, {
      clock,
    });
    expect(site.requests).toHaveLength(5);
  });

  it("fails at its deadline, naming what answered instead; never waits past it", async () => {
    const clock = fakeClock();
    const site = fetchGiving([health(OLD)]);
    const request = requester({ clock, fetchImpl: site.impl, retries: 0 });
    await expect(waitForVersion(request, "https://site.test", VERSION, { clock, deadlineMs: 10_000 })).rejects.toThrow(
      `after 10 s the site still answers with ${OLD}`,
    );
    expect(clock.slept).toEqual([3000, 3000, 3000, 1000]);
    expect(site.requests).toHaveLength(5);
  });

  it("waits two minutes unless told otherwise", async () => {
    const clock = fakeClock();
    const site = fetchGiving([health(OLD)]);
    await expect(
      waitForVersion(requester({ clock, fetchImpl: site.impl, retries: 0 }), "https://s.test", VERSION, { clock }),
    ).rejects.toThrow("after 120 s");
  });
});

describe("each request's time limit", () => {
  it("every request, each try again included, carries a signal of its own that aborts after 15 s", async () => {
    const made: { ms: number; signal: AbortSignal }[] = [];
    const timeLimit = (ms: number) => {
      const signal = new AbortController().signal;
      made.push({ ms, signal });
      return signal;
    };
    const carried: (AbortSignal | null | undefined)[] = [];
    const site = fetchGiving([new Response("", { status: 503 }), new Response("fine")]);
    const fetchImpl = ((input: string, init?: RequestInit) => {
      carried.push(init?.signal);
      return site.impl(input, init);
    }) as typeof fetch;
    const request = requester({ clock: fakeClock(), fetchImpl, timeLimit });
    await request("https://site.test/a");
    await request("https://site.test/b");
    expect(made.map(({ ms }) => ms)).toEqual([15_000, 15_000, 15_000]);
    expect(carried).toHaveLength(3);
    for (const [index, signal] of carried.entries()) expect(signal).toBe(made[index]?.signal);
    expect(new Set(carried).size).toBe(3);
  });

  it("without a time limit given, a request carries a signal not yet aborted", async () => {
    let carried: AbortSignal | null | undefined;
    const fetchImpl = ((_input: string, init?: RequestInit) => {
      carried = init?.signal;
      return Promise.resolve(new Response("fine"));
    }) as typeof fetch;
    await requester({ fetchImpl })("https://site.test/");
    expect(carried).toBeInstanceOf(AbortSignal);
    expect(carried?.aborted).toBe(false);
  });
});

describe("what the wait names when its deadline passes", () => {
  const lastAnswers: [string, () => Promise<Response>, string][] = [
    ["an answer that is not JSON", () => Promise.resolve(new Response("<html>")), "an answer 200 that is not JSON"],
    [
      "JSON naming no version",
      () => Promise.resolve(new Response('{"ok":true}', { status: 500 })),
      "an answer 500 naming no version",
    ],
    ["an empty version", () => Promise.resolve(new Response('{"version":""}')), "an answer 200 naming no version"],
    [
      "a version that is no string",
      () => Promise.resolve(new Response('{"version":5}')),
      "an answer 200 naming no version",
    ],
    ["a JSON string", () => Promise.resolve(new Response('"v"')), "an answer 200 naming no version"],
    ["a JSON number", () => Promise.resolve(new Response("5")), "an answer 200 naming no version"],
    [
      "no answer",
      () => Promise.reject(new Error("socket hang up")),
      "no answer from https://site.test/api/health (socket hang up)",
    ],
  ];
  for (const [what, answer, named] of lastAnswers) {
    it(`${what}: ${named}`, async () => {
      const request = requester({ clock: fakeClock(), retries: 0, fetchImpl: answer as unknown as typeof fetch });
      await expect(
        waitForVersion(request, "https://site.test", VERSION, { clock: fakeClock(), deadlineMs: 0 }),
      ).rejects.toThrow(`after 0 s the site still answers with ${named}`);
    });
  }
});

describe("the real clock", () => {
  it("waits a real second before it asks again", async () => {
    const site = fetchGiving([new Response("", { status: 503 }), new Response("fine")]);
    const started = performance.now();
    await requester({ retries: 1, fetchImpl: site.impl })("https://site.test/x");
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it("ends the wait for a version at its deadline", async () => {
    const site = fetchGiving([health(OLD)]);
    await expect(
      waitForVersion(requester({ retries: 0, fetchImpl: site.impl }), "https://site.test", VERSION, { deadlineMs: 0 }),
    ).rejects.toThrow("after 0 s");
  });
});
