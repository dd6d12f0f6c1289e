// @vitest-environment node
// npm test has no type check of its own: the lint (`npm run lint:oxlint`) reports TypeScript's errors from the
// program its typed rules build (docs/decisions/0081-types-checked-by-the-linter.md). The script's own command, with
// the repository's lint configuration, run on a folder holding one type error and nothing a lint rule objects to,
// must fail on that error.
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "../..");
const scripts = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;
const folder = mkdtempSync(path.join(tmpdir(), "type-check-"));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function lint(): Promise<{ code: number; output: string }> {
  const [command, ...args] = (scripts["lint:oxlint"] ?? "").split(" ");
  return new Promise((resolve) => {
    // oxlint looks for its typed linter in the folder's node_modules; this folder has none.
    const env = { ...process.env, OXLINT_TSGOLINT_PATH: path.join(root, "node_modules/.bin/tsgolint") };
    execFile(
      path.join(root, "node_modules/.bin", command ?? ""),
      args,
      { cwd: folder, env },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr });
      },
    );
  });
}

describe("the lint's type check", { timeout: 60_000 }, () => {
  it("fails on a value of the wrong type, naming TypeScript's error", async () => {
    copyFileSync(path.join(root, ".oxlintrc.json"), path.join(folder, ".oxlintrc.json"));
    writeFileSync(
      path.join(folder, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ["*.ts"] }),
    );
    writeFileSync(path.join(folder, "wrong-type.ts"), 'export const count: number = "three";\n');
    const { code, output } = await lint();
    expect(output).toContain("TS2322");
    expect(output).toContain("wrong-type.ts");
    expect(code).toBe(1);
  });
});
