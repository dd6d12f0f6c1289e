import { emptyLeadContext } from "~/lib/contact/lead-context";
import { describe, expect, it } from "vitest";
import { CONTACT_EMAIL_PATTERN, checkContact, cleanMultiLine, cleanSingleLine } from "~/lib/contact/contact-schema";

const valid = { name: "Ada Lovelace", email: "ada@example.org", company: "", message: "Hello" };

describe("the required e-mail pattern (non-space, @, domain, dot, non-space)", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.org", "x@y.z"])("accepts %s", (email) => {
    expect(CONTACT_EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(["a@b", "a b@c.d", "a@b c.d", "@b.c", "a@.", "a@@b.c", "a@b.", "", "plain"])("refuses %j", (email) => {
    expect(CONTACT_EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe("checkContact checks empty fields first, then the address", () => {
  it("a valid message passes, cleaned", () => {
    expect(checkContact({ ...valid, name: "  Ada \n" })).toEqual({
      ok: true,
      message: { ...valid, name: "Ada", website: "", locale: "en", "cf-turnstile-response": "", ...emptyLeadContext() },
    });
  });

  it("empty required fields are reported first, even with a malformed address", () => {
    expect(checkContact({ ...valid, name: " ", email: "a@b", message: "\n" })).toEqual({
      ok: false,
      problem: { kind: "incomplete", fields: ["name", "message"] },
    });
  });

  it("an empty e-mail is 'incomplete', not 'email'", () => {
    expect(checkContact({ ...valid, email: "   " })).toEqual({
      ok: false,
      problem: { kind: "incomplete", fields: ["email"] },
    });
  });

  it("then a malformed address", () => {
    expect(checkContact({ ...valid, email: "a@b" })).toEqual({ ok: false, problem: { kind: "email" } });
  });

  it("anything else is 'malformed', naming only our own fields", () => {
    expect(checkContact({ ...valid, company: "c".repeat(201), smuggled: "x" })).toEqual({
      ok: false,
      problem: { kind: "malformed", fields: ["company"], unexpected: true },
    });
    expect(checkContact("text")).toEqual({ ok: false, problem: { kind: "malformed", fields: [], unexpected: false } });
  });
});

describe("cleaning", () => {
  it("one-line fields lose control characters, line breaks and Unicode separators", () => {
    expect(cleanSingleLine(" A\u0000b\r\nc\td\u2028e\u0085f\u007f ")).toBe("Abcdef");
  });
  it("the message keeps its lines (normalised to \\n) and tabs, and loses other control characters", () => {
    expect(cleanMultiLine(" one\r\ntwo\rthree\u2029four\tfive\u0007\u001b ")).toBe("one\ntwo\nthree\nfour\tfive");
  });
});

describe("hidden characters", () => {
  it.each([
    ["a line feed", "ada@exam\nple.org"],
    ["a carriage return", "ada@example.org\r\nBcc: victim@example.net"],
    ["a tab", "ada\t@example.org"],
    ["a NUL", "ada@exa\u0000mple.org"],
    ["a bell", "ada\u0007@example.org"],
    ["a C1 control", "ada@example\u0085.org"],
    ["a Unicode line separator", "ada@example\u2028.org"],
    ["a zero-width space", "ada\u200b@example.org"],
    ["a trailing NUL", "ada@example.org\u0000"],
  ])("an address with %s inside is refused as an address, never glued together", (_case, email) => {
    expect(checkContact({ ...valid, email })).toEqual({ ok: false, problem: { kind: "email" } });
  });

  it("white space around an address is trimmed (a pasted line break at the end is not the address)", () => {
    expect(checkContact({ ...valid, email: " \tada@example.org\r\n" })).toMatchObject({
      ok: true,
      message: { email: "ada@example.org" },
    });
  });

  const invisible = [
    ["control characters", "\u0000\u0001\u007f\u0085"],
    ["zero-width spaces and joiners", "\u200b\u200c\u200d\u2060"],
    ["a byte-order mark and direction marks", "\ufeff\u200e\u200f\u202e"],
    ["a soft hyphen and a Hangul filler", "\u00ad\u3164"],
    ["a mix with spaces and line breaks", " \u200b\n\u0000\u00a0\u2028"],
  ];

  it.each(invisible)("a name, address and message of nothing but %s count as empty", (_case, text) => {
    expect(checkContact({ ...valid, name: text, email: text, message: text })).toEqual({
      ok: false,
      problem: { kind: "incomplete", fields: ["name", "email", "message"] },
    });
  });

  it.each(invisible)("a company of nothing but %s is no company", (_case, text) => {
    expect(checkContact({ ...valid, company: text })).toMatchObject({ ok: true, message: { company: "" } });
  });

  it("visible text with a joiner inside (an emoji sequence, a name in a joining script) is kept as it is", () => {
    const family = "\u{1f468}\u200d\u{1f469}\u200d\u{1f467}";
    expect(
      checkContact({ ...valid, name: "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", message: family }),
    ).toMatchObject({
      ok: true,
      message: { name: "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", message: family },
    });
  });
});
