import * as v from "valibot";
import { CONTACT_LIMITS, type ContactField, contactFields } from "./contact-schema";

/**
 * What the visitor has typed into the contact form: the form's own state, kept in session storage until it has
 * been sent, so a reload (or a failed send followed by one) loses nothing. The form reads it as an external store
 * (useSyncExternalStore): storage is the source, and the form renders whatever it holds. Storage is another
 * program's data: it is read through a schema, clipped to the fields' limits; a storage that refuses (private
 * modes, quota) leaves the draft in memory, for this page only.
 */

export const CONTACT_DRAFT_KEY = "contactDraft";

export type ContactDraft = Readonly<Record<ContactField, string>>;

export const emptyContactDraft: ContactDraft = { name: "", email: "", company: "", message: "" };

const draftField = (max: number) =>
  v.fallback(
    v.pipe(
      v.string(),
      v.transform((text) => text.slice(0, max)),
    ),
    "",
  );

const draftSchema = v.object({
  name: draftField(CONTACT_LIMITS.name),
  email: draftField(CONTACT_LIMITS.email),
  company: draftField(CONTACT_LIMITS.company),
  message: draftField(CONTACT_LIMITS.message),
});

/** The draft a stored text holds, or none for no text, foreign text or bad JSON. */
function parseDraft(raw: string | null): ContactDraft | null {
  if (!raw) return null;
  try {
    const result = v.safeParse(draftSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** The draft as stored now, read afresh (storage may be changed by another tab or by tests). */
export function loadContactDraft(): ContactDraft | null {
  try {
    return parseDraft(sessionStorage.getItem(CONTACT_DRAFT_KEY));
  } catch {
    return null;
  }
}

let current: ContactDraft | undefined;
const listeners = new Set<() => void>();

/** The draft now: stable between changes, as useSyncExternalStore needs. */
export function currentContactDraft(): ContactDraft {
  current ??= loadContactDraft() ?? emptyContactDraft;
  return current;
}

export function subscribeContactDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces the draft and keeps it in storage (an empty draft is removed from storage). */
export function saveContactDraft(draft: ContactDraft): void {
  current = draft;
  try {
    if (Object.values(draft).every((value) => value === "")) sessionStorage.removeItem(CONTACT_DRAFT_KEY);
    else sessionStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // No storage: the draft lives in memory, and the form still works.
  }
  for (const listener of listeners) listener();
}

export function clearContactDraft(): void {
  saveContactDraft(emptyContactDraft);
}

/**
 * Takes over what the visitor typed into the server's form before its script was ready: the page is a working
 * form from its first paint, and the form's state starts from the draft, which never saw those keystrokes. A
 * field that holds text keeps it (clipped to its limit) over the draft's; an empty one leaves the draft's value.
 */
export function adoptTypedValues(form: HTMLFormElement): void {
  const draft = currentContactDraft();
  const typed: Partial<Record<ContactField, string>> = {};
  for (const field of contactFields) {
    const control = form.elements.namedItem(field);
    const value =
      control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
        ? control.value.slice(0, CONTACT_LIMITS[field])
        : "";
    if (value !== "" && value !== draft[field]) typed[field] = value;
  }
  if (Object.keys(typed).length > 0) saveContactDraft({ ...draft, ...typed });
}
