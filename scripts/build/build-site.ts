// `npm run build`: React Router's build (`react-router build`, its arguments passed on), started with the build's
// memory settings (build-memory.ts): V8's flags, and the allocator's, which glibc reads only when a process starts.
// The build takes this process's place (execve: its pid, its exit code) rather than running beside it, where a Node
// process waiting for it would hold 40 MB. Windows has no execve and no glibc (and Node before 22.15 no execve): there
// the build runs as a child, its exit code passed on.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { buildNodeFlags, buildProcessEnv } from "./build-memory.ts";

// The package exports no path to its command; its bin.cjs sits beside its package.json.
const packageJson = createRequire(import.meta.url).resolve("@react-router/dev/package.json");
const args = [...buildNodeFlags, path.join(path.dirname(packageJson), "bin.cjs"), "build", ...process.argv.slice(2)];
const env = buildProcessEnv(process.env);
if (process.platform !== "win32" && process.execve) process.execve(process.execPath, [process.execPath, ...args], env);
else {
  const build = spawn(process.execPath, args, { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => build.kill(signal));
  build.on("exit", (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
