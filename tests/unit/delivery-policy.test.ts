import { describe, expect, it } from "vitest";
import { backoffMs, verdictOf } from "../../workers/contact/delivery-policy";

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
