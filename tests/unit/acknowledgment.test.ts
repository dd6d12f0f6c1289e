import { describe, expect, it } from "vitest";
import { emptyLeadContext } from "~/lib/contact/lead-context";
import { acknowledgedAddressKey, acknowledgmentRequestBody } from "../../workers/contact/acknowledgment";

const settings = {
  apiUrl: "https://api.example.test",
  serviceId: "service_1",
  templateId: "template_1",
  publicKey: "public_1",
  privateKey: "private_1",
};
const fields = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  company: "Analytical Engines",
  message: "Hello",
  locale: "es" as const,
  context: emptyLeadContext(),
};

const greeting = (name: string) =>
  acknowledgmentRequestBody(settings, "template_ack", { ...fields, name }, "7k3q9x2ab4").template_params.to_name;

describe("the acknowledgment's request", () => {
  it("is the acknowledgment template with the prospect's address, name, language and reference, nothing else", () => {
    expect(acknowledgmentRequestBody(settings, "template_ack", fields, "7k3q9x2ab4")).toEqual({
      lib_version: "4.4.1",
      user_id: "public_1",
      service_id: "service_1",
      template_id: "template_ack",
      accessToken: "private_1",
      template_params: {
        to_email: "ada@example.org",
        to_name: "Ada Lovelace",
        locale: "es",
        message_ref: "7k3q9x2ab4",
      },
    });
  });
});

describe("the greeting", () => {
  it.each([
    ["Ada Lovelace"],
    ["José Ñúñez"],
    ["Zoë O'Brien-Smith"],
    ["李小龍"],
    ["Дмитрий Иванов"],
    // A Persian name joined by a zero-width non-joiner, which the rule reads past and the greeting keeps.
    ["فاطمه\u200cزهرا"],
    // An initial followed by a right-to-left mark, as text typed between two directions carries: read as "A. Cohen".
    ["A.\u200f Cohen"],
    // Initials: a dot followed by one letter, or by a space, is not a host.
    ["J.R.R. Tolkien"],
    ["A. B. Smith"],
    // At the length limit exactly.
    ["A".repeat(60)],
  ])("greets %s by name", (name) => {
    expect(greeting(name)).toBe(name);
  });

  it("greets by the name trimmed, whose length is counted without the spaces around it", () => {
    expect(greeting(`  ${"A".repeat(60)}  `)).toBe("A".repeat(60));
  });

  // Each case is decided by one part of the rule alone: no other part would catch it.
  it.each([
    ["Ada@Lovelace", "an address's @"],
    ["Ada＠Lovelace", "a full-width @"],
    ["Visit https://spam now", "a link's //"],
    ["Ada/Lovelace", "a path's /"],
    ["Ada\\Lovelace", "a backslash, which a browser reads as /"],
    ["Ada <Lovelace", "markup's <"],
    ["Ada> Lovelace", "markup's >"],
    ["Visit www.x now", "www."],
    ["Visit WWW.x now", "WWW. in capitals"],
    ["Visit xn--spam now", "a punycode label"],
    ["Visit XN--spam now", "a punycode label in capitals"],
    ["Visit spam.example now", "an ASCII domain"],
    ["Visit spam.рф now", "a Cyrillic top-level domain"],
    ["Visit spam.भारत now", "a Devanagari top-level domain, a letter then a vowel sign"],
    ["Visit 203.0.113.50 now", "an IPv4 address"],
    ["Visit spam。example now", "the ideographic full stop"],
    ["Visit spam．example now", "the full-width full stop"],
    ["Visit spam｡example now", "the halfwidth ideographic full stop"],
    ["Visit spam﹒example now", "the small full stop"],
    ["Visit spam.\u200bexample now", "a zero-width space hiding a host"],
    ["A".repeat(61), "a name past the length limit"],
  ])("greets %s neutrally (%s): the acknowledgment carries no link in any script", (name) => {
    expect(greeting(name)).toBe("");
  });
});

describe("the acknowledged address's key", () => {
  it("is the SHA-256 of the address trimmed and in lower case, in base64, never the address", async () => {
    const key = await acknowledgedAddressKey("ada@example.org");
    expect(key).toBe("z+AN3kbvlCYB/6+54oJegChYtGDlhrgwWzRMHrgmNX0=");
    expect(await acknowledgedAddressKey("  ADA@Example.org ")).toBe(key);
  });
});
