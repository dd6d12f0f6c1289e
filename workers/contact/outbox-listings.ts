/**
 * What ops list (the ops API and `npm run outbox`): the verified lane's waiting messages by state, the held lane's
 * waiting ones, every dead letter. A module of its own, importing nothing, so the command line can read it.
 */
export const listings = ["queued", "retrying", "held", "dead"] as const;
export type Listing = (typeof listings)[number];
