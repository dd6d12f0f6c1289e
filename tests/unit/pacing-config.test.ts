import { describe, expect, it } from "vitest";
import { CONTACT_DEADLINE_MAX_MS } from "~/lib/contact/contact-deadline";
import { DEFAULT_PACING, readPacingSettings } from "~/lib/env/pacing-config.server";

describe("pacing settings from Worker vars", () => {
  it("unset or empty vars take their defaults: one call a second, 20 s deadline, 8 s a call", () => {
    expect(DEFAULT_PACING).toEqual({ sendIntervalMs: 1000, deadlineMs: 20_000, callTimeoutMs: 8000 });
    expect(readPacingSettings({})).toEqual({ settings: DEFAULT_PACING });
    expect(readPacingSettings({ CONTACT_SEND_INTERVAL_MS: "", CONTACT_DEADLINE_MS: "  " })).toEqual({
      settings: DEFAULT_PACING,
    });
  });

  it("reads whole milliseconds, spaces around them allowed", () => {
    expect(
      readPacingSettings({
        CONTACT_SEND_INTERVAL_MS: " 250 ",
        CONTACT_DEADLINE_MS: "9000",
        CONTACT_PROVIDER_TIMEOUT_MS: "3000",
      }),
    ).toEqual({
      settings: { sendIntervalMs: 250, deadlineMs: 9000, callTimeoutMs: 3000 },
    });
  });

  it("the deadline may not pass the maximum the browser waits for", () => {
    expect(readPacingSettings({ CONTACT_DEADLINE_MS: String(CONTACT_DEADLINE_MAX_MS) })).toMatchObject({
      settings: { deadlineMs: CONTACT_DEADLINE_MAX_MS },
    });
    expect(readPacingSettings({ CONTACT_DEADLINE_MS: String(CONTACT_DEADLINE_MAX_MS + 1) })).toEqual({
      problems: [`CONTACT_DEADLINE_MS is not a whole number of milliseconds from 1 to ${CONTACT_DEADLINE_MAX_MS}`],
    });
  });

  it.each(["0", "-1", "1.5", "1e3", "20s", "one"])("%j is a problem, named", (value) => {
    const read = readPacingSettings({ CONTACT_SEND_INTERVAL_MS: value, CONTACT_PROVIDER_TIMEOUT_MS: value });
    expect(read).toEqual({
      problems: [
        "CONTACT_SEND_INTERVAL_MS is not a whole number of milliseconds from 1 to 60000",
        "CONTACT_PROVIDER_TIMEOUT_MS is not a whole number of milliseconds from 1 to 60000",
      ],
    });
  });
});
