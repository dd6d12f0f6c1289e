// `npm run build`: React Router's build (`react-router build`, its arguments passed on), in a process of its own
// started with the build's memory settings (build-memory.ts), which glibc reads only when a process starts. Its exit
// code is the build's.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { buildProcessEnv } from "./build-memory.ts";

// The package exports no path to its command; its bin.cjs sits beside its package.json.
const packageJson = createRequire(import.meta.url).resolve("@react-router/dev/package.json");
const cli = path.join(path.dirname(packageJson), "bin.cjs");
const build = spawn(process.execPath, [cli, "build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: buildProcessEnv(process.env),
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => build.kill(signal));
build.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
