import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { svgProblems } from "./picture-safety";

/**
 * The SVG pictures in public/ (the ones the editor uploads included), by their repository path, as text: read from
 * disk by the content check (check-content.server.ts), which runs in the build and the tests, never on a request.
 */
export function publicSvgPictures(
  folder = fileURLToPath(new URL("../../public/", import.meta.url)),
): Readonly<Record<string, string>> {
  const names = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.toLowerCase().endsWith(".svg"),
  );
  return Object.fromEntries(
    names.sort().map((name) => [`public/${name.split("\\").join("/")}`, readFileSync(`${folder}${name}`, "utf8")]),
  );
}

/** Every SVG picture's problems (picture-safety.ts), each naming its file. */
export function pictureProblems(pictures: Readonly<Record<string, string>> = publicSvgPictures()): string[] {
  return Object.entries(pictures).flatMap(([file, text]) => svgProblems(file, text));
}
