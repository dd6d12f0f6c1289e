import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import type { ConfigEnv } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import viteConfig from "../../vite.config";
import { buildProcessEnv, previewRuntimeV8Flags } from "../../scripts/build/build-memory.ts";

// The build's memory settings (decision 0084): glibc's arenas for the build's Node process, given from outside by
// the script `npm run build` runs, and V8's flags for the workerd that answers the prerender.

const run = promisify(execFile);
const wrapper = "scripts/build/build-site.ts";
// Each Node process started says, as it starts, the arena setting it got, its pid, its flags for V8 and its
// arguments: the script's own, then the build's.
const sayStart =
  "--import=data:text/javascript,console.log('arenas:'+process.env.MALLOC_ARENA_MAX+';pid:'+process.pid+';v8:'+process.execArgv.join(',')+';args:'+process.argv.slice(2).join(','))";

describe("the build's process", () => {
  it("is React Router's build, started with two malloc arenas and a fixed heap growth in the script's own process, its arguments passed on", async () => {
    const { stdout } = await run(process.execPath, [wrapper, "--version"], {
      env: { ...process.env, MALLOC_ARENA_MAX: undefined, NODE_OPTIONS: sayStart },
    });
    const { version } = JSON.parse(readFileSync("node_modules/@react-router/dev/package.json", "utf8")) as {
      version: string;
    };
    const [script, build, ...rest] = stdout.split("\n").filter(Boolean);
    const pid = /;pid:(\d+);/.exec(script ?? "")?.[1];
    expect([script, build, ...rest]).toEqual([
      `arenas:undefined;pid:${pid};v8:;args:--version`,
      `arenas:2;pid:${pid};v8:--heap-growing-percent=50;args:build,--version`,
      version,
    ]);
  });

  it("keeps an arena count the caller sets", () => {
    const env = buildProcessEnv({ ...process.env, MALLOC_ARENA_MAX: "4" });
    expect(env.MALLOC_ARENA_MAX).toBe("4");
    expect(env.PATH).toBe(process.env.PATH);
  });

  it("ends with the build's exit code", async () => {
    const failed = await run(process.execPath, [wrapper, "--no-such-option"]).then(
      () => 0,
      (error: unknown) => (error as { code: number }).code,
    );
    expect(failed).toBe(1);
  });

  it("is what npm run build runs", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.build).toBe(`node ${wrapper}`);
  });
});

describe("the preview's workerd, which answers the prerender", () => {
  const given = process.env.MINIFLARE_WORKERD_V8_FLAGS;
  afterEach(() => {
    if (given === undefined) delete process.env.MINIFLARE_WORKERD_V8_FLAGS;
    else process.env.MINIFLARE_WORKERD_V8_FLAGS = given;
  });
  const configFor = (env: Partial<ConfigEnv>) => viteConfig({ command: "serve", mode: "production", ...env });

  it("collects its isolates' garbage early: a small young generation, an old one first collected at 8 MB", () => {
    delete process.env.MINIFLARE_WORKERD_V8_FLAGS;
    configFor({ isPreview: true });
    expect(process.env.MINIFLARE_WORKERD_V8_FLAGS).toBe(previewRuntimeV8Flags);
    expect(previewRuntimeV8Flags.split(" ").sort()).toEqual(["--initial-old-space-size=8", "--max-semi-space-size=1"]);
  });

  it("is left to V8's defaults in development and in the build itself", () => {
    delete process.env.MINIFLARE_WORKERD_V8_FLAGS;
    configFor({ isPreview: false });
    configFor({ command: "build", isPreview: false });
    expect(process.env.MINIFLARE_WORKERD_V8_FLAGS).toBeUndefined();
  });

  it("keeps flags the caller sets", () => {
    process.env.MINIFLARE_WORKERD_V8_FLAGS = "--max-old-space-size=256";
    configFor({ isPreview: true });
    expect(process.env.MINIFLARE_WORKERD_V8_FLAGS).toBe("--max-old-space-size=256");
  });
});
