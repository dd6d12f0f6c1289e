import { ConsoleDocument } from "./console-document";
import { consoleTime } from "./console-time";

/** The confirmation a flood's removal asks for: the range, how many held messages it holds, and one button. */
export function DiscardHeldPage({ from, to, count }: { from: string; to: string; count: number }) {
  return (
    <ConsoleDocument title="Discard held messages" current="/ops/outbox">
      <h1>Discard held messages?</h1>
      <p>
        {count === 0
          ? "No held message was received"
          : `${count} held ${count === 1 ? "message was" : "messages were"} received`}{" "}
        from {consoleTime(from)} to {consoleTime(to)}. Discarded messages are deleted for good; verified messages are
        never touched.
      </p>
      <div className="actions">
        {count > 0 && (
          <form method="post" action="/ops/outbox/discard-held">
            <input type="hidden" name="from" value={from} />
            <input type="hidden" name="to" value={to} />
            <input type="hidden" name="confirm" value="yes" />
            <button type="submit" className="danger">
              Discard {count} held {count === 1 ? "message" : "messages"}
            </button>
          </form>
        )}
        <a href="/ops/outbox">Back to the outbox</a>
      </div>
    </ConsoleDocument>
  );
}
