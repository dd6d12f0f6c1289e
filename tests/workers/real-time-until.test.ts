// The Worker tests' wait on real time (tests/workers/contact-request.ts), which leaves fake clocks where they are.
import { afterEach, describe, expect, it, vi } from "vitest";
import { realTimeUntil } from "./contact-request";

describe("realTimeUntil", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("leaves a fake clock where the test set it, however many tries it takes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const at = Date.UTC(2030, 0, 1);
    vi.setSystemTime(at);
    let tries = 0;
    await realTimeUntil(() => ++tries >= 5, "five tries");
    expect(tries).toBe(5);
    expect(Date.now()).toBe(at);
  });

  it("gives up after its limit of real time, naming what it waited for", async () => {
    await expect(realTimeUntil(() => false, "never", 50)).rejects.toThrow("not within 50 ms of real time: never");
  });

  it("waits on a check that answers later (a promise)", async () => {
    let tries = 0;
    await realTimeUntil(() => Promise.resolve(++tries >= 3), "three tries");
    expect(tries).toBe(3);
  });
});
