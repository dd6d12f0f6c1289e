/**
 * How a contact submission ended, as the page shows it. The no-JavaScript form post is answered with a 303 to
 * `/#<fragment>`: `/` is a prerendered file, so the outcome travels in the fragment and CSS `:target` reveals
 * the matching prerendered status message (app/components/home/contact-status.tsx).
 */
export const contactOutcomes = ["sent", "incomplete", "email", "failed"] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

export const contactOutcomeFragment: Readonly<Record<ContactOutcome, string>> = {
  sent: "contact-sent",
  incomplete: "contact-incomplete",
  email: "contact-invalid-email",
  failed: "contact-failed",
};
