/**
 * How long one contact message may take, from the Worker receiving it to its answer. Until then the Worker
 * keeps trying to deliver it (waiting for a send slot, trying a busy provider again); after it the visitor is
 * told it failed. The Worker reads its deadline from the `CONTACT_DEADLINE_MS` var and refuses a value above
 * the maximum here, so the browser, which cannot read Worker vars, knows how long an answer can take: it waits
 * a little longer than that, and never gives up on an answer that is still coming.
 */
export const CONTACT_DEADLINE_DEFAULT_MS = 20_000;
export const CONTACT_DEADLINE_MAX_MS = 25_000;
/** The browser's own limit: the longest deadline, plus room for the request and the answer to travel. */
export const CONTACT_CLIENT_TIMEOUT_MS = CONTACT_DEADLINE_MAX_MS + 5_000;
