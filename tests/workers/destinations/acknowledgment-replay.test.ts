import { describe, expect, it } from "vitest";
import { CONTACT_RETENTION_DEFAULT_DAYS, CONTACT_RETRY_WINDOW_DEFAULT_HOURS } from "~/lib/contact/outbox-policy";
import { consoleRequest, signIn } from "../console-request";
import {
  DAY,
  formBody,
  formHeaders,
  HOUR,
  MINUTE,
  NEXT_SLOT_MS,
  newClient,
  ORIGIN,
  outbox,
  postContact,
  postRequest,
  runAlarmAt,
  scheduledAlarm,
  scriptedProvider,
  unprovenMessage,
  validMessage,
} from "../contact-request";
import { providerEnv } from "../provider-env";
import { destinationTests, isAcknowledgment } from "./destination-setup";

// A dead acknowledgment replayed by ops keeps its own window, the hour after the message was accepted: within it,
// the replay sends it and it is tried no longer than the hour; after it, the replay drops it (logged and counted as
// any acknowledgment dropped late), and the ops API, `npm run outbox` (which prints the API's answer) and the console
// say so, the console before the button is pressed too. A prospect is never acknowledged days late.

const { logs, clock } = destinationTests();

const REFUSED = { status: 400, text: "The template ID is invalid" };

type Answer = Parameters<typeof scriptedProvider>[0][number];

/**
 * A message whose e-mail went while its visitor waited and whose acknowledgment the provider refused for good; the
 * provider's answers after those are `script`'s, then 200s.
 */
async function deadAcknowledgment(email = validMessage.email) {
  const script: Answer[] = [{ status: 200 }, REFUSED];
  const provider = scriptedProvider(script);
  expect((await postContact({ body: JSON.stringify({ ...validMessage, email }) })).status).toBe(200);
  await runAlarmAt(clock.T0 + NEXT_SLOT_MS);
  const [dead] = await outbox().messages("dead", 1, "acknowledgment");
  expect(dead?.sends.acknowledgment).toMatchObject({ state: "dead", windowEndsAt: iso(clock.T0 + HOUR) });
  return { provider, script, ref: dead?.ref ?? "" };
}

/**
 * A message whose e-mail and acknowledgment the provider refused for good, both dead letters two hours after it was
 * accepted (past the acknowledgment's hour); the provider's answers after those are 200s.
 */
async function bothDeadTwoHoursOn() {
  const provider = scriptedProvider([REFUSED, REFUSED]);
  expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(502);
  await runAlarmAt(clock.T0 + NEXT_SLOT_MS);
  const [dead] = await outbox().messages("dead", 1);
  expect(dead?.sends).toMatchObject({ email: { state: "dead" }, acknowledgment: { state: "dead" } });
  await runAlarmAt(clock.T0 + 2 * HOUR);
  return { provider, ref: dead?.ref ?? "" };
}

const iso = (time: number) => new Date(time).toISOString();

const ops = (path: string) =>
  postRequest(
    new Request(`${ORIGIN}/api/ops/outbox${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${providerEnv.OPS_TOKEN}`, "CF-Connecting-IP": newClient() },
    }),
  );

const replayedLines = () =>
  logs
    .filter((line) => line.includes('"event":"contact.replayed"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const droppedOnReplay = () =>
  logs.filter(
    (line) => line.includes('"event":"contact.acknowledgment_dropped_late"') && line.includes('"replay":true'),
  );

describe("a dead acknowledgment replayed within its hour", () => {
  it("is sent, and keeps its window: the hour after the message, not a fresh retry window", async () => {
    const { provider, ref } = await deadAcknowledgment();
    await runAlarmAt(clock.T0 + 30 * MINUTE);
    expect(await outbox().replay(ref, "acknowledgment")).toBe("replayed");
    expect((await outbox().message(ref))?.sends.acknowledgment).toMatchObject({
      state: "queued",
      windowEndsAt: iso(clock.T0 + HOUR),
    });
    expect(replayedLines()).toEqual([{ event: "contact.replayed", ref, destination: "acknowledgment", count: 1 }]);
    expect(droppedOnReplay()).toEqual([]);
    await runAlarmAt((await scheduledAlarm()) ?? 0);
    expect(provider.calls.filter(isAcknowledgment)).toHaveLength(2);
    expect(await outbox().message(ref)).toBeNull();
  });

  it("whose tries fail is tried until the hour only, then dropped: never a dead letter three days on", async () => {
    const { provider, script, ref } = await deadAcknowledgment();
    await runAlarmAt(clock.T0 + 50 * MINUTE);
    script.push(...Array.from({ length: 40 }, () => ({ status: 503 })));
    expect(await outbox().replay(ref, "acknowledgment")).toBe("replayed");
    for (let alarms = 0; alarms < 40 && (await outbox().message(ref)) !== null; alarms++) {
      const at = await scheduledAlarm();
      if (at === null) break;
      await runAlarmAt(at);
    }
    const tries = provider.calls.filter(isAcknowledgment);
    expect(tries.length).toBeGreaterThan(2);
    expect(tries.every((call) => call.at < clock.T0 + HOUR)).toBe(true);
    expect(await outbox().message(ref)).toBeNull();
    expect((await outbox().status()).dead).toBe(0);
  });
});

describe("a dead acknowledgment replayed after its hour", () => {
  it("is dropped, not sent: logged, counted as dropped late, and the message done", async () => {
    const { provider, ref } = await deadAcknowledgment();
    await runAlarmAt(clock.T0 + 3 * HOUR);
    expect(await outbox().replay(ref, "acknowledgment")).toBe("acknowledgment_late");
    expect(await scheduledAlarm()).toBeNull();
    expect(provider.calls.filter(isAcknowledgment)).toHaveLength(1);
    expect(await outbox().message(ref)).toBeNull();
    const status = await outbox().status();
    expect(status.dead).toBe(0);
    expect(status.acknowledgmentsDroppedLate24h).toBe(1);
    expect(droppedOnReplay()).toHaveLength(1);
  });

  it("at the hour's very end is dropped", async () => {
    const { ref } = await deadAcknowledgment();
    await runAlarmAt(clock.T0 + HOUR);
    expect(await outbox().replay(ref, "acknowledgment")).toBe("acknowledgment_late");
  });

  it("a millisecond before the hour's end is still replayed", async () => {
    const { ref } = await deadAcknowledgment();
    await runAlarmAt(clock.T0 + HOUR - 1);
    expect(await outbox().replay(ref, "acknowledgment")).toBe("replayed");
  });

  it("with every dead letter of the message: the others go back to their queue, the acknowledgment is dropped", async () => {
    const { provider, ref } = await bothDeadTwoHoursOn();
    expect(await outbox().replay(ref)).toBe("replayed_acknowledgment_late");
    expect(replayedLines()).toEqual([{ event: "contact.replayed", ref, destination: "every dead one", count: 1 }]);
    const sends = (await outbox().message(ref))?.sends;
    expect(sends?.email).toMatchObject({
      state: "queued",
      windowEndsAt: iso(clock.T0 + (2 + CONTACT_RETRY_WINDOW_DEFAULT_HOURS) * HOUR),
    });
    expect(sends?.acknowledgment).toBeUndefined();
    await runAlarmAt((await scheduledAlarm()) ?? 0);
    expect(provider.calls.filter(isAcknowledgment)).toHaveLength(1);
    expect(provider.calls.filter((call) => !isAcknowledgment(call))).toHaveLength(2);
    expect(await outbox().message(ref)).toBeNull();
  });
});

describe("the other destinations, replayed", () => {
  it("a held message's dead e-mail is tried again for the retention period, as a held message waits", async () => {
    scriptedProvider([REFUSED]);
    const held = await postContact({ headers: formHeaders, body: formBody({ ...unprovenMessage, page: "/" }) });
    expect(held.status).toBe(303);
    await runAlarmAt(clock.T0 + NEXT_SLOT_MS);
    const [dead] = await outbox().messages("dead", 1, "email");
    expect(dead?.lane).toBe("held");
    await runAlarmAt(clock.T0 + HOUR);
    expect(await outbox().replay(dead?.ref ?? "", "email")).toBe("replayed");
    expect((await outbox().message(dead?.ref ?? ""))?.sends.email?.windowEndsAt).toBe(
      iso(clock.T0 + HOUR + CONTACT_RETENTION_DEFAULT_DAYS * DAY),
    );
  });
});

describe("the e-mail alone, replayed after the acknowledgment's hour", () => {
  it("goes back to its queue, and the dead acknowledgment is left as it is: not dropped, not counted", async () => {
    const { ref } = await bothDeadTwoHoursOn();
    expect(await outbox().replay(ref, "email")).toBe("replayed");
    const sends = (await outbox().message(ref))?.sends;
    expect(sends?.email).toMatchObject({ state: "queued" });
    expect(sends?.acknowledgment).toMatchObject({ state: "dead" });
    expect(droppedOnReplay()).toEqual([]);
    expect(logs.filter((line) => line.includes('"event":"contact.acknowledgment_dropped_late"'))).toEqual([]);
    expect((await outbox().status()).acknowledgmentsDroppedLate24h).toBe(0);
  });
});

describe("what ops are told", () => {
  it("the ops API (and so npm run outbox): the window in the listing before, the drop in the answer after", async () => {
    const { ref } = await deadAcknowledgment();
    await runAlarmAt(clock.T0 + 3 * HOUR);
    const answer = await ops(`/messages/${ref}/replay?destination=acknowledgment`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      ok: true,
      ref,
      state: "dropped",
      acknowledgment: "dropped_late",
      note:
        "The acknowledgment was dropped, not sent: its window after the message had ended (windowEndsAt), and a " +
        "prospect acknowledged that late is worse off than not at all.",
    });
  });

  it("the ops API, replaying every dead letter: queued, and the acknowledgment's drop said", async () => {
    scriptedProvider([REFUSED, REFUSED]);
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(502);
    await runAlarmAt(clock.T0 + NEXT_SLOT_MS);
    const [dead] = await outbox().messages("dead", 1);
    await runAlarmAt(clock.T0 + 2 * HOUR);
    const answer = await ops(`/messages/${dead?.ref ?? ""}/replay`);
    expect(await answer.json()).toMatchObject({ ok: true, state: "queued", acknowledgment: "dropped_late" });
  });

  it("the console: the acknowledgment's last minute beside its replay button, and the drop after it is pressed", async () => {
    const { ref } = await deadAcknowledgment();
    const cookie = await signIn();
    const page = await (await consoleRequest("/ops/outbox", { cookie })).text();
    expect(page).toContain(`Replay acknowledgment of ${ref}`);
    expect(page).toContain(
      `The acknowledgment is sent only until ${iso(clock.T0 + HOUR).slice(0, 10)} ${iso(clock.T0 + HOUR).slice(11, 16)} UTC: replayed after that, it is dropped, not sent.`,
    );

    await runAlarmAt(clock.T0 + 3 * HOUR);
    const replay = await consoleRequest("/ops/outbox/replay", {
      method: "POST",
      form: { ref, destination: "acknowledgment" },
      cookie,
    });
    const location = replay.headers.get("Location") ?? "";
    expect(location).toContain("outcome=acknowledgment_late");
    const after = await (await consoleRequest(location, { cookie })).text();
    expect(after).toContain(
      `The acknowledgment of ${ref} was dropped, not sent: its window after the message had ended, and a prospect acknowledged that late is worse off than not at all.`,
    );
  });
});
