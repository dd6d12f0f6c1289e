import { describe, expect, it } from "vitest";
import { CONTACT_EMAIL_PATTERN, checkContact, cleanMultiLine, cleanSingleLine } from "~/lib/contact-schema";

const valid = { name: "Ada Lovelace", email: "ada@example.org", company: "", message: "Hello" };

describe("the spec's e-mail pattern (non-space, @, domain, dot, non-space)", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.org", "x@y.z"])("accepts %s", (email) => {
    expect(CONTACT_EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(["a@b", "a b@c.d", "a@b c.d", "@b.c", "a@.", "a@@b.c", "a@b.", "", "plain"])("refuses %j", (email) => {
    expect(CONTACT_EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe("checkContact follows spec section 5's order", () => {
  it("a valid message passes, cleaned", () => {
    expect(checkContact({ ...valid, name: "  Ada \n" })).toEqual({
      ok: true,
      message: { ...valid, name: "Ada", website: "" },
    });
  });

  it("empty required fields are reported first, even with a malformed address", () => {
    expect(checkContact({ ...valid, name: " ", email: "a@b", message: "\n" })).toEqual({
      ok: false,
      problem: { kind: "incomplete", fields: ["name", "message"] },
    });
  });

  it("an empty e-mail is 'incomplete', not 'email'", () => {
    expect(checkContact({ ...valid, email: "   " })).toEqual({ ok: false, problem: { kind: "incomplete", fields: ["email"] } });
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
