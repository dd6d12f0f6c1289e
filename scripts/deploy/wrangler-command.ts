// Runs a wrangler command whose output a deploy script reads (`npx wrangler ...`, the project's wrangler), and
// turns a failure into wrangler's own reason, in one sentence. These commands ask the Cloudflare API: they need a
// login, or CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID as the workflows set them.
import { type ExecFileException, execFile } from "node:child_process";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const root = path.join(import.meta.dirname, "../..");
/** Every such command is one API call or two; an answer slower than this is not coming. */
const WRANGLER_TIMEOUT_MS = 60_000;

/**
 * What the command printed on stdout; rejects with "`wrangler <shown>` failed: <reason>", `shown` being the
 * arguments worth naming to a reader (the command and its environment, say, not the path of the configuration).
 */
export function wranglerOutput(args: readonly string[], shown: readonly string[] = args): Promise<string> {
  const command = `\`wrangler ${shown.join(" ")}\``;
  return new Promise((resolve, reject) => {
    execFile(
      "npx",
      ["wrangler", ...args],
      { cwd: root, timeout: WRANGLER_TIMEOUT_MS, env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} failed: ${wranglerFailure(error, stderr)}`));
        else resolve(stdout);
      },
    );
  });
}

/** Wrangler's own reason, in one sentence: its error line, else the last line it printed. */
function wranglerFailure(error: ExecFileException, stderr: string): string {
  if (error.code === "ENOENT") return "npx was not found";
  if (error.killed) return `no answer within ${WRANGLER_TIMEOUT_MS / 1000} s`;
  // Wrangler colours its errors even when told not to; the colour codes would split "[ERROR]" apart.
  const lines = stripVTControlCharacters(stderr)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("npm warn") && !line.includes("Logs were written"));
  const reported = lines.find((line) => line.includes("[ERROR]"))?.replace(/^.*\[ERROR\]\s*/, "") ?? lines.at(-1);
  return reported?.split(/(?<=[.!?])\s/)[0] ?? `exited with ${error.code ?? "an error"}`;
}

/**
 * The JSON object a wrangler command printed with `--json`, from its first `{` to its last `}` (wrangler may print
 * a banner or a warning around it), or null when there is none that parses.
 */
export function printedJson(stdout: string): unknown {
  const start = stdout.indexOf("{");
  const end = stdout.lastIndexOf("}");
  if (start === -1 || end < start) return null;
  try {
    return JSON.parse(stdout.slice(start, end + 1));
  } catch {
    return null;
  }
}
