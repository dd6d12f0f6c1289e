/**
 * How long a contact message the Worker accepted may wait for delivery, and how long one it could not deliver is
 * kept: the Worker's defaults (its vars may change them), which the privacy policy states to visitors.
 */
export const CONTACT_RETRY_WINDOW_DEFAULT_HOURS = 72;
export const CONTACT_RETENTION_DEFAULT_DAYS = 30;
