import { type SubmitEvent, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import {
  adoptTypedValues,
  clearContactDraft,
  currentContactDraft,
  emptyContactDraft,
  saveContactDraft,
  subscribeContactDraft,
} from "~/lib/contact/contact-draft";
import { contactOutcomeFragment } from "~/lib/contact/contact-outcome";
import { CONTACT_LIMITS, type ContactField as Field, HONEYPOT_FIELD } from "~/lib/contact/contact-schema";
import { ContactField } from "./contact-field";
import { ContactStatus } from "./contact-status";
import { useContactSubmit } from "./use-contact-submit";

// The ids of the fields and their messages. Fixed, not useId: the form is hydrated as an island of its own, and
// useId would count differently on the server (from the page) and in the browser (from the island).
const id = "contact-form";

const fieldClass =
  "mt-2 block w-full rounded-lg border border-white/15 bg-white/5 px-4 py-3 text-white focus:border-violet-300 aria-invalid:border-rose-400";

/**
 * The contact form. Without JavaScript it is a plain form post to /api/contact, checked by the browser's own
 * `required` and `type=email` and answered with a redirect to a status message. Once hydrated, it checks with the
 * shared schema and sends JSON (useContactSubmit); what the visitor types is kept in session storage until it has
 * been sent, including what was typed before the form's script was ready.
 */
export function ContactForm() {
  // The server and the first render after hydration show an empty form, as the HTML does; the visitor's draft
  // (session storage, and whatever was typed before hydration) comes in right after.
  const values = useSyncExternalStore(subscribeContactDraft, currentContactDraft, () => emptyContactDraft);
  // False until hydrated: the server-rendered form must work on its own, with native validation.
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const { errors, sending, submitted, submit, fieldChanged, prepare } = useContactSubmit(values);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // Before the first paint after hydration, and before the fields are set to the draft: what the visitor typed
  // into the server's form becomes the draft, so the fields keep it and Send sends it.
  useLayoutEffect(() => {
    if (formRef.current) adoptTypedValues(formRef.current);
  }, []);

  useEffect(() => {
    // Back from a no-JavaScript post that went through: the draft (if any) has been sent.
    if (window.location.hash === `#${contactOutcomeFragment.sent}`) clearContactDraft();
  }, []);

  const control = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      saveContactDraft({ ...currentContactDraft(), [name]: event.target.value });
      fieldChanged(name);
    },
    maxLength: CONTACT_LIMITS[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: fieldClass,
  });
  const row = (name: Field) => ({ controlId: `${id}-${name}`, error: errors[name] });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(event.currentTarget, submitRef.current);
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/contact"
      noValidate={enhanced}
      onSubmit={onSubmit}
      onFocus={prepare}
      aria-label="Contact form"
      className="space-y-5"
    >
      {!submitted && <ContactStatus />}
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField {...row("name")} label="Name">
          <input {...control("name")} type="text" autoComplete="name" required />
        </ContactField>
        <ContactField {...row("email")} label="Email">
          <input {...control("email")} type="email" autoComplete="email" required />
        </ContactField>
      </div>
      <ContactField
        {...row("company")}
        label={
          <>
            Company <span className="font-normal text-slate-400">(optional)</span>
          </>
        }
      >
        <input {...control("company")} type="text" autoComplete="organization" />
      </ContactField>
      <ContactField {...row("message")} label="Message">
        <textarea {...control("message")} rows={3} required />
      </ContactField>
      {/* The honeypot: `hidden`, so people, screen readers and autofill never reach it; bots fill it in. */}
      <div hidden>
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        ref={submitRef}
        type="submit"
        disabled={sending}
        className="inline-flex cursor-pointer items-center rounded-full bg-accent px-6 py-3 font-semibold text-ink hover:bg-violet-300 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? "Sending Message..." : "Send Message"}
      </button>
    </form>
  );
}

/** The form's enhanced state follows hydration alone: there is nothing to subscribe to. */
function subscribeToNothing(): () => void {
  return () => undefined;
}
