/**
 * What ops list and act on (the ops API and `npm run outbox`): the verified lane's waiting deliveries by state,
 * the held lane's waiting messages, every dead letter; and the destinations a message is delivered to, each on its
 * own. A module of its own, importing nothing, so the command line can read it.
 */
export const listings = ["queued", "retrying", "held", "dead"] as const;
export type Listing = (typeof listings)[number];

/**
 * A message's destinations: the consultancy's e-mail (always), the lead webhook and the prospect's acknowledgment
 * (when configured, and only for a message with a proof of a person or released by ops).
 */
export const destinations = ["email", "webhook", "acknowledgment"] as const;
export type Destination = (typeof destinations)[number];
