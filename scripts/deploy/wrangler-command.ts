// Runs a wrangler command whose output a deploy script reads (`npx wrangler ...`, the project's wrangler), and
// turns a failure into wrangler's own reason, in one sentence. These commands ask the Cloudflare API: they need a
// login, or CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID as the workflows set them.
import { type ExecFileException, execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const root = path.join(import.meta.dirname, "../..");
/** A command that asks Cloudflare makes one API call or two; an answer slower than this is not coming. */
const ASK_TIMEOUT_MS = 60_000;
/**
 * One that uploads the Worker and the site's files (14 MB on a first deploy) or applies D1 migrations takes longer,
 * and one stopped halfway leaves the environment between two states.
 */
const UPLOAD_TIMEOUT_MS = 600_000;

/** The time `wrangler <args>` is given before it is stopped. */
export function wranglerTimeoutMs(args: readonly string[]): number {
  const [command, subcommand] = args;
  const uploads =
    command === "deploy" ||
    (command === "versions" && subcommand === "upload") ||
    (command === "d1" && subcommand === "migrations");
  return uploads ? UPLOAD_TIMEOUT_MS : ASK_TIMEOUT_MS;
}

/**
 * What the command printed on stdout; rejects with "`wrangler <shown>` failed: <reason>", `shown` being the
 * arguments worth naming to a reader (the command and its environment, say, not the path of the configuration).
 */
export function wranglerOutput(
  args: readonly string[],
  shown: readonly string[] = args,
  env: Record<string, string> = {},
): Promise<string> {
  const command = `\`wrangler ${shown.join(" ")}\``;
  const timeout = wranglerTimeoutMs(args);
  return new Promise((resolve, reject) => {
    execFile(
      "npx",
      ["wrangler", ...args],
      { cwd: root, timeout, env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1", ...env } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} failed: ${wranglerFailure(error, stderr, timeout)}`));
        else resolve(stdout);
      },
    );
  });
}

/**
 * Wrangler's own reason, on one line: the first sentence of its error, else of the last line it printed. A failed
 * API call's error says only which call failed; Cloudflare's reason is the note under it, which is added:
 * "A request to the Cloudflare API (/accounts/.../deployments) failed: Authentication error [code: 10000]".
 */
function wranglerFailure(error: ExecFileException, stderr: string, timeout: number): string {
  if (error.code === "ENOENT") return "npx was not found";
  if (error.killed) return `no answer within ${timeout / 1000} s`;
  // Wrangler colours its errors even when told not to; the colour codes would split "[ERROR]" apart.
  const lines = stripVTControlCharacters(stderr)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("npm warn") && !line.includes("Logs were written"));
  const at = lines.findIndex((line) => line.includes("[ERROR]"));
  const reported = at === -1 ? lines.at(-1) : lines[at]?.replace(/^.*\[ERROR\]\s*/, "");
  const sentence = reported?.split(/(?<=[.!?])\s/)[0];
  if (sentence === undefined) return `exited with ${error.code ?? "an error"}`;
  const note = lines[at + 1];
  if (
    at !== -1 &&
    sentence.startsWith("A request to the Cloudflare API") &&
    note &&
    !/\[ERROR\]|^APIError/.test(note)
  ) {
    return `${sentence.replace(/\.$/, "")}: ${note}`;
  }
  return sentence;
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

/**
 * Runs `wrangler <args>` as wranglerOutput does, and reads what it wrote to its output file (WRANGLER_OUTPUT_FILE_PATH,
 * one JSON object a line: `{ "type": "deploy" | "version-upload", "version_id": ... }` and the like), the record
 * GitHub's wrangler-action reads too. The arguments shown in a failure are those before the first option.
 */
export async function wranglerWithOutput(args: readonly string[]): Promise<{ stdout: string; entries: unknown[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), "wrangler-output-"));
  const file = path.join(dir, "output.jsonl");
  try {
    const firstOption = args.findIndex((arg) => arg.startsWith("--"));
    const shown = [...args.slice(0, firstOption === -1 ? args.length : firstOption)];
    const envName = args.indexOf("--env");
    if (envName !== -1) shown.push("--env", args[envName + 1] ?? "");
    const stdout = await wranglerOutput(args, shown, { WRANGLER_OUTPUT_FILE_PATH: file });
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      // wrangler wrote nothing
    }
    const entries = text
      .split("\n")
      .filter(Boolean)
      .flatMap((line): unknown[] => {
        try {
          return [JSON.parse(line)];
        } catch {
          return [];
        }
      });
    return { stdout, entries };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
