import { eventLog } from "../event-log";

/**
 * One JSON line per event, `contact.<event>`, for the contact route and the outbox alike. A line names a message
 * by its reference and status, never by its fields: the log is kept longer, and read by more people, than the
 * outbox's own storage (the development outbox, which has no storage, is the one exception: docs/decisions/0006).
 */
export const logContact = eventLog("contact");
