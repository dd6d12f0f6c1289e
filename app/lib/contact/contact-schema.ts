import * as v from "valibot";
import { defaultLanguage, languageCodes } from "~/lib/language/languages";
import { leadContextEntries } from "./lead-context";
import { leadContextKeys } from "./lead-context-keys";

/**
 * The contact message, as one valibot schema: the browser form checks it before sending, and the Worker's
 * route (workers/contact/contact-route.ts) checks every request with it. Pure module: no DOM, no Worker APIs.
 */

export const CONTACT_LIMITS = { name: 200, email: 254, company: 200, message: 5000 } as const;

/** The product's address rule: non-space text, an at sign, a domain, a dot and more non-space text. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The honeypot: a field people never see (it sits in a `hidden` wrapper, so autofill and password managers
 * skip it too) and bots fill in. A message with it filled is answered as sent and dropped.
 */
export const HONEYPOT_FIELD = "website";

/**
 * The bot check's token (Cloudflare Turnstile), under the name its widget gives the hidden field it adds to a
 * form, so the script's JSON and a plain form post carry it alike. Optional: a message without one is still
 * taken, and held (workers/contact/human-proof.ts).
 */
export const HUMAN_PROOF_FIELD = "cf-turnstile-response";
/**
 * The language the message was written from (the page's): the no-JavaScript post returns to that language's
 * page, and the e-mail names it. A language the site does not have counts as the default one.
 */
export const LANGUAGE_FIELD = "locale";

/** The language field's rule: a language the site does not have, or none, counts as the default one. */
export const languageOfMessage = v.optional(v.fallback(v.picklist(languageCodes), defaultLanguage), defaultLanguage);

/** Turnstile's tokens are at most 2048 characters. */
const HUMAN_PROOF_MAX_LENGTH = 2048;

/** Control characters (Unicode Cc: C0, DEL, C1) and line/paragraph separators: none belong in a one-line field. */
const SINGLE_LINE_NOISE = /[\p{Cc}\u2028\u2029]/gu;
/** In the message, line breaks and tabs stay; other control characters go. */
const MULTI_LINE_NOISE = /[^\P{Cc}\t\n\r]/gu;

export const cleanSingleLine = (text: string): string => text.replace(SINGLE_LINE_NOISE, "").trim();
export const cleanMultiLine = (text: string): string =>
  text
    .replace(/\r\n?|\u2028|\u2029/g, "\n")
    .replace(MULTI_LINE_NOISE, "")
    .trim();

/**
 * Text that shows nothing: white space, control characters and format characters (zero-width spaces and
 * joiners, direction marks, the byte-order mark, Hangul fillers and the other default-ignorable code points).
 */
const INVISIBLE = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;
/** A field of nothing but invisible characters says nothing: it counts as empty. */
const blankIfInvisible = (text: string): string => (INVISIBLE.test(text) ? "" : text);

/**
 * An address keeps what the visitor gave, trimmed: a control or format character inside it (a line break,
 * a NUL, a zero-width space) makes it another address than the one that shows, so it is refused rather
 * than cut out, which would glue the pieces into an address nobody typed.
 */
const ADDRESS_WITHOUT_HIDDEN_CHARACTERS = /^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u;

const singleLine = (max: number) =>
  v.pipe(v.string(), v.transform(cleanSingleLine), v.transform(blankIfInvisible), v.maxLength(max));

const contactSchema = v.strictObject({
  name: v.pipe(singleLine(CONTACT_LIMITS.name), v.nonEmpty()),
  email: v.pipe(
    v.string(),
    v.transform((text) => blankIfInvisible(text.trim())),
    v.nonEmpty(),
    v.maxLength(CONTACT_LIMITS.email),
    v.regex(ADDRESS_WITHOUT_HIDDEN_CHARACTERS),
    v.regex(CONTACT_EMAIL_PATTERN),
  ),
  company: v.optional(singleLine(CONTACT_LIMITS.company), ""),
  message: v.pipe(
    v.string(),
    v.transform(cleanMultiLine),
    v.transform(blankIfInvisible),
    v.nonEmpty(),
    v.maxLength(CONTACT_LIMITS.message),
  ),
  // Any string: a filled honeypot is answered as sent, however long (the body limit bounds it).
  [HONEYPOT_FIELD]: v.optional(v.string(), ""),
  [LANGUAGE_FIELD]: languageOfMessage,
  // A token too long to be one is no proof: the message is held, not refused (the visitor did nothing wrong).
  [HUMAN_PROOF_FIELD]: v.optional(
    v.pipe(
      v.string(),
      v.transform((token) => (token.length > HUMAN_PROOF_MAX_LENGTH ? "" : token.trim())),
    ),
    "",
  ),
  // Where the lead came from (lead-context.ts): a value that breaks its rule is dropped, never refused.
  ...leadContextEntries,
});

export type ContactMessage = v.InferOutput<typeof contactSchema>;

export const contactFields = ["name", "email", "company", "message"] as const;
export type ContactField = (typeof contactFields)[number];
const requiredFields: readonly string[] = ["name", "email", "message"];
const knownFields: readonly string[] = [
  ...contactFields,
  HONEYPOT_FIELD,
  HUMAN_PROOF_FIELD,
  LANGUAGE_FIELD,
  ...leadContextKeys,
];

/**
 * Why a submission was refused, in the order the form checks: an empty required field first
 * ("incomplete"), then a malformed address ("email"); anything else a browser form cannot produce
 * (too long, wrong type, unknown or missing keys, not an object) is "malformed".
 */
export type ContactProblem =
  | { kind: "incomplete"; fields: ContactField[] }
  | { kind: "email" }
  | { kind: "malformed"; fields: string[]; unexpected: boolean };

export type ContactCheck = { ok: true; message: ContactMessage } | { ok: false; problem: ContactProblem };

export function checkContact(input: unknown): ContactCheck {
  const result = v.safeParse(contactSchema, input);
  if (result.success) return { ok: true, message: result.output };

  const fieldOf = (issue: v.BaseIssue<unknown>) => {
    const key = issue.path?.[0]?.key;
    return typeof key === "string" ? key : undefined;
  };
  const isEmptyRequired = (issue: v.BaseIssue<unknown>) => {
    const field = fieldOf(issue);
    if (field === undefined || !requiredFields.includes(field)) return false;
    return issue.type === "non_empty" || (issue.type === "strict_object" && issue.input === undefined);
  };

  const empty = result.issues.filter(isEmptyRequired);
  // A body that is not an object at all has no field to point at.
  const rootIssue = result.issues.some((issue) => !issue.path?.length);
  if (empty.length > 0 && !rootIssue) {
    const fields = contactFields.filter((field) => empty.some((issue) => fieldOf(issue) === field));
    return { ok: false, problem: { kind: "incomplete", fields } };
  }
  if (!rootIssue && result.issues.every((issue) => fieldOf(issue) === "email" && issue.type === "regex")) {
    return { ok: false, problem: { kind: "email" } };
  }
  // Only our own field names are reported: an unknown key is the client's input, and input is never echoed.
  const named = result.issues.map(fieldOf).filter((field): field is string => !!field && knownFields.includes(field));
  const unexpected = result.issues.some((issue) => {
    const field = fieldOf(issue);
    return field !== undefined && !knownFields.includes(field);
  });
  return { ok: false, problem: { kind: "malformed", fields: [...new Set(named)], unexpected } };
}
