import { describe, expect, it } from "vitest";
import { DEFAULT_OUTBOX_SETTINGS } from "../../workers/config/outbox-config";
import type { PendingTimes } from "../../workers/contact/outbox-store";
import { nextAlarmAt } from "../../workers/contact/outbox-schedule";

const NOW = 1_000_000;
const settings = DEFAULT_OUTBOX_SETTINGS;
const RETENTION = settings.retentionMs;

const nothingPending: PendingTimes = {
  verifiedEmail: null,
  acknowledgment: null,
  heldEmail: null,
  webhook: null,
  earliestDeath: null,
  earliestHeld: null,
};

/** Lanes with no send to make: the alarm then answers only to the purges and the alerts. */
const idleLanes = {
  provider: { nextSendAt: () => null },
  webhook: { nextSendAt: () => null },
  underWay: new Map(),
};

const alarmFor = (pending: Partial<PendingTimes>, alertsWakeAt: number | null = null) =>
  nextAlarmAt(NOW, settings, { ...nothingPending, ...pending }, idleLanes, alertsWakeAt);

describe("the outbox's next alarm, with no send to make", () => {
  it("no work: no alarm", () => {
    expect(alarmFor({})).toBeNull();
  });

  it("a held message never delivered: when its retention period ends, for the purge", () => {
    expect(alarmFor({ earliestHeld: NOW - 5 })).toBe(NOW - 5 + RETENTION);
  });

  it("a dead letter: when its retention period ends, for the purge", () => {
    expect(alarmFor({ earliestDeath: NOW - 7 })).toBe(NOW - 7 + RETENTION);
  });

  it("of a dead letter's purge, a held message's and the alerts' time, the soonest", () => {
    const pending = { earliestDeath: NOW - 3, earliestHeld: NOW - 9 };
    expect(alarmFor(pending)).toBe(NOW - 9 + RETENTION);
    expect(alarmFor(pending, NOW + 60_000)).toBe(NOW + 60_000);
  });
});
