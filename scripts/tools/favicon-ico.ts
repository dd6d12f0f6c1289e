// Draws public/favicon.ico from public/favicon.svg: 16, 32 and 48 px, each a PNG inside the ICO container (the
// form every browser since 2007 reads). Pages name the SVG; the ICO answers the browsers and crawlers that ask for
// /favicon.ico by habit, as every browser does for a document that names no icon (robots.txt, sitemap.xml, a
// share card), which would otherwise get the not-found page. Run it again when the SVG changes: `npm run favicon`.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const publicDir = fileURLToPath(new URL("../../public/", import.meta.url));
const sizes = [16, 32, 48];

const svg = await readFile(`${publicDir}favicon.svg`, "utf8");
const images = sizes.map((size) => new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng());

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) an image, then the images.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, index) => {
  const entry = 6 + 16 * index;
  const size = sizes[index] ?? 0;
  header.writeUInt8(size, entry); // width (0 would mean 256)
  header.writeUInt8(size, entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});

const ico = Buffer.concat([header, ...images]);
await writeFile(`${publicDir}favicon.ico`, ico);
console.log(`public/favicon.ico: ${sizes.join(", ")} px, ${ico.length} bytes`);
