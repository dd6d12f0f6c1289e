import { site } from "~/content/site";
import type { ContactOutcome } from "~/lib/contact/contact-outcome";

/** The required words for each contact outcome: the toasts and the no-JavaScript status. */
export const contactNotices: Readonly<Record<ContactOutcome, { title: string; description: string }>> = {
  sent: { title: "Message sent successfully!", description: "We'll get back to you within 24 hours." },
  incomplete: { title: "Validation Error", description: "Please fill in all required fields." },
  email: { title: "Invalid Email", description: "Please enter a valid email address." },
  failed: {
    title: "Failed to send message",
    description: `Failed to send message. Please try again or email us directly at ${site.email}`,
  },
};
