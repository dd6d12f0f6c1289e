// Every picture and video the build serves as a static file (what public/ holds and what the build adds: share
// cards, the drawings of the client logos and the leaders' portraits), opened on its own, is inert: its policy
// sandboxes it and allows no script, and the browser never takes it for another type. The files are found by walking
// the build, so a new folder of pictures without its line in public/_headers fails here. Static files are served
// before the Worker runs: these headers come from the build's `_headers` alone.
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

const client = path.join(import.meta.dirname, "../../build/client");
const PICTURE = /\.(?:svg|png|ico|jpe?g|gif|webp|avif|webm|mp4)$/i;

/** Every picture or video of the build, by its address. */
const pictures = readdirSync(client, { recursive: true, encoding: "utf8" })
  .filter((file) => PICTURE.test(file) && !file.startsWith(`admin${path.sep}`))
  .map((file) => `/${file.split(path.sep).join("/")}`)
  .sort();

/** The policy's directives, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name.toLowerCase(), values]),
  );
}

test("every picture the build serves is sandboxed with no script, and not sniffed", async ({ request }) => {
  // The site's own: posters, slides, the vision page's picture, share cards, logos, the favicon.
  expect(pictures).toEqual(
    expect.arrayContaining([
      "/posters/quantum.svg",
      "/images/slides/quantum.svg",
      "/images/vision-team.svg",
      "/images/client-logos.svg",
      "/cards/quantum.png",
      "/cards/es/quantum.png",
      "/media/slides/quantum.webm",
      "/favicon.svg",
      "/favicon.ico",
      "/logo.png",
      "/share-image.png",
    ]),
  );
  const lacking: string[] = [];
  for (const picture of pictures) {
    const response = await request.head(picture);
    const policy = directives(response.headers()["content-security-policy"] ?? "");
    const sandbox = policy.get("sandbox");
    const scripts = policy.get("script-src") ?? policy.get("default-src");
    const inert =
      response.ok() &&
      sandbox !== undefined &&
      !sandbox.includes("allow-scripts") &&
      scripts?.join(" ") === "'none'" &&
      !policy.has("script-src-elem") &&
      !policy.has("script-src-attr") &&
      response.headers()["x-content-type-options"] === "nosniff";
    if (!inert) lacking.push(`${picture}: ${response.status()} ${JSON.stringify(response.headers())}`);
  }
  expect(lacking).toEqual([]);
});
