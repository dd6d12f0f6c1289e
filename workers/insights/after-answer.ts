import type { Context } from "hono";
import { eventLog } from "../event-log";

const log = eventLog("insights");

/**
 * Runs a write of the insights after the answer has gone (`waitUntil`), so no visitor waits for D1; a failure is
 * logged (`insights.write_failed`) and never reaches the request it came with. Only the runtime can keep work
 * alive past an answer: where the handler was called without an execution context (a test calling it directly),
 * nothing is written.
 */
export function afterAnswer(c: Pick<Context, "executionCtx">, write: () => Promise<unknown>): void {
  let executionCtx: ExecutionContext;
  try {
    // Hono's type of the execution context lags the runtime's.
    executionCtx = c.executionCtx as ExecutionContext;
  } catch {
    return;
  }
  executionCtx.waitUntil(
    write().catch((error: unknown) => {
      logWriteFailed(error);
    }),
  );
}

/** A write of the insights that failed, with what it held (`{ beacons: 12 }`): logged, never answered. */
export function logWriteFailed(error: unknown, held: Record<string, number> = {}): void {
  log("write_failed", { error: error instanceof Error ? error.message : String(error), ...held }, "error");
}
