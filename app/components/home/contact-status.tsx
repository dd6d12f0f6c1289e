import type { ContactText } from "~/content/home/home-content.server";
import { contactOutcomeFragment, contactOutcomes } from "~/lib/contact/contact-outcome";

/**
 * The outcome of a no-JavaScript form post. The Worker answers it with a 303 to the home page of the form's
 * language, `#contact-<outcome>`; that page is a prerendered file, so every message is in it, hidden, and CSS
 * `:target` shows the one the fragment names (the browser also scrolls to it). With JavaScript the toasts say the
 * same, and the form drops these once the visitor submits again, so a stale outcome never sits beside a fresh one.
 */
export function ContactStatus({ notices }: { notices: ContactText["notices"] }) {
  return (
    <div role="status">
      {contactOutcomes.map((outcome) => (
        <p
          key={outcome}
          id={contactOutcomeFragment[outcome]}
          className={`hidden rounded-lg border px-4 py-3 text-sm target:block ${
            outcome === "sent" ? "border-emerald-400/40 text-emerald-200" : "border-rose-400/40 text-rose-200"
          }`}
        >
          <strong className="font-semibold">{notices[outcome].title}</strong> {notices[outcome].description}
        </p>
      ))}
    </div>
  );
}
