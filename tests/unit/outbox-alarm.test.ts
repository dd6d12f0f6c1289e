import { describe, expect, it } from "vitest";
import { OutboxAlarm } from "../../workers/contact/outbox-alarm";

/** An alarm over a storage that records each write of the alarm. */
function alarmWithWrites() {
  const writes: (number | null)[] = [];
  const alarm = new OutboxAlarm({
    setAlarm: (at: number | Date) => {
      writes.push(Number(at));
      return Promise.resolve();
    },
    deleteAlarm: () => {
      writes.push(null);
      return Promise.resolve();
    },
  });
  return { alarm, writes };
}

describe("the outbox's alarm", () => {
  it("a new instance knows nothing: sends added need the whole schedule", () => {
    const { alarm, writes } = alarmWithWrites();
    expect(alarm.noneWaiting()).toBe(false);
    expect(alarm.addedSends(["a email"], false, 5000)).toBe(true);
    expect(writes).toEqual([]);
  });

  it("idle: calls started at once set the alarm by their lease's end, and the last to deliver takes it away", () => {
    const { alarm, writes } = alarmWithWrites();
    alarm.set(null);
    expect(alarm.noneWaiting()).toBe(true);
    expect(alarm.addedSends(["a email"], false, 5000)).toBe(false);
    // The alarm is already set sooner than the second message needs it: not written again.
    expect(alarm.addedSends(["b email"], false, 5100)).toBe(false);
    expect(writes).toEqual([null, 5000]);
    expect(alarm.callEnded("b email", true)).toBe(false);
    expect(writes).toEqual([null, 5000]);
    expect(alarm.callEnded("a email", true)).toBe(false);
    expect(writes).toEqual([null, 5000, null]);
    expect(alarm.noneWaiting()).toBe(true);
  });

  it("a send left waiting, a call that did not deliver, or a review: the whole schedule runs", () => {
    const { alarm } = alarmWithWrites();
    alarm.set(null);
    expect(alarm.addedSends(["a email", "a acknowledgment"], true, 1000)).toBe(true);
    expect(alarm.noneWaiting()).toBe(false);

    alarm.set(null);
    alarm.addedSends(["b email"], false, 5000);
    expect(alarm.callEnded("b email", false)).toBe(true);

    alarm.set(null);
    alarm.addedSends(["c email"], false, 5000);
    alarm.forget();
    expect(alarm.callEnded("c email", true)).toBe(true);
    // A call not started while idle (the alarm's own) has the whole schedule too.
    alarm.set(null);
    expect(alarm.callEnded("d webhook", true)).toBe(true);
  });

  it("a whole schedule that found work ends what was known; the alarm is written only when it moves", () => {
    const { alarm, writes } = alarmWithWrites();
    alarm.set(null);
    alarm.addedSends(["a email"], false, 5000);
    alarm.set(7000);
    expect(alarm.noneWaiting()).toBe(false);
    alarm.set(7000);
    expect(alarm.callEnded("a email", true)).toBe(true);
    // Run by the runtime, the alarm is gone: the same time is written again.
    alarm.ran();
    alarm.set(7000);
    expect(writes).toEqual([null, 5000, 7000, 7000]);
  });
});
