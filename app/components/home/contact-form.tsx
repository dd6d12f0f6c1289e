import {
  type ChangeEvent,
  type ReactNode,
  type SubmitEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { contactOutcomeFragment } from "~/lib/contact/contact-outcome";
import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactProblem,
  checkContact,
  contactFields,
  HONEYPOT_FIELD,
} from "~/lib/contact/contact-schema";
import {
  adoptTypedValues,
  clearContactDraft,
  currentContactDraft,
  emptyContactDraft,
  saveContactDraft,
  subscribeContactDraft,
} from "~/lib/contact/contact-draft";
import { sendContactMessage } from "~/lib/contact/send-contact-message";
import { prepareToasts, showToast } from "~/components/ui/show-toast";
import { contactNotices } from "./contact-notices";
import { ContactStatus } from "./contact-status";

/** Field errors shown under the fields (a toast fades; the field keeps saying what is wrong). */
type FieldErrors = Partial<Record<ContactField, string>>;

function feedbackFor(problem: ContactProblem): FieldErrors {
  switch (problem.kind) {
    case "incomplete": {
      // First check: a destructive toast.
      showToast("error", contactNotices.incomplete.title, {
        id: "contact-check",
        description: contactNotices.incomplete.description,
      });
      return Object.fromEntries(problem.fields.map((field) => [field, "This field is required."]));
    }
    case "email":
      // Second check: a plain toast.
      showToast("message", contactNotices.email.title, {
        id: "contact-check",
        description: contactNotices.email.description,
      });
      return { email: contactNotices.email.description };
    case "malformed":
      // Unreachable from this form: its fields hold strings within their maxLength, and a restored draft is
      // clipped to the same limits. Were it ever reached, the fields it names are marked like missing ones.
      return feedbackFor({
        kind: "incomplete",
        fields: contactFields.filter((field) => problem.fields.includes(field)),
      });
  }
}

const fieldClass =
  "mt-2 block w-full rounded-lg border border-white/15 bg-white/5 px-4 py-3 text-white focus:border-violet-300 aria-invalid:border-rose-400";

/**
 * The contact form. Without JavaScript it is a plain form post to /api/contact,
 * checked by the browser's own `required` and `type=email` and answered with a redirect to a status message.
 * Once hydrated, it checks with the shared schema, sends JSON with fetch and answers with toasts; what the
 * visitor types is kept in session storage until it has been sent.
 */
export function ContactForm() {
  const id = useId();
  // The server and the first render after hydration show an empty form, as the HTML does; the visitor's draft
  // (session storage, and whatever was typed before hydration) comes in right after.
  const values = useSyncExternalStore(subscribeContactDraft, currentContactDraft, () => emptyContactDraft);
  // False until hydrated: the server-rendered form must work on its own, with native validation.
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [showPostOutcome, setShowPostOutcome] = useState(true);
  const sendingRef = useRef(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Before the first paint after hydration, and before the fields are set to the draft: what the visitor typed
  // into the server's form becomes the draft, so the fields keep it and Send sends it.
  useLayoutEffect(() => {
    if (formRef.current) adoptTypedValues(formRef.current);
  }, []);

  useEffect(() => {
    // Back from a no-JavaScript post that went through: the draft (if any) has been sent.
    if (window.location.hash === `#${contactOutcomeFragment.sent}`) clearContactDraft();
  }, []);

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    saveContactDraft({ ...currentContactDraft(), [field]: event.target.value });
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  async function submit(form: HTMLFormElement) {
    if (sendingRef.current) return;
    setShowPostOutcome(false);

    const honeypot = new FormData(form).get(HONEYPOT_FIELD);
    const check = checkContact({ ...values, [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "" });
    if (!check.ok) {
      const fieldErrors = feedbackFor(check.problem);
      setErrors(fieldErrors);
      const first = contactFields.find((field) => fieldErrors[field]);
      const control = first && form.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }

    setErrors({});
    sendingRef.current = true;
    setSending(true);
    const result = await sendContactMessage(check.message);
    sendingRef.current = false;
    setSending(false);

    if (result.ok) {
      showToast("success", contactNotices.sent.title, { description: contactNotices.sent.description });
      clearContactDraft();
    } else {
      // The values stay in the fields (and in the draft); the visitor can try again or write to us.
      console.error(`Contact message not sent: ${result.code} (status ${result.status})`);
      showToast("error", contactNotices.failed.title, {
        description: contactNotices.failed.description,
        duration: 10_000,
      });
    }
    // The disabled button dropped focus while sending: give it back rather than leave it on the page body.
    if (document.activeElement === document.body) submitRef.current?.focus();
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(event.currentTarget);
  }

  const field = (name: ContactField) => {
    const error = errors[name];
    return {
      id: `${id}-${name}`,
      name,
      value: values[name],
      onChange: onChange(name),
      maxLength: CONTACT_LIMITS[name],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      className: fieldClass,
    };
  };
  /** A field's label, control and (when there is one) its error, tied together by ids. */
  const labelled = (name: ContactField, label: ReactNode, control: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      {control}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-rose-300">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/contact"
      noValidate={enhanced}
      onSubmit={onSubmit}
      // The toasts' script loads once the visitor starts on the form, so it is there when a toast is due, even
      // if the network drops meanwhile (the failure toast must still show).
      onFocus={prepareToasts}
      aria-label="Contact form"
      className="space-y-5"
    >
      {showPostOutcome && <ContactStatus />}
      <div className="grid gap-5 sm:grid-cols-2">
        {labelled("name", "Name", <input {...field("name")} type="text" autoComplete="name" required />)}
        {labelled("email", "Email", <input {...field("email")} type="email" autoComplete="email" required />)}
      </div>
      {labelled(
        "company",
        <>
          Company <span className="font-normal text-slate-400">(optional)</span>
        </>,
        <input {...field("company")} type="text" autoComplete="organization" />,
      )}
      {labelled("message", "Message", <textarea {...field("message")} rows={3} required />)}
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
