// The outbox as the contact bench reads it, through the ops API: its counts, and waiting until nothing waits.
import { setTimeout as sleep } from "node:timers/promises";
import { OPS_TOKEN, workerURL } from "./settings.mjs";

let opsClients = 0;
/** The outbox's counts, from the ops API (each poll from an address of its own, clear of its rate limit). */
export async function outboxStatus() {
  const response = await fetch(`${workerURL}/api/ops/outbox`, {
    headers: { Authorization: `Bearer ${OPS_TOKEN}`, "CF-Connecting-IP": `198.19.255.${++opsClients % 250}` },
  });
  if (!response.ok) throw new Error(`ops status answered ${response.status}`);
  return response.json();
}

/** Waits until the outbox holds nothing waiting; resolves with how long that took, or null past `limitMs`. */
export async function drained(limitMs) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    try {
      const status = await outboxStatus();
      if (status.queued + status.retrying === 0) return performance.now() - started;
    } catch {
      // The Worker is restarting: ask again.
    }
    await sleep(250);
  }
  return null;
}
