import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { routeTable } from "./route-table";
import { insightPagesIn } from "./site-words";
import { afterSystemPackages, SYSTEM_PACKAGES_WAIT_MS } from "./system-packages";

// Every page's HTML as the server sends it (prerendered file or Worker render), checked by the Nu HTML Checker
// (vnu.jar from the vnu-jar package, run on the machine's Java, which `npm test` installs when missing).
const vnuJar = fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));
const notFoundPath = "/no/such/page";

/**
 * CSS the checker's grammar does not know yet, though browsers do: the cross-document view transition opt-in
 * (`@view-transition`, inline in every page's head). Only that message, for that at-rule, is let through.
 */
function checkerPredates(message: VnuMessage): boolean {
  return message.message.startsWith("CSS: Unrecognized at-rule “@view-transition”");
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test("every page's server-rendered HTML, the 404 page too, passes the Nu HTML Checker with no error", async ({
  request,
}, testInfo) => {
  test.setTimeout(90_000 + SYSTEM_PACKAGES_WAIT_MS);
  const files = new Map<string, string>();
  const insightPages = [...insightPagesIn("en"), ...insightPagesIn("es")].map((entry) => entry.path);
  for (const path of [...routeTable.map((route) => route.path), "/es/insights", ...insightPages, notFoundPath]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === notFoundPath ? 404 : 200);
    const file = testInfo.outputPath(`${path === "/" ? "home" : path.slice(1).replace(/\//g, "--")}.html`);
    await writeFile(file, await response.body());
    files.set(`file:${file}`, path);
  }

  await afterSystemPackages(); // Java
  let output: string;
  try {
    ({ stdout: output } = await promisify(execFile)(
      "java",
      [
        // One short run: the quick compiler alone costs about half the CPU of the default two (the checker's own
        // stack check asks for 512 KB at least; it needs more once compiled that way).
        "-XX:TieredStopAtLevel=1",
        "-Xss4m",
        "-jar",
        vnuJar,
        "--format",
        "json",
        "--errors-only",
        "--exit-zero-always",
        "--stdout",
        ...[...files.keys()].map((url) => url.slice("file:".length)),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ));
  } catch (error) {
    throw new Error(`could not run the Nu HTML Checker (is Java installed? .ci/run installs it): ${String(error)}`);
  }
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .filter((message) => !checkerPredates(message))
    .map(
      (message) =>
        `${files.get(message.url ?? "") ?? message.url}:${message.lastLine ?? "?"} ${message.message} «${message.extract ?? ""}»`,
    );
  expect(errors).toEqual([]);
});
