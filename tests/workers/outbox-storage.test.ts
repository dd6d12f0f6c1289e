import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { OutboxStore } from "../../workers/contact/outbox-store";
import { describe, expect, it } from "vitest";
import {
  captureWorkerLogs,
  freshOutboxEachTest,
  HOUR,
  outbox,
  outboxClockADayAhead,
  runAlarmAt,
  scriptedProvider,
} from "./contact-request";

captureWorkerLogs();
freshOutboxEachTest();
const clock = outboxClockADayAhead();

// An object deployed before messages had destinations kept one `messages` table (each row a message and its
// e-mail's state; the oldest rows from before lanes, with no lane at all). A deploy must lose none of them.
describe("an outbox stored by an earlier version", () => {
  it("keeps every message: waiting ones are delivered, dead letters stay dead letters, and the old table goes", async () => {
    const fields = (email: string) =>
      JSON.stringify({ name: "Ada", email, company: "", message: "Hello", locale: "es" });
    await runInDurableObject(outbox(), async (_instance, state) => {
      const { sql } = state.storage;
      sql.exec("DROP TABLE sends");
      sql.exec("DROP TABLE leads");
      sql.exec(`CREATE TABLE messages (
        ref TEXT PRIMARY KEY,
        state TEXT NOT NULL CHECK (state IN ('queued', 'retrying', 'dead')),
        fields TEXT NOT NULL,
        received_at INTEGER NOT NULL,
        window_ends_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_status INTEGER,
        last_error TEXT,
        next_attempt_at INTEGER,
        dead_at INTEGER,
        dead_reason TEXT
      )`);
      sql.exec(
        `INSERT INTO messages (ref, state, fields, received_at, window_ends_at, attempts, last_status, next_attempt_at)
         VALUES ('waiting000', 'retrying', ?, ?, ?, 2, 503, ?)`,
        fields("waiting@example.org"),
        clock.T0 - HOUR,
        clock.T0 + 71 * HOUR,
        clock.T0,
      );
      sql.exec(
        `INSERT INTO messages (ref, state, fields, received_at, window_ends_at, attempts, last_status, dead_at,
           dead_reason)
         VALUES ('deadletter', 'dead', ?, ?, ?, 1, 400, ?, 'refused')`,
        fields("dead@example.org"),
        clock.T0 - HOUR,
        clock.T0 + 71 * HOUR,
        clock.T0 - HOUR,
      );
      // Its alarm, as that version left it: the waiting message's next try.
      await state.storage.setAlarm(clock.T0);
    });
    // A deploy: the instance goes, and the next one opens the old storage.
    await evictDurableObject(outbox());

    expect(await outbox().status()).toMatchObject({ retrying: 1, dead: 1, queued: 0 });
    expect(await outbox().message("deadletter")).toMatchObject({
      lane: "verified",
      fields: { email: "dead@example.org", locale: "es" },
      sends: { email: { state: "dead", lastStatus: 400, deadReason: "refused" } },
    });
    const tables = await runInDurableObject(outbox(), (_instance, state) =>
      state.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .toArray()
        .map((row) => row.name),
    );
    expect(tables).not.toContain("messages");

    const provider = scriptedProvider([]);
    await runAlarmAt(clock.T0);
    expect(provider.calls.map((call) => call.body.template_params.message_ref)).toEqual(["waiting000"]);
    expect(await outbox().message("waiting000")).toBeNull();
  });
});

/** A message as the Worker hands it to the outbox once it passed every check. */
const storedMessage = {
  name: "Ada",
  email: "ada@example.org",
  company: "",
  message: "Hello",
  locale: "en" as const,
  context: {
    page: "/services",
    landing_page: "/",
    referrer: "example.org",
    utm_source: "newsletter",
    utm_medium: "",
    utm_campaign: "",
    utm_term: "",
    utm_content: "",
    insight: "",
  },
};

describe("what the outbox keeps of a message", () => {
  it("exactly the message's fields and its lead context's keys, whatever else the caller's object carries", async () => {
    const fields = {
      ...storedMessage,
      context: { ...storedMessage.context, visitor: "a stray key" },
      address: "203.0.113.9",
    };
    const answer = await outbox().accept(fields, { lane: "held", proof: "missing" });
    expect(answer.outcome).toBe("queued");
    const stored = await runInDurableObject(outbox(), (_instance, state) =>
      state.storage.sql
        .exec<{ fields: string }>("SELECT fields FROM leads")
        .toArray()
        .map((row) => JSON.parse(row.fields) as unknown),
    );
    expect(stored).toEqual([storedMessage]);
  });
});

describe("the outbox's reads with many calls under way", () => {
  it("leave out 300 calls under way in one read: more than a statement's 100 bindings", async () => {
    expect((await outbox().accept(storedMessage, { lane: "held", proof: "missing" })).outcome).toBe("queued");
    const underWay = Array.from({ length: 300 }, (_, index) => `call${String(index).padStart(6, "0")}:email`);
    const [ref] = (await outbox().messages("held", 1)).map((message) => message.ref);
    const times = await runInDurableObject(outbox(), (_instance, state) => {
      const store = new OutboxStore(state.storage);
      return {
        others: store.pendingTimes(underWay).heldEmail,
        itsOwn: store.pendingTimes([...underWay, `${ref ?? ""}:email`]).heldEmail,
      };
    });
    expect(times.others).not.toBeNull();
    expect(times.itsOwn).toBeNull();
  });
});

describe("a delivery as the store records it", () => {
  it("counts only for a send still waiting: one already sent or dead is left as it is, and no delivery is logged", async () => {
    expect((await outbox().accept(storedMessage, { lane: "held", proof: "missing" })).outcome).toBe("queued");
    const [ref = ""] = (await outbox().messages("held", 1)).map((message) => message.ref);
    const outcomes = await runInDurableObject(outbox(), (_instance, state) => {
      const { sql } = state.storage;
      const store = new OutboxStore(state.storage);
      const deliveries = () => Number(sql.exec("SELECT COUNT(*) AS n FROM deliveries").one().n);
      const settledAs = (sendState: string) => {
        sql.exec("UPDATE sends SET state = ? WHERE ref = ?", sendState, ref);
        const sent = store.sent(ref, "email", Date.now());
        return { sendState, sent, deliveries: deliveries(), leads: sql.exec("SELECT ref FROM leads").toArray().length };
      };
      return [settledAs("dead"), settledAs("sent"), settledAs("retrying")];
    });
    expect(outcomes).toEqual([
      { sendState: "dead", sent: undefined, deliveries: 0, leads: 1 },
      { sendState: "sent", sent: undefined, deliveries: 0, leads: 1 },
      { sendState: "retrying", sent: { done: true }, deliveries: 1, leads: 0 },
    ]);
  });
});
