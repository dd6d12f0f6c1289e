// The local runtime the contact bench starts and kills: the build under the runtime `wrangler dev` runs, with the
// bench's shared state, one provider account a run.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { startProviderStandIn } from "../../stand-in/email-provider.mjs";
import { benchRuntimeEnv } from "../built-site.ts";
import { OPS_TOKEN, PROVIDER_PORT, root, SITEVERIFY_URL, state, WORKER_PORT, workerURL } from "./settings.mjs";

/** The build on the local runtime, with the shared state, for one provider account; resolves once it answers. */
export async function startWorker(providerURL, account, extraVars = {}) {
  const vars = {
    EMAILJS_API_URL: providerURL,
    EMAILJS_SERVICE_ID: "service_bench",
    EMAILJS_TEMPLATE_ID: "template_bench",
    EMAILJS_PUBLIC_KEY: account,
    EMAILJS_PRIVATE_KEY: "private_bench",
    OPS_TOKEN,
    TURNSTILE_SITE_KEY: "site_bench",
    TURNSTILE_SECRET_KEY: "secret_bench",
    TURNSTILE_VERIFY_URL: `${SITEVERIFY_URL}/turnstile/v0/siteverify`,
    ...extraVars,
  };
  // The runtime `wrangler dev` runs, without the inspector it would connect (site-without-inspector.ts).
  const site = { config: "build/server/wrangler.json", host: "127.0.0.1", port: WORKER_PORT, persistTo: state, vars };
  const child = spawn(
    "npx",
    ["node", "scripts/bench/site-without-inspector.ts", JSON.stringify(site)],
    // Its own process group, so it and its workerd child are stopped together, by this id only.
    { cwd: root, env: benchRuntimeEnv, detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  // The Worker's own log lines (a retry, a dead letter) are expected; anything else is shown.
  createInterface({ input: child.stderr }).on("line", (line) => {
    const ours = line.includes('"event":"contact.') || line.includes("Logs were written to");
    if (!ours && line.trim() && !line.includes("nodedir")) console.error(line);
  });
  let stopped = false;
  const stop = async (signal = "SIGTERM") => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
    // Until the port is free for the next run.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        await fetch(`${workerURL}/favicon.svg`);
        await sleep(200);
      } catch {
        return;
      }
    }
  };
  process.on("exit", () => {
    if (!stopped) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${workerURL}/favicon.svg`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${workerURL} did not come up in 60 s`);
    await sleep(250);
  }
  // One warm-up request outside the count, so the first measured messages do not pay for module loading.
  await fetch(`${workerURL}/api/contact`, { method: "GET" });
  return { stop };
}

/** A fresh stand-in and Worker for one run; `body` gets both and the run's id. */
export async function withSite(rate, extraVars, body) {
  const standIn = await startProviderStandIn({ port: PROVIDER_PORT, rate });
  const worker = await startWorker(standIn.url, `public_bench_${randomUUID()}`, extraVars);
  try {
    return await body({ standIn, worker, run: randomUUID() });
  } finally {
    await worker.stop();
    await standIn.close();
  }
}
