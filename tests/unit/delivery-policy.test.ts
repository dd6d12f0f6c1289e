import { describe, expect, it } from "vitest";
import { backoffMs, retryAfterMs, verdictOf } from "../../workers/contact/delivery-policy";

const refused = (status: number) => verdictOf({ kind: "refused", status, text: `status ${status}` });

describe("what a provider's answer means for a stored message", () => {
  it("a 2xx: delivered", () => {
    expect(verdictOf({ kind: "sent" })).toEqual({ kind: "delivered" });
  });

  it.each([300, 301, 307, 400, 401, 403, 404, 405, 410, 412, 413, 422, 451])("%i: refused for good", (status) => {
    expect(refused(status)).toEqual({ kind: "permanent", status, detail: `status ${status}` });
  });

  it.each([408, 425, 429, 500, 502, 503, 504, 599])("%i: may pass, tried again", (status) => {
    expect(refused(status)).toMatchObject({ kind: "transient", status });
  });

  it("426, the monthly quota used up: the queue holds", () => {
    expect(refused(426)).toMatchObject({ kind: "quota", status: 426 });
  });

  it("no answer, or none in time: may pass, status 0", () => {
    expect(verdictOf({ kind: "timeout" })).toMatchObject({ kind: "transient", status: 0 });
    expect(verdictOf({ kind: "unreachable", error: "connection reset" })).toEqual({
      kind: "transient",
      status: 0,
      detail: "connection reset",
    });
  });
});

describe("the wait before the next try", () => {
  it("starts at a second and doubles each try, up to the cap", () => {
    const cap = 30 * 60 * 1000;
    expect([1, 2, 3, 4, 5, 10, 11, 12, 13, 100].map((attempt) => backoffMs(attempt, cap))).toEqual([
      1000,
      2000,
      4000,
      8000,
      16_000,
      512_000,
      1_024_000,
      cap,
      cap,
      cap,
    ]);
    expect(backoffMs(3, 3000)).toBe(3000);
  });
});

describe("a Retry-After the destination sends with a 429 or a 5xx", () => {
  const now = Date.parse("2026-11-26T10:00:00Z");

  it("asks for no try sooner: seconds, or an HTTP date", () => {
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Thu, 26 Nov 2026 10:05:00 GMT", now)).toBe(300_000);
    expect(verdictOf({ kind: "refused", status: 429, text: "slow down", retryAfter: "30" }, { now })).toEqual({
      kind: "transient",
      status: 429,
      detail: "slow down",
      notBeforeMs: 30_000,
    });
  });

  it("is no wait when absent, malformed or past; a day at most", () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs("Thu, 26 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("9999999", now)).toBe(24 * 60 * 60 * 1000);
  });

  it("is not read from a refusal for good", () => {
    expect(verdictOf({ kind: "refused", status: 404, text: "gone", retryAfter: "30" })).toEqual({
      kind: "permanent",
      status: 404,
      detail: "gone",
    });
  });

  it("426 from a lead webhook is a refusal like any other: only the email provider's holds the queue", () => {
    expect(verdictOf({ kind: "refused", status: 426, text: "upgrade" }, { quota: false })).toMatchObject({
      kind: "permanent",
    });
  });
});
