import * as v from "valibot";
import { CONTACT_LIMITS, type ContactField } from "./contact-schema";

/**
 * What the visitor has typed into the contact form, kept in session storage until it is sent, so a reload
 * (or a failed send followed by one) loses nothing. Storage is another program's data: it is read through a
 * schema, and a storage that refuses (private modes, quota) only means no draft.
 */

export const CONTACT_DRAFT_KEY = "contactDraft";

export type ContactDraft = Record<ContactField, string>;

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

export function loadContactDraft(): ContactDraft | null {
  try {
    const raw = sessionStorage.getItem(CONTACT_DRAFT_KEY);
    if (!raw) return null;
    const result = v.safeParse(draftSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export function saveContactDraft(draft: ContactDraft): void {
  try {
    if (Object.values(draft).every((value) => value === "")) sessionStorage.removeItem(CONTACT_DRAFT_KEY);
    else sessionStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // No storage, no draft: the form itself still works.
  }
}

export function clearContactDraft(): void {
  saveContactDraft(emptyContactDraft);
}
