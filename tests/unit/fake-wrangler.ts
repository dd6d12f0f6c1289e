// A stand-in for `npx wrangler ...` on PATH, for tests that run a deploy script as a command: it prints what the
// test says on stdout and stderr, exits with the test's status, and records the arguments it was called with.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";

export interface FakeWrangler {
  /** Runs `node <script> ...args` with the stand-in first on PATH. */
  run(script: string, args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** The arguments of each call to the stand-in, one array a call. */
  calls(): string[][];
  remove(): void;
}

/**
 * `output`: the entries the stand-in appends to $WRANGLER_OUTPUT_FILE_PATH (one JSON object a line), as wrangler
 * records a deploy or a version upload there.
 */
export function fakeWrangler(answer: {
  stdout?: string;
  stderr?: string;
  code?: number;
  output?: unknown[];
}): FakeWrangler {
  const dir = mkdtempSync(path.join(tmpdir(), "fake-wrangler-"));
  const callsFile = path.join(dir, "calls");
  writeFileSync(path.join(dir, "stdout"), answer.stdout ?? "");
  writeFileSync(path.join(dir, "stderr"), answer.stderr ?? "");
  writeFileSync(callsFile, "");
  writeFileSync(path.join(dir, "output"), (answer.output ?? []).map((entry) => `${JSON.stringify(entry)}\n`).join(""));
  const npx = path.join(dir, "npx");
  // One call a line, its arguments separated by a tab (none of the scripts' arguments holds one).
  writeFileSync(
    npx,
    [
      "#!/bin/sh",
      `(IFS="$(printf '\\t')"; printf '%s\\n' "$*") >> "${callsFile}"`,
      `cat "${path.join(dir, "stdout")}"`,
      `if [ -n "$WRANGLER_OUTPUT_FILE_PATH" ]; then cat "${path.join(dir, "output")}" >> "$WRANGLER_OUTPUT_FILE_PATH"; fi`,
      `cat "${path.join(dir, "stderr")}" >&2`,
      `exit ${answer.code ?? 0}`,
      "",
    ].join("\n"),
  );
  chmodSync(npx, 0o755);
  return {
    run: (script, args) =>
      new Promise((resolve) => {
        const env = { ...process.env, PATH: `${dir}${path.delimiter}${process.env.PATH ?? ""}` };
        execFile(process.execPath, [script, ...args], { env }, (error, stdout, stderr) => {
          resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr });
        });
      }),
    calls: () =>
      readFileSync(callsFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split("\t")),
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
