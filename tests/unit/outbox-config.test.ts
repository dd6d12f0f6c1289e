import { describe, expect, it } from "vitest";
import { DEFAULT_OUTBOX_SETTINGS, readOutboxSettings } from "../../workers/config/outbox-config";

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

describe("outbox settings from Worker vars", () => {
  it("unset or blank vars take their defaults: 1 call a second, 8 s a call, 3 s budget, 30 min cap, 72 h (an acknowledgment 1 h), 30 days, held 5 a day and 10,000 at most, alerts after 30 min at most hourly and above 100 held", () => {
    expect(DEFAULT_OUTBOX_SETTINGS).toEqual({
      sendIntervalMs: 1000,
      callTimeoutMs: 8000,
      answerBudgetMs: 3000,
      backoffCapMs: 30 * 60 * SECOND,
      retryWindowMs: 72 * HOUR,
      acknowledgmentWindowMs: HOUR,
      retentionMs: 30 * DAY,
      heldPerDay: 5,
      heldMax: 10_000,
      alertAfterMs: 30 * 60 * SECOND,
      alertIntervalMs: 60 * 60 * SECOND,
      heldAlert: 100,
    });
    expect(readOutboxSettings({})).toEqual({ settings: DEFAULT_OUTBOX_SETTINGS });
    expect(readOutboxSettings({ CONTACT_ANSWER_BUDGET_MS: "", CONTACT_RETENTION_DAYS: "  " })).toEqual({
      settings: DEFAULT_OUTBOX_SETTINGS,
    });
  });

  it("reads each var in its own unit, spaces around the number allowed", () => {
    expect(
      readOutboxSettings({
        CONTACT_SEND_INTERVAL_MS: " 250 ",
        CONTACT_PROVIDER_TIMEOUT_MS: "3000",
        CONTACT_ANSWER_BUDGET_MS: "1500",
        CONTACT_BACKOFF_CAP_SECONDS: "600",
        CONTACT_RETRY_WINDOW_HOURS: "24",
        CONTACT_ACKNOWLEDGMENT_WINDOW_MINUTES: "20",
        CONTACT_RETENTION_DAYS: "7",
        CONTACT_HELD_PER_DAY: "0",
        CONTACT_HELD_MAX: "500",
        CONTACT_ALERT_AFTER_MINUTES: "5",
        CONTACT_ALERT_INTERVAL_MINUTES: "15",
        CONTACT_HELD_ALERT: "20",
      }),
    ).toEqual({
      settings: {
        sendIntervalMs: 250,
        callTimeoutMs: 3000,
        answerBudgetMs: 1500,
        backoffCapMs: 600 * SECOND,
        retryWindowMs: 24 * HOUR,
        acknowledgmentWindowMs: 20 * 60 * SECOND,
        retentionMs: 7 * DAY,
        heldPerDay: 0,
        heldMax: 500,
        alertAfterMs: 5 * 60 * SECOND,
        alertIntervalMs: 15 * 60 * SECOND,
        heldAlert: 20,
      },
    });
  });

  it("the answer budget stays within a request's life: at most 10 s", () => {
    expect(readOutboxSettings({ CONTACT_ANSWER_BUDGET_MS: "10000" })).toMatchObject({
      settings: { answerBudgetMs: 10_000 },
    });
    expect(readOutboxSettings({ CONTACT_ANSWER_BUDGET_MS: "10001" })).toEqual({
      problems: ["CONTACT_ANSWER_BUDGET_MS is not a whole number of milliseconds from 1 to 10000"],
    });
  });

  it("an acknowledgment is tried for an hour at most: a later one would greet a prospect after a person's answer", () => {
    expect(readOutboxSettings({ CONTACT_ACKNOWLEDGMENT_WINDOW_MINUTES: "60" })).toMatchObject({
      settings: { acknowledgmentWindowMs: HOUR },
    });
    for (const value of ["0", "61"]) {
      expect(readOutboxSettings({ CONTACT_ACKNOWLEDGMENT_WINDOW_MINUTES: value })).toEqual({
        problems: ["CONTACT_ACKNOWLEDGMENT_WINDOW_MINUTES is not a whole number of minutes from 1 to 60"],
      });
    }
  });

  it.each(["0", "-1", "1.5", "1e3", "20s", "one"])("%j is a problem, named with its unit", (value) => {
    expect(
      readOutboxSettings({
        CONTACT_SEND_INTERVAL_MS: value,
        CONTACT_BACKOFF_CAP_SECONDS: value,
        CONTACT_RETRY_WINDOW_HOURS: value,
        CONTACT_RETENTION_DAYS: value,
      }),
    ).toEqual({
      problems: [
        "CONTACT_SEND_INTERVAL_MS is not a whole number of milliseconds from 1 to 60000",
        "CONTACT_BACKOFF_CAP_SECONDS is not a whole number of seconds from 1 to 86400",
        "CONTACT_RETRY_WINDOW_HOURS is not a whole number of hours from 1 to 720",
        "CONTACT_RETENTION_DAYS is not a whole number of days from 1 to 365",
      ],
    });
  });
});
