import { describe, expect, it } from "vitest";
import { dayOf, daysBefore, monthsBefore } from "../../workers/insights/utc-days";

const at = (text: string) => Date.parse(text);

describe("the UTC day of a moment", () => {
  it("changes exactly at midnight UTC, whichever day was asked for before", () => {
    // In order, as beacons ask: the last moment of a day, then the first of the next.
    expect(dayOf(at("2026-11-27T23:59:59.999Z"))).toBe("2026-11-27");
    expect(dayOf(at("2026-11-28T00:00:00.000Z"))).toBe("2026-11-28");
    // Back again (a clock set back, or a report's earlier day): the day before, not the one asked for last.
    expect(dayOf(at("2026-11-27T23:59:59.999Z"))).toBe("2026-11-27");
    expect(dayOf(at("2026-11-27T00:00:00.000Z"))).toBe("2026-11-27");
    expect(dayOf(at("2026-11-26T23:59:59.999Z"))).toBe("2026-11-26");
    // Far away and before 1970: a day is still whole days from the epoch.
    expect(dayOf(at("1969-12-31T12:00:00Z"))).toBe("1969-12-31");
    expect(dayOf(at("2400-02-29T08:00:00Z"))).toBe("2400-02-29");
  });

  it("agrees with the date's own text at every hour of a year, asked in order and out of it", () => {
    const hours = Array.from({ length: 366 * 24 }, (_, hour) => at("2028-01-01T00:30:00Z") + hour * 3_600_000);
    for (const time of [...hours, ...hours.reverse()]) {
      expect(dayOf(time)).toBe(new Date(time).toISOString().slice(0, 10));
    }
  });

  it("counts days and calendar months back", () => {
    expect(daysBefore("2026-03-01", 1)).toBe("2026-02-28");
    expect(monthsBefore("2026-03-31", 1)).toBe("2026-02-28");
  });
});
