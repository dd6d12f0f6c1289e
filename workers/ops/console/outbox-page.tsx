import { ColumnHeads } from "./column-heads";
import type { SentAlert } from "../../contact/outbox-alerts";
import { type Destination, destinations, type Listing } from "../../contact/outbox-listings";
import type { ListingPage, MessageForReview, OutboxStatus } from "../../contact/outbox-views";
import { ConsoleDocument } from "./console-document";
import { ageText, consoleTime } from "./console-time";

export type OutboxPageData =
  | {
      status: OutboxStatus;
      listings: Record<Listing, ListingPage>;
      alerts: SentAlert[];
      /** What the last action did, or why it did nothing. */
      notice?: Notice;
      unavailable?: undefined;
    }
  /** No provider configured (development): messages go to the Worker log, and there is no outbox. */
  | { unavailable: true };

interface Notice {
  text: string;
  problem: boolean;
}

/** A destination's name in a sentence, from a query that may name none or another. */
const nameOf = (destination: string | undefined) =>
  (destinations as readonly string[]).includes(destination ?? "")
    ? destinationNames[destination as Destination].toLowerCase()
    : "delivery";

/** Why a replayed acknowledgment was not sent. */
const LATE =
  "its window after the message had ended, and a prospect acknowledged that late is worse off than not at all";

const outcomes: Record<string, (ref: string, detail: Record<string, string | undefined>) => Notice> = {
  released: (ref) => ({
    text: `Released ${ref}: its e-mail goes next, then the webhook and the acknowledgment.`,
    problem: false,
  }),
  discarded: (ref, { count }) =>
    count === undefined
      ? { text: `Discarded ${ref}.`, problem: false }
      : { text: `Discarded ${count} held ${count === "1" ? "message" : "messages"}.`, problem: false },
  replayed: (ref, { destination }) => ({
    text: `Replaying the ${nameOf(destination)} of ${ref}.`,
    problem: false,
  }),
  acknowledgment_late: (ref) => ({
    text: `The acknowledgment of ${ref} was dropped, not sent: ${LATE}.`,
    problem: true,
  }),
  not_found: (ref) => ({ text: `No message ${ref}: it was delivered or discarded meanwhile.`, problem: true }),
  not_held: (ref) => ({ text: `${ref} is not held any more: nothing to release.`, problem: true }),
  not_dead: (ref) => ({ text: `That delivery of ${ref} is not a dead letter: nothing to replay.`, problem: true }),
  invalid: () => ({ text: "That action was not understood: nothing was changed.", problem: true }),
};

/** The notice for the outcome of the last action, from the query it redirected to. */
export function actionNotice(query: Record<string, string | undefined>): Notice | undefined {
  const outcome = query.outcome && Object.hasOwn(outcomes, query.outcome) ? outcomes[query.outcome] : undefined;
  return outcome?.(query.ref ?? "", query);
}

const destinationNames: Record<Destination, string> = {
  email: "E-mail",
  webhook: "Lead webhook",
  acknowledgment: "Acknowledgment",
};

/** The listings in the order the page shows them, each with its heading and what it holds. */
const sections: { listing: Listing; heading: string; about: string }[] = [
  {
    listing: "held",
    heading: "Held: no proof of a person",
    about: "Messages the bot check could not vouch for. Release a real one; discard spam.",
  },
  { listing: "queued", heading: "Waiting: not tried yet", about: "Verified messages with a delivery still to make." },
  { listing: "retrying", heading: "Waiting: retrying", about: "Verified messages a destination has not taken yet." },
  {
    listing: "dead",
    heading: "Dead letters",
    about:
      "Deliveries refused for good or out of time: replay them once mended. An acknowledgment is sent only within " +
      "its window after the message: replayed later, it is dropped, not sent.",
  },
];

// The listings' rows are drawn by plain functions, not components: a page lists up to 400 messages, and a component's
// own work for each of its buttons and deliveries was about a seventh of the page's drawing, for nothing it needs.

/** A button posting an action on a message (and one of its destinations). */
function actionForm({
  action,
  messageRef,
  label,
  destination,
  danger,
}: {
  action: "release" | "discard" | "replay";
  messageRef: string;
  label: string;
  destination?: Destination;
  danger?: boolean;
}) {
  return (
    <form key={`${action} ${destination ?? ""}`} method="post" action={`/ops/outbox/${action}`}>
      <input type="hidden" name="ref" value={messageRef} />
      {destination && <input type="hidden" name="destination" value={destination} />}
      <button type="submit" className={danger ? "danger" : undefined}>
        {label}
      </button>
    </form>
  );
}

/** Each destination of a message, with its state, tries and last answer. */
function sendsList(message: MessageForReview) {
  return (
    <ul>
      {destinations.flatMap((destination) => {
        const send = message.sends[destination];
        if (!send) return [];
        const last =
          send.lastStatus === null ? "" : `, last answer ${send.lastStatus === 0 ? "none" : send.lastStatus}`;
        const tries = send.attempts > 0 ? ` (${send.attempts} ${send.attempts === 1 ? "try" : "tries"}${last})` : "";
        return [<li key={destination}>{`${destinationNames[destination]}: ${send.state}${tries}`}</li>];
      })}
    </ul>
  );
}

/** Said before a dead acknowledgment's replay is pressed: until when a replay sends it. */
function acknowledgmentWindow(message: MessageForReview) {
  const acknowledgment = message.sends.acknowledgment;
  if (acknowledgment?.state !== "dead") return null;
  return (
    <p className="muted">
      {`The acknowledgment is sent only until ${consoleTime(acknowledgment.windowEndsAt)}: replayed after that, it is dropped, not sent.`}
    </p>
  );
}

function messageRows(listing: Listing, messages: MessageForReview[]) {
  return messages.map((message) => {
    const deadSends = destinations.filter((destination) => message.sends[destination]?.state === "dead");
    return (
      <tr key={message.ref}>
        <td>
          {consoleTime(message.receivedAt)}
          <br />
          <span className="muted">{message.ref}</span>
        </td>
        <td>{message.lane === "held" ? `held (${message.proof})` : "verified"}</td>
        <td>{sendsList(message)}</td>
        <td>
          {message.name}
          <br />
          <span className="muted">{message.email}</span>
        </td>
        <td className="excerpt">{message.excerpt}</td>
        <td>
          <div className="actions">
            {listing === "held" &&
              actionForm({ action: "release", messageRef: message.ref, label: `Release ${message.ref}` })}
            {deadSends.map((destination) =>
              actionForm({
                action: "replay",
                messageRef: message.ref,
                destination,
                label: `Replay ${destinationNames[destination].toLowerCase()} of ${message.ref}`,
              }),
            )}
            {actionForm({ action: "discard", messageRef: message.ref, label: `Discard ${message.ref}`, danger: true })}
          </div>
          {acknowledgmentWindow(message)}
        </td>
      </tr>
    );
  });
}

/** Which messages of a listing its page shows. */
const rangeText = (from: number, count: number) =>
  count === 0 ? `None from message ${from + 1} on.` : `Messages ${from + 1} to ${from + count}, oldest first.`;

/** Links to a listing's pages before and after the one shown, when there are any. */
function pageLinks(listing: Listing, { from, size, messages, more }: ListingPage, heading: string) {
  const before = from > 0 ? Math.max(0, from - size) : null;
  const after = more ? from + messages.length : null;
  if (before === null && after === null) return null;
  const href = (offset: number) => `/ops/outbox?${listing}=${offset}#listing-${listing}`;
  return (
    <nav aria-label={`${heading}: pages`}>
      <ul className="ranges">
        {before !== null && (
          <li>
            <a href={href(before)}>Older messages</a>
          </li>
        )}
        {after !== null && (
          <li>
            <a href={href(after)}>Newer messages</a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The outbox, reviewed and acted on: counts on top, every waiting or dead message, a flood's removal, the alerts. */
export function OutboxPage(data: OutboxPageData) {
  if (data.unavailable) {
    return (
      <ConsoleDocument title="Outbox" current="/ops/outbox">
        <h1>Outbox</h1>
        <p>No email provider is configured: contact messages are written to the Worker log, and there is no outbox.</p>
      </ConsoleDocument>
    );
  }
  const { status, listings, alerts, notice } = data;
  const oldest = status.oldestAgeSeconds ?? status.heldOldestAgeSeconds;
  return (
    <ConsoleDocument title="Outbox" current="/ops/outbox">
      <h1>Outbox</h1>
      {notice && (
        <p className={notice.problem ? "notice problem" : "notice"} role={notice.problem ? "alert" : "status"}>
          {notice.text}
        </p>
      )}
      <dl className="figures">
        <div>
          <dt>Verified, waiting</dt>
          <dd>{status.queued + status.retrying}</dd>
        </div>
        <div>
          <dt>Held, waiting</dt>
          <dd>{status.held}</dd>
        </div>
        <div>
          <dt>Dead letters</dt>
          <dd>{status.dead}</dd>
        </div>
        <div>
          <dt>Oldest verified waiting</dt>
          <dd>{status.oldestAgeSeconds === null ? "none" : ageText(status.oldestAgeSeconds)}</dd>
        </div>
        <div>
          <dt>Oldest held waiting</dt>
          <dd>{status.heldOldestAgeSeconds === null ? "none" : ageText(status.heldOldestAgeSeconds)}</dd>
        </div>
      </dl>
      {status.quotaHoldUntil && (
        <p className="notice problem">
          The email provider&apos;s monthly quota is used up: its sends wait until {consoleTime(status.quotaHoldUntil)}.
        </p>
      )}
      <section aria-labelledby="destinations-title">
        <div className="table-scroll">
          <table>
            <caption id="destinations-title">Deliveries by destination</caption>
            <ColumnHeads
              labels={["Destination"]}
              figures={["Not tried yet", "Retrying", "Held", "Dead", "Delivered in 24 h"]}
            />
            <tbody>
              {destinations.map((destination) => {
                const counts = status.destinations[destination];
                return (
                  <tr key={destination}>
                    <th scope="row">{destinationNames[destination]}</th>
                    <td className="number">{counts.queued}</td>
                    <td className="number">{counts.retrying}</td>
                    <td className="number">{counts.held}</td>
                    <td className="number">{counts.dead}</td>
                    <td className="number">{counts.delivered24h}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      {oldest === null && status.dead === 0 && <p>Nothing waits and nothing died: every message was delivered.</p>}
      {sections.map(({ listing, heading, about }) => {
        const { from, messages } = listings[listing];
        if (messages.length === 0 && from === 0) return null;
        const id = `listing-${listing}`;
        return (
          <section key={listing} aria-labelledby={id}>
            <h2 id={id}>{heading}</h2>
            <p className="muted">
              {about} {rangeText(from, messages.length)}
            </p>
            {pageLinks(listing, listings[listing], heading)}
            <div className="table-scroll">
              <table>
                <ColumnHeads
                  labels={["Received", "Lane", "Deliveries", "Sender", "Message (first 200 characters)", "Actions"]}
                  figures={[]}
                />
                <tbody>{messageRows(listing, messages)}</tbody>
              </table>
            </div>
          </section>
        );
      })}
      <section aria-labelledby="flood-title">
        <h2 id="flood-title">Discard a flood</h2>
        <p className="muted">
          Every held message received in a time range (UTC), after a confirmation. Verified messages are never touched.
        </p>
        <form method="post" action="/ops/outbox/discard-held" className="fields">
          <div>
            <label htmlFor="flood-from">From (UTC)</label>
            <input id="flood-from" name="from" type="datetime-local" required />
          </div>
          <div>
            <label htmlFor="flood-to">To (UTC)</label>
            <input id="flood-to" name="to" type="datetime-local" required />
          </div>
          <button type="submit" className="quiet">
            Review the range
          </button>
        </form>
      </section>
      <section aria-labelledby="alerts-title">
        <h2 id="alerts-title">Alerts in the last 7 days</h2>
        {alerts.length === 0 ? (
          <p>No alert.</p>
        ) : (
          <ul>
            {alerts.map((alert) => (
              <li key={`${alert.at} ${alert.kind} ${String(alert.raised)}`}>
                <strong>{consoleTime(alert.at)}</strong> {alert.raised ? "raised" : "cleared"}: {alert.text}
              </li>
            ))}
          </ul>
        )}
      </section>
    </ConsoleDocument>
  );
}
