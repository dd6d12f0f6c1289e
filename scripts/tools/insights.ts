// npm run insights -- --url <site> [--days N]     (the token comes from the OPS_TOKEN environment variable)
//
// The site's numbers over the last N days (30 by default, today in UTC included), as tables: visits, the pages
// read, the sources that brought visitors, countries, devices, conversions (contact messages and bookings) with
// their page, language and source, and the real visitors' Web Vitals (75th percentile and rating) by page and by
// country. A client of GET /api/ops/insights (workers/ops/insights-route.ts), like `npm run outbox`: the token
// stays off the command line. Exits 0 when the site answered, 1 when it refused (status and code printed), 2 when
// the command itself is wrong.
import { pathToFileURL } from "node:url";
import type { InsightsReport } from "../../workers/insights/insights-report.ts";
import { tableLines } from "../text-table.ts";

const USAGE =
  "usage: npm run insights -- --url <site> [--days N]\n" +
  "       with the ops token in the OPS_TOKEN environment variable; N from 1 to 400 (default 30)";

class UsageError extends Error {}

/** The site and the number of days a command line asks for. */
export function parseInsightsCommand(argv: readonly string[]): { site: URL; days: number } {
  const args = [...argv];
  const take = (name: string) => {
    const index = args.indexOf(`--${name}`);
    if (index < 0) return undefined;
    const value = args[index + 1];
    if (value === undefined || value.startsWith("--")) throw new UsageError(`--${name} needs a value`);
    args.splice(index, 2);
    return value;
  };
  const url = take("url");
  const days = take("days") ?? "30";
  if (args.length > 0) throw new UsageError(`unexpected ${args.join(" ")}`);
  if (!url) throw new UsageError("--url <site> is required, for example --url https://www.example.com");
  if (!URL.canParse(url)) throw new UsageError(`--url ${url} is not a URL`);
  if (!/^\d+$/.test(days) || Number(days) < 1 || Number(days) > 400) {
    throw new UsageError("--days is a whole number from 1 to 400");
  }
  return { site: new URL(url), days: Number(days) };
}

const count = (value: number) => value.toLocaleString("en-US");

/** The report as the lines a terminal shows: a summary, then a table a section (sections with no rows say so). */
export function insightsLines(report: InsightsReport): string[] {
  const section = (title: string, header: string[], rows: string[][]) => [
    "",
    title,
    ...(rows.length > 0 ? tableLines(header, rows) : ["(none)"]),
  ];
  const p75 = (metric: string, value: number) => (metric === "CLS" ? value.toFixed(2) : `${count(value)} ms`);
  return [
    `${report.from} to ${report.to} (UTC): ${count(report.views)} views, ${count(report.visitors)} visitors` +
      (report.overCeiling > 0 ? `; ${count(report.overCeiling)} beacons past the daily ceiling, not stored` : ""),
    ...section(
      "Pages",
      ["page", "language", "views", "visitors"],
      report.pages.map((row) => [row.path, row.locale, count(row.views), count(row.visitors)]),
    ),
    ...section(
      "Sources",
      ["source", "views"],
      report.sources.map((row) => [row.source, count(row.views)]),
    ),
    ...section(
      "Countries",
      ["country", "views"],
      report.countries.map((row) => [row.country, count(row.views)]),
    ),
    ...section(
      "Devices",
      ["device", "views"],
      report.devices.map((row) => [row.device, count(row.views)]),
    ),
    ...section(
      "Conversions",
      ["kind", "page", "language", "source", "count"],
      report.conversions.map((row) => [row.kind, row.path, row.locale, row.source, count(row.count)]),
    ),
    ...section(
      "Web Vitals by page (75th percentile of real visits)",
      ["page", "metric", "p75", "samples", "rating"],
      report.vitals.map((row) => [row.path, row.metric, p75(row.metric, row.p75), count(row.samples), row.rating]),
    ),
    ...section(
      "Web Vitals by country",
      ["country", "metric", "p75", "samples", "rating"],
      report.vitalsByCountry.map((row) => [
        row.country,
        row.metric,
        p75(row.metric, row.p75),
        count(row.samples),
        row.rating,
      ]),
    ),
  ];
}

/** Runs one command; returns the exit code. `print` receives each line. */
export async function runInsightsCommand(
  argv: readonly string[],
  token: string | undefined,
  print: (line: string) => void,
): Promise<number> {
  let site: URL;
  let days: number;
  try {
    ({ site, days } = parseInsightsCommand(argv));
    if (!token) throw new UsageError("set OPS_TOKEN to the site's ops token");
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    print(`${error.message}\n${USAGE}`);
    return 2;
  }
  const response = await fetch(new URL(`/api/ops/insights?days=${days}`, site), {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    print(JSON.stringify(body, null, 2));
    print(`the site answered ${response.status}${response.status === 404 ? " (is OPS_TOKEN set on the site?)" : ""}`);
    return 1;
  }
  for (const line of insightsLines(body as InsightsReport)) print(line);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await runInsightsCommand(process.argv.slice(2), process.env.OPS_TOKEN, (line) => {
    console.log(line);
  });
}
