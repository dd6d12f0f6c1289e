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
    // Marks and joiners a name is written with: decomposed accents, a Vietnamese name, an emoji sequence.
    ["Jose\u0301 Nun\u0303ez"],
    ["Nguyễn Văn An"],
    ["Zoë 👩‍💻"],
    // Letters of names that look like a dot or a slash are letters, not look-alikes: the Catalan middle dot, the
    // katakana no.
    ["Gal·la Puig"],
    ["ノブヒロ"],
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
    ["Call tel:+15550100", "a scheme's colon"],
    ["A".repeat(61), "a name past the length limit"],
  ])("greets %s neutrally (%s): the acknowledgment carries no link in any script", (name) => {
    expect(greeting(name)).toBe("");
  });

  // What the rule reads past, one class at a time: each name is a link or a host only once that class is read
  // past, so leaving the class out of the rule greets it by name. Where two parts of the rule read a class
  // (a variation selector is both a mark and ignorable), one case a part names what only that part decides.
  it.each([
    ["Visit spam.\u200bexample now", "a zero-width space"],
    ["Visit w\u200dww.x now", "a zero-width joiner inside www."],
    ["Visit x\u200cn--spam now", "a zero-width non-joiner inside xn--"],
    ["Visit spam.\u200eexample now", "a left-to-right mark"],
    ["Visit spam.\u202eexample now", "a right-to-left override (a bidi control)"],
    ["Visit spam.\u2066example\u2069 now", "a directional isolate and its end (bidi controls)"],
    ["Visit spam.\u061cexample now", "the Arabic letter mark"],
    ["Visit spam.\u00adexample now", "a soft hyphen"],
    ["Visit spam.\u{e0065}\u{e0078}example now", "tag characters"],
    ["Visit spam.\u2060example now", "a word joiner"],
    ["Visit spam.\ufeffexample now", "a zero-width no-break space"],
    ["Visit spam.\u180eexample now", "the Mongolian vowel separator"],
    ["Visit spam.\ufff9example now", "an interlinear annotation anchor: a format character only"],
    ["Visit w\u3164ww.x now", "a Hangul filler inside www.: shows nothing, though a letter"],
    ["Visit w\ufe0fww.x now", "a variation selector inside www."],
    ["Visit x\u{e0100}n--spam now", "a supplementary variation selector inside xn--"],
    ["Visit x\u0301n--spam now", "a combining accent inside xn--: a mark only"],
    ["Visit w\u0323ww.x now", "a combining dot below inside www."],
    ["Visit spam.\u034fexample now", "the combining grapheme joiner"],
  ])("greets %s neutrally: %s is read past", (name) => {
    expect(greeting(name)).toBe("");
  });

  // Look-alikes of @, /, \\, . and :, folded by the compatibility form or by the rule's own list: each alone makes
  // the name an address, a link or a host.
  it.each([
    ["Ada\ufe6bLovelace", "a small commercial at"],
    ["Ada\uff0fLovelace", "a full-width solidus"],
    ["Visit spam\u2024example now", "a one dot leader"],
    ["Call tel\uff1a+15550100", "a full-width colon"],
    ["Ada\u2044Lovelace", "a fraction slash"],
    ["Ada\u2215Lovelace", "a division slash"],
    ["Ada\u2571Lovelace", "a box-drawing diagonal"],
    ["Ada\u27cbLovelace", "a mathematical rising diagonal"],
    ["Ada\u29f8Lovelace", "a big solidus"],
    ["Ada\u1735Lovelace", "the Philippine single punctuation"],
    ["Ada\u2216Lovelace", "a set minus, for a backslash"],
    ["Ada\u29f5Lovelace", "a reverse solidus operator"],
    ["Ada\u29f9Lovelace", "a big reverse solidus"],
    ["Visit spam\u0660example now", "an Arabic-Indic zero, for a dot"],
    ["Visit spam\u06f0example now", "an extended Arabic-Indic zero"],
    ["Visit spam\u0701example now", "a Syriac supralinear full stop"],
    ["Visit spam\u0702example now", "a Syriac sublinear full stop"],
    ["Visit spam\ua60eexample now", "the Vai full stop"],
    ["Visit spam\u{10a50}example now", "the Kharoshthi dot"],
    ["Call tel\u02f8+15550100", "a modifier letter raised colon"],
    ["Call tel\u0589+15550100", "the Armenian full stop, for a colon"],
    ["Call tel\u05c3+15550100", "the Hebrew sof pasuq"],
    ["Call tel\u0703+15550100", "a Syriac supralinear colon"],
    ["Call tel\u0704+15550100", "a Syriac sublinear colon"],
    ["Call tel\u205a+15550100", "two dot punctuation"],
    ["Call tel\u2236+15550100", "the ratio sign"],
    ["Call tel\ua789+15550100", "a modifier letter colon"],
  ])("greets %s neutrally: %s passes for what it looks like", (name) => {
    expect(greeting(name)).toBe("");
  });
});

describe("each look-alike, read as what it passes for and nothing else", () => {
  // Followed by a space, a dot is an initial's and greeted ("A. B. Smith"), while a slash or a backslash is not:
  // only reading each look-alike as its own character tells the two apart.
  it.each([["\u0660"], ["\u06f0"], ["\u0701"], ["\u0702"], ["\ua60e"], ["\u{10a50}"]])(
    "a dot look-alike (%s) followed by a space is an initial's dot: greeted by name",
    (dot) => {
      expect(greeting(`Ada${dot} Lovelace`)).toBe(`Ada${dot} Lovelace`);
    },
  );

  it.each([["\u1735"], ["\u2044"], ["\u2215"], ["\u2571"], ["\u27cb"], ["\u29f8"], ["\u2216"], ["\u29f5"], ["\u29f9"]])(
    "a slash or backslash look-alike (%s) followed by a space is still a path's: greeted neutrally",
    (slash) => {
      expect(greeting(`Ada${slash} Lovelace`)).toBe("");
    },
  );
});

describe("the acknowledged address's key", () => {
  it("is the SHA-256 of the address trimmed and in lower case, in base64, never the address", async () => {
    const key = await acknowledgedAddressKey("ada@example.org");
    expect(key).toBe("z+AN3kbvlCYB/6+54oJegChYtGDlhrgwWzRMHrgmNX0=");
    expect(await acknowledgedAddressKey("  ADA@Example.org ")).toBe(key);
  });
});
