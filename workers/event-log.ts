type LogLevel = "log" | "warn" | "error";
export type EventLog = (event: string, detail?: Record<string, unknown>, level?: LogLevel) => void;

/** Logs one JSON line per event, named `<area>.<event>`: the form Workers Logs can filter and count by. */
export function eventLog(area: string): EventLog {
  return (event: string, detail: Record<string, unknown> = {}, level: LogLevel = "warn"): void => {
    console[level](JSON.stringify({ event: `${area}.${event}`, ...detail }));
  };
}
