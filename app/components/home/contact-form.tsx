import { type SubmitEvent, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { prepareToasts } from "~/components/ui/show-toast";
import {
  adoptTypedValues,
  clearContactDraft,
  currentContactDraft,
  emptyContactDraft,
  saveContactDraft,
  subscribeContactDraft,
} from "~/lib/contact/contact-draft";
import { contactOutcomeFragment } from "~/lib/contact/contact-outcome";
import { createHumanProof } from "~/lib/contact/human-proof-widget";
import type { ContactText } from "~/content/home/home-content.server";
import {
  CONTACT_LIMITS,
  type ContactField as Field,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
} from "~/lib/contact/contact-schema";
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
 * been sent, including what was typed before the form's script was ready. The bot check (Cloudflare Turnstile,
 * `siteKey`) loads once the visitor starts on the form, never with the page. Its words come as props (`text`, in
 * the page's language), and the message says which language and which page (`page`) it was written from.
 */
export function ContactForm({ text, siteKey, page }: { text: ContactText; siteKey: string | null; page: string }) {
  // The server and the first render after hydration show an empty form, as the HTML does; the visitor's draft
  // (session storage, and whatever was typed before hydration) comes in right after.
  const values = useSyncExternalStore(subscribeContactDraft, currentContactDraft, () => emptyContactDraft);
  // False until hydrated: the server-rendered form must work on its own, with native validation.
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [proof] = useState(() => createHumanProof(siteKey, text.language));
  const { errors, sending, submitted, submit, fieldChanged } = useContactSubmit(values, proof, text);
  const { form: words } = text;
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const proofSlotRef = useRef<HTMLDivElement>(null);

  /** The visitor has started on the form: the toasts' script and the bot check come now, not with the page. */
  const prepare = () => {
    prepareToasts();
    if (proofSlotRef.current) proof.start(proofSlotRef.current);
  };

  // Before the first paint after hydration, and before the fields are set to the draft: what the visitor typed
  // into the server's form becomes the draft, so the fields keep it and Send sends it. A visitor already at work
  // in the form (it hydrates as it comes on screen) has started on it.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const started = form.contains(document.activeElement) || contactFieldsHoldText(form);
    adoptTypedValues(form);
    if (started) prepare();
    // oxlint-disable-next-line react/exhaustive-deps -- once, at hydration: `prepare` reads refs only
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
      onInput={prepare}
      aria-label={words.label}
      className="space-y-5"
    >
      {!submitted && <ContactStatus notices={text.notices} />}
      {/* The page's language: the outcome of a post without JavaScript returns to it, and the e-mail says it. */}
      <input type="hidden" name={LANGUAGE_FIELD} value={text.language} />
      {/* The page the message is sent from: the lead's story, even without JavaScript. */}
      <input type="hidden" name="page" value={page} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField {...row("name")} label={words.name}>
          <input {...control("name")} type="text" autoComplete="name" required />
        </ContactField>
        <ContactField {...row("email")} label={words.email}>
          <input {...control("email")} type="email" autoComplete="email" required />
        </ContactField>
      </div>
      <ContactField
        {...row("company")}
        label={
          <>
            {words.company} <span className="font-normal text-slate-400">{words.optional}</span>
          </>
        }
      >
        <input {...control("company")} type="text" autoComplete="organization" />
      </ContactField>
      <ContactField {...row("message")} label={words.message}>
        <textarea {...control("message")} rows={3} required />
      </ContactField>
      {/* Where the bot check's widget goes: empty unless Cloudflare asks the visitor to tick a box. */}
      <div ref={proofSlotRef} className="empty:hidden" />
      {/* The honeypot: `hidden`, so people, screen readers and autofill never reach it; bots fill it in. */}
      <div hidden>
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{words.honeypot}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        ref={submitRef}
        type="submit"
        disabled={sending}
        className="inline-flex cursor-pointer items-center rounded-full bg-accent px-6 py-3 font-semibold text-ink hover:bg-violet-300 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? words.sending : words.send}
      </button>
    </form>
  );
}

function contactFieldsHoldText(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll("input, textarea")].some(
    (control) =>
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      control.type !== "hidden" &&
      control.value !== "",
  );
}

/** The form's enhanced state follows hydration alone: there is nothing to subscribe to. */
function subscribeToNothing(): () => void {
  return () => undefined;
}
