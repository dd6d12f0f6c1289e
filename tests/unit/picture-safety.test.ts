import { describe, expect, it } from "vitest";
import { contentProblems } from "~/content/check-content.server";
import { svgProblems } from "~/content/picture-safety";
import { pictureProblems, publicSvgPictures } from "~/content/public-pictures.server";

// An SVG in public/ (where the editor uploads posters and pictures) that holds more than a drawing fails the content
// check, naming the file: script, event handlers, javascript: addresses however spelled, references to other sites,
// entity declarations, HTML inside the drawing, animations that rewrite links or handlers. The site's own drawings
// pass, and so do a drawing's references to itself.

const svg = (inside: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inside}</svg>`;
const file = "public/posters/planted.svg";

describe("an SVG picture holds a drawing and nothing else", () => {
  it.each([
    ["a script", svg("<script>fetch('/x')</script>")],
    ["a script", svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">1</svg:script>')],
    ["an event handler", svg("<rect/>", ' onload="fetch(1)"')],
    ["an event handler", svg('<rect width="1"\nonclick = "x()"/>')],
    ["a javascript: address", svg('<a href="javascript:fetch(1)"><rect/></a>')],
    ["a javascript: address", svg('<a xlink:href="java&#x73;cript&colon;fetch(1)"><rect/></a>')],
    ["a javascript: address", svg('<a href="jav\tascript:fetch(1)"><rect/></a>')],
    ["a reference to another site", svg('<image href="https://elsewhere.example/a.png"/>')],
    ["a reference to another site", svg('<use xlink:href="//elsewhere.example/sprite.svg#a"/>')],
    ["a reference to another site", svg('<rect style="fill: url(https://elsewhere.example/p.svg#g)"/>')],
    ["a reference to another site", svg("<style>@import 'https://elsewhere.example/s.css';</style>")],
    ["an entity declaration", `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg("<text>&x;</text>")}`],
    [
      "HTML inside the drawing",
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    ],
    ["an animation that rewrites a link or an event handler", svg('<a><set attributeName="href" to="#x"/></a>')],
  ])("refuses a picture that holds %s, naming the file and what to do", (holds, text) => {
    const [problem, ...more] = svgProblems(file, text);
    expect(more).toEqual([]);
    expect(problem).toMatch(new RegExp(`^public/posters/planted\\.svg: refused: the picture holds ${holds} \\(`));
    expect(problem).toContain("export it again from the drawing program as a plain SVG");
  });

  it("refuses a file that is not an SVG drawing, such as a PNG named .svg", () => {
    expect(svgProblems(file, "\x89PNG\r\n\x1a\n\0\0\0\rIHDR")).toEqual([
      "public/posters/planted.svg: refused: this is not an SVG drawing. Upload the picture again as an SVG file.",
    ]);
  });

  it("accepts a drawing's references to itself, its namespaces and an embedded picture", () => {
    const drawing = svg(
      '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" style="stroke: url(\'#g\')"/>' +
        '<use href="#g"/><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/>' +
        "<text>Online, one more onward</text>",
    );
    expect(svgProblems(file, drawing)).toEqual([]);
  });

  it("passes every picture the site has, and the content check reports a planted one by its file", () => {
    const pictures = publicSvgPictures();
    expect(Object.keys(pictures)).toContain("public/posters/quantum.svg");
    expect(pictureProblems(pictures)).toEqual([]);
    const planted = { ...pictures, [file]: svg("<script>1</script>") };
    expect(contentProblems(undefined, undefined, planted)).toEqual([
      expect.stringMatching(/^public\/posters\/planted\.svg: refused: the picture holds a script/),
    ]);
  });
});
