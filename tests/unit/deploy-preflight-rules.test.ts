// @vitest-environment node
// The deploy preflight's placeholder rules, one by one, on content of one or two files (deploy-preflight-copy.ts):
// what each finds, where each value it reports begins and ends, and what it must let pass on either side of it.
import { describe, expect, it } from "vitest";
import { check, freshCopyEachTest, placeholdersIn, writeContent } from "./deploy-preflight-copy.ts";

freshCopyEachTest();

const email = "example e-mail address";
const phone = "fictional phone number";
const url = "example URL";
const videoId = "placeholder video id";
const drive = "placeholder drive file";

/** The findings of one Markdown file holding `lines`, as `kind: value` (their file and line aside). */
async function foundIn(...lines: string[]): Promise<string[]> {
  const found = await placeholdersIn({ "notes.md": lines.join("\n") });
  return found.map((finding) => finding.replace(/ notes\.md:\d+/, ""));
}

describe("example e-mail addresses", () => {
  it("knows every reserved example domain, in any file at any depth, in any letter case", async () => {
    expect(
      await placeholdersIn({
        "es/legal/contacto.ts": [
          "export default {",
          '  sales: "ventas@mail.example.org",',
          '  support: "Escríbanos a soporte@orbitant.test.",',
          '  old: "old@orbitant.invalid",',
          '  partner: "team@example-partners.io",',
          '  root: "HELLO@EXAMPLE.COM",',
          "};",
        ].join("\n"),
        "es/faq.md": "# Preguntas\n\nEscríbanos a hola@example.net.\n",
      }),
    ).toEqual([
      `${email}: es/faq.md:3 hola@example.net`,
      `${email}: es/legal/contacto.ts:2 ventas@mail.example.org`,
      `${email}: es/legal/contacto.ts:3 soporte@orbitant.test`,
      `${email}: es/legal/contacto.ts:4 old@orbitant.invalid`,
      `${email}: es/legal/contacto.ts:6 HELLO@EXAMPLE.COM`,
    ]);
  });

  it("takes the whole address, from the first character of its name to the last of its domain", async () => {
    expect(await foundIn("Write to first.last+tag%1@team.example.com, or (mailto:ana-b@example.org).")).toEqual([
      `${email}: first.last+tag%1@team.example.com`,
      `${email}: ana-b@example.org`,
    ]);
  });

  it("lets pass a domain that only contains a reserved one, or a reserved word as any label but the last", async () => {
    expect(
      await foundIn(
        "hello@notexample.com",
        "hello@example.com.au",
        "hello@example-mail.com",
        "hello@orbitant.testing",
        "hello@test.orbitant.co",
        "hello@invalid.orbitant.co",
      ),
    ).toEqual([]);
  });
});

describe("fictional phone numbers", () => {
  it("finds 555-0100 to 555-0199 in the ways a number is written, with its area and country codes", async () => {
    expect(
      await foundIn(
        "Call +1 (617) 555-0100.",
        "Call 617.555.0199 or 617 555 0142, (617)555-0150 or 5550123.",
        "Call 1-617-555-0111",
      ),
    ).toEqual([
      `${phone}: +1 (617) 555-0100`,
      `${phone}: 617.555.0199`,
      `${phone}: 617 555 0142`,
      `${phone}: (617)555-0150`,
      `${phone}: 5550123`,
      `${phone}: 1-617-555-0111`,
    ]);
  });

  it("lets pass the numbers on either side of the range, and a number that only holds one", async () => {
    expect(await foundIn("555-0099", "555-0200", "555-01234", "9555-0142", "617-555-1042")).toEqual([]);
  });
});

describe("example URLs", () => {
  it("finds an example host by its domain or its name, http or https, in any letter case", async () => {
    expect(
      await foundIn(
        "https://booking.example.com/call",
        "http://demo.example.org/x",
        "HTTPS://Booking.Example.COM/Call",
        "https://orbitant-example.co/",
        "https://www.orbitant.co/example/page",
        "https://calendly.com/orbitant/example-call",
        "https://www.orbitant.co/",
      ),
    ).toEqual([
      `${url}: https://booking.example.com/call`,
      `${url}: http://demo.example.org/x`,
      `${url}: HTTPS://Booking.Example.COM/Call`,
      `${url}: https://orbitant-example.co/`,
      `${url}: https://www.orbitant.co/example/page`,
    ]);
  });

  it("ends an address where the sentence or markup around it takes over", async () => {
    expect(
      await foundIn(
        "See https://hearthline.example.",
        "(https://a.example/x), <https://b.example/y>; https://c.example/z?, \"https://d.example\" 'https://e.example'",
        "[site](https://f.example/path?q=1) https://g.example/{h} https://i.example/a|b https://j.example/a^b https://k.example/a`",
        "https://l.example/a\\b",
      ),
    ).toEqual([
      `${url}: https://hearthline.example`,
      `${url}: https://a.example/x`,
      `${url}: https://b.example/y`,
      `${url}: https://c.example/z`,
      `${url}: https://d.example`,
      `${url}: https://e.example`,
      `${url}: https://f.example/path?q=1`,
      `${url}: https://g.example/`,
      `${url}: https://i.example/a`,
      `${url}: https://j.example/a`,
      `${url}: https://k.example/a`,
      `${url}: https://l.example/a`,
    ]);
  });
});

describe("placeholder videos", () => {
  it("finds orbitant and three digits as a word of its own, in any letter case", async () => {
    expect(await foundIn("orbitant006", "ORBITANT007.", "source: orbitant06", "orbitant0061", "myorbitant008")).toEqual(
      [`${videoId}: orbitant006`, `${videoId}: ORBITANT007`],
    );
  });

  it("finds a drive file whose id says placeholder, wherever the file's path starts, and only by its id", async () => {
    expect(
      await foundIn(
        "https://drive.google.com/file/d/1aPLACEHOLDERvideo01/view",
        "https://drive.google.com/a/orbitant.co/file/d/placeholder-video/view",
        "https://drive.google.com/open?id=placeholder-video",
        "https://drive.google.com/file/d/1aRealVideo2026/placeholder",
        "https://drive.google.com/file/d/1aRealVideo2026/view?usp=placeholder",
        "https://docs.google.com/file/d/placeholder-video/view",
      ),
    ).toEqual([
      `${drive}: https://drive.google.com/file/d/1aPLACEHOLDERvideo01/view`,
      `${drive}: https://drive.google.com/a/orbitant.co/file/d/placeholder-video/view`,
      `${drive}: https://drive.google.com/open?id=placeholder-video`,
    ]);
  });
});

describe("the files it reads", () => {
  it("leaves out comments and the schema library's messages, which no visitor reads", async () => {
    expect(
      await placeholdersIn({
        "notes.ts": [
          'import * as v from "valibot";',
          "// Write to hello@example.com until the real address is given.",
          "/** Videos: orbitant001 and so on. */",
          'export const phone = v.pipe(v.string(), v.regex(/^\\+/, "a number such as +1 (617) 555-0142"));',
          'export const shown = "Call +1 (617) 555-0142";',
        ].join("\n"),
        "named.ts": [
          'import * as v from "valibot";',
          'import { regex } from "valibot";',
          'import { check } from "./rules";',
          'export const a = regex(/^\\+/, "such as 555-0150");',
          'export const b = check("said on a page: 555-0151");',
          'export const c = v.picklist(["555-0152"]);',
        ].join("\n"),
      }),
    ).toEqual([
      `${phone}: named.ts:5 555-0151`,
      `${phone}: named.ts:6 555-0152`,
      `${phone}: notes.ts:5 +1 (617) 555-0142`,
    ]);
  });

  it("reads a module's strings, templates and JSX text", async () => {
    expect(
      await placeholdersIn({
        "page.tsx": [
          "export const Page = ({ a, b }: { a: string; b: string }) => (",
          "  <p title={`Call 555-0160 ${a} or 555-0161 ${b} or 555-0162`}>",
          "    Write to hello@example.com",
          "  </p>",
          ");",
          "export const plain = `555-0163`;",
        ].join("\n"),
      }),
    ).toEqual([
      `${phone}: page.tsx:2 555-0160`,
      `${phone}: page.tsx:2 555-0161`,
      `${phone}: page.tsx:2 555-0162`,
      `${email}: page.tsx:3 hello@example.com`,
      `${phone}: page.tsx:6 555-0163`,
    ]);
  });

  it("reads every kind of module by its last extension alone, and any other file whole", async () => {
    const module = '// 555-0170\nexport const a = "555-0171";\n';
    const files = Object.fromEntries(
      ["a.ts", "b.tsx", "c.mts", "d.cjs", "e.js", "f.jsx", "g.ts.md", "h.mjs.txt"].map((file) => [file, module]),
    );
    expect(await placeholdersIn(files)).toEqual([
      `${phone}: a.ts:2 555-0171`,
      `${phone}: b.tsx:2 555-0171`,
      `${phone}: c.mts:2 555-0171`,
      `${phone}: d.cjs:2 555-0171`,
      `${phone}: e.js:2 555-0171`,
      `${phone}: f.jsx:2 555-0171`,
      `${phone}: g.ts.md:1 555-0170`,
      `${phone}: g.ts.md:2 555-0171`,
      `${phone}: h.mjs.txt:1 555-0170`,
      `${phone}: h.mjs.txt:2 555-0171`,
    ]);
  });

  it("leaves out the content editor's own words (editor/), whose examples of a format are fictional by design", async () => {
    const hint = 'export const hint = "As it is dialled from abroad, such as +1 (617) 555-0142.";\n';
    expect(
      await placeholdersIn({ "editor/field-words.ts": hint, "editorial.ts": hint, "es/editor/field-words.ts": hint }),
    ).toEqual([`${phone}: editorial.ts:1 +1 (617) 555-0142`, `${phone}: es/editor/field-words.ts:1 +1 (617) 555-0142`]);
  });

  it("skips a binary file (one with a zero byte), and reads a text of any language", async () => {
    expect(
      await placeholdersIn({
        "picture.png": Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00]), Buffer.from(" hello@example.com")]),
        "texto.md": "Escríbenos: «hola@example.com»",
      }),
    ).toEqual([`${email}: texto.md:1 hola@example.com`]);
  });

  it("finds nothing at all in a binary file: the made-real copy with one picture added passes whole", async () => {
    writeContent(
      "picture.png",
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00]), Buffer.from(" hi@example.com")]),
    );
    const result = await check();
    expect(result.findings).toEqual([]);
    expect(result.refused).toBe(false);
  });

  it("names a value once a line, on every line it is on, the first line and the last too", async () => {
    expect(
      await placeholdersIn({
        "twice.md": "hello@example.com, again hello@example.com\nno\nand hello@example.com",
      }),
    ).toEqual([`${email}: twice.md:1 hello@example.com`, `${email}: twice.md:3 hello@example.com`]);
  });
});
