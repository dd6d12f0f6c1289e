import { useRef, useState } from "react";
import { showToast } from "~/components/ui/show-toast";
import { clearContactDraft, type ContactDraft } from "~/lib/contact/contact-draft";
import type { HumanProof } from "~/lib/contact/human-proof-widget";
import {
  type ContactField,
  type ContactProblem,
  checkContact,
  contactFields,
  HONEYPOT_FIELD,
  HUMAN_PROOF_FIELD,
  LANGUAGE_FIELD,
} from "~/lib/contact/contact-schema";
import { sendContactMessage } from "~/lib/contact/send-contact-message";
import { readVisitStory } from "~/lib/visit/visit-story";
import type { ContactText } from "~/content/home/home-content.server";

/** Field errors shown under the fields (a toast fades; the field keeps saying what is wrong). */
export type FieldErrors = Partial<Record<ContactField, string>>;

function feedbackFor(problem: ContactProblem, text: ContactText): FieldErrors {
  const { notices } = text;
  switch (problem.kind) {
    case "incomplete": {
      // First check: a destructive toast.
      showToast("error", notices.incomplete.title, {
        id: "contact-check",
        description: notices.incomplete.description,
      });
      return Object.fromEntries(problem.fields.map((field) => [field, text.form.required]));
    }
    case "email":
      // Second check: a plain toast.
      showToast("message", notices.email.title, {
        id: "contact-check",
        description: notices.email.description,
      });
      return { email: notices.email.description };
    case "malformed":
      // Unreachable from this form: its fields hold strings within their maxLength, and a restored draft is
      // clipped to the same limits. Were it ever reached, the fields it names are marked like missing ones.
      return feedbackFor(
        { kind: "incomplete", fields: contactFields.filter((field) => problem.fields.includes(field)) },
        text,
      );
  }
}

/**
 * What pressing Send does, once the form is hydrated: the checks in their order (with a toast and the fields
 * marked), then the message sent as JSON with the bot check's token (`proof`; a message without one is still
 * taken) and the lead's story (this page, how the visit began: lib/visit/visit-story.ts), then the success toast (the form cleared) or the failure toast (the values kept, in the fields and the
 * draft). One send at a time.
 */
export function useContactSubmit(values: ContactDraft, proof: HumanProof, text: ContactText) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  /** Set once the visitor submits here: a status message from a post made before hydration then goes. */
  const [submitted, setSubmitted] = useState(false);
  const sendingRef = useRef(false);

  async function submit(form: HTMLFormElement, submitButton: HTMLButtonElement | null) {
    if (sendingRef.current) return;
    setSubmitted(true);

    const honeypot = new FormData(form).get(HONEYPOT_FIELD);
    const check = checkContact({ ...values, [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "" });
    if (!check.ok) {
      const fieldErrors = feedbackFor(check.problem, text);
      setErrors(fieldErrors);
      const first = contactFields.find((field) => fieldErrors[field]);
      const control = first && form.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }

    setErrors({});
    sendingRef.current = true;
    setSending(true);
    const token = await proof.token();
    const result = await sendContactMessage({
      ...check.message,
      [HUMAN_PROOF_FIELD]: token,
      [LANGUAGE_FIELD]: text.language,
      // The lead's story: this page, and how the visit began (the Worker checks each value again).
      ...readVisitStory(),
      page: location.pathname,
    });
    // A token proves one message: whatever the answer, the next send needs a new one.
    proof.spent();
    sendingRef.current = false;
    setSending(false);

    if (result.ok) {
      showToast("success", text.notices.sent.title, { description: text.notices.sent.description });
      clearContactDraft();
    } else {
      // The values stay in the fields (and in the draft); the visitor can try again or write to us.
      console.error(`Contact message not sent: ${result.code} (status ${result.status})`);
      showToast("error", text.notices.failed.title, {
        description: text.notices.failed.description,
        duration: 10_000,
      });
    }
    // The disabled button dropped focus while sending: give it back rather than leave it on the page body.
    if (document.activeElement === document.body) submitButton?.focus();
  }

  return {
    errors,
    sending,
    submitted,
    submit,
    /** The visitor changed a field: its error goes until the next check. */
    fieldChanged: (field: ContactField) => {
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
  };
}
