import { eventLog } from "../event-log";
import { rollUpInsights } from "./insights-rollup";

const log = eventLog("insights");

/**
 * The Worker's scheduled handler (wrangler.toml `[triggers]`, once a day): the insights' retention, at the
 * scheduled time (so a test sets the clock by the event it sends). A failure is logged and thrown, so the runtime
 * records the run as failed; the next day's run does what this one could not.
 */
export async function runSchedule(controller: ScheduledController, env: Env): Promise<void> {
  try {
    const rollup = await rollUpInsights(env.INSIGHTS_DB, controller.scheduledTime);
    log("rolled_up", { ...rollup }, "log");
  } catch (error) {
    log("rollup_failed", { error: error instanceof Error ? error.message : String(error) }, "error");
    throw error;
  }
}
