import type { InsightsReport } from "../../insights/insights-report";
import type { NumbersSnapshot } from "../../insights/report-snapshots";
import { BarChart } from "./bar-chart";
import { ConsoleDocument } from "./console-document";
import { consoleTime } from "./console-time";
import { DailyChart } from "./daily-chart";
import { FigureTable } from "./figure-table";
import { VitalsTable } from "./vitals-table";

/** The ranges the numbers are shown for, in days up to today (UTC). */
export const numberRanges = [7, 30, 90] as const;
export type NumberRange = (typeof numberRanges)[number];

export interface NumbersPageData {
  days: NumberRange;
  snapshot: NumbersSnapshot;
}

const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)} %`);
const TOP = 10;

/** Conversions (contacts and bookings) and their rate, by a key of the page views' rows. */
function conversionRows<Row extends { views: number }>(
  rows: readonly Row[],
  conversions: InsightsReport["conversions"],
  matches: (row: Row, conversion: InsightsReport["conversions"][number]) => boolean,
) {
  return rows.map((row) => {
    const of = (kind: "contact" | "booking") =>
      conversions
        .filter((conversion) => conversion.kind === kind && matches(row, conversion))
        .reduce((sum, c) => sum + c.count, 0);
    const contacts = of("contact");
    const bookings = of("booking");
    return { row, contacts, bookings, rate: percent(contacts + bookings, row.views) };
  });
}

/** The site's numbers for the last 7, 30 or 90 days: a chart of each day, then each facet as a chart and a table. */
export function NumbersPage({ days, snapshot: { report, daily, madeAt, stale } }: NumbersPageData) {
  const contacts = report.conversions.filter((c) => c.kind === "contact").reduce((sum, c) => sum + c.count, 0);
  const bookings = report.conversions.filter((c) => c.kind === "booking").reduce((sum, c) => sum + c.count, 0);
  const pages = conversionRows(
    report.pages,
    report.conversions,
    (page, conversion) => conversion.path === page.path && conversion.locale === page.locale,
  );
  const sources = conversionRows(report.sources, report.conversions, (source, c) => c.source === source.source);
  return (
    <ConsoleDocument title="Numbers" current="/ops">
      <h1>
        The site&apos;s numbers, {report.from} to {report.to}
      </h1>
      <p className="muted">
        Counted at {consoleTime(new Date(madeAt).toISOString())}
        {stale
          ? ": a new count is under way, reload in a few seconds for it."
          : ", and counted again once 5 minutes old."}
      </p>
      <nav aria-label="Range">
        <ul className="ranges">
          {numberRanges.map((range) => (
            <li key={range}>
              <a href={`/ops?days=${range}`} aria-current={range === days ? "page" : undefined}>
                Last {range} days
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <dl className="figures">
        <div>
          <dt>Visits</dt>
          <dd>{report.visitors}</dd>
        </div>
        <div>
          <dt>Page views</dt>
          <dd>{report.views}</dd>
        </div>
        <div>
          <dt>Contacts</dt>
          <dd>{contacts}</dd>
        </div>
        <div>
          <dt>Bookings</dt>
          <dd>{bookings}</dd>
        </div>
        <div>
          <dt>Conversion rate (per visit)</dt>
          <dd>{percent(contacts + bookings, report.visitors)}</dd>
        </div>
      </dl>
      {report.overCeiling > 0 && (
        <p className="notice">
          {report.overCeiling} page views came past the daily ceiling: counted, not stored, so not in the figures below.
        </p>
      )}
      <section aria-labelledby="daily-title">
        <h2 id="daily-title">Every day</h2>
        <DailyChart days={daily} />
      </section>
      <section aria-labelledby="pages-title">
        <h2 id="pages-title">Pages</h2>
        <BarChart
          id="pages"
          caption={`Top ${Math.min(TOP, report.pages.length)} pages by views`}
          valueName="Page views"
          bars={report.pages
            .slice(0, TOP)
            .map((page) => ({ label: `${page.path} (${page.locale})`, value: page.views }))}
        />
        <FigureTable
          caption="Pages by language, with the conversions sent from them"
          labels={["Page", "Language"]}
          figures={["Views", "Visits", "Contacts", "Bookings", "Conversion rate"]}
          rows={pages.map(({ row, contacts: pageContacts, bookings: pageBookings, rate }) => ({
            key: `${row.path} ${row.locale}`,
            labels: [row.path, row.locale],
            figures: [row.views, row.visitors, pageContacts, pageBookings, rate],
          }))}
        />
      </section>
      <section aria-labelledby="sources-title">
        <h2 id="sources-title">Sources</h2>
        <BarChart
          id="sources"
          caption={`Top ${Math.min(TOP, report.sources.length)} sources by views`}
          valueName="Page views"
          bars={report.sources.slice(0, TOP).map((source) => ({ label: source.source, value: source.views }))}
        />
        <FigureTable
          caption="Sources (the campaign's utm_source, else the referring site, else direct)"
          labels={["Source"]}
          figures={["Views", "Contacts", "Bookings", "Conversion rate"]}
          rows={sources.map(({ row, contacts: sourceContacts, bookings: sourceBookings, rate }) => ({
            key: row.source,
            labels: [row.source],
            figures: [row.views, sourceContacts, sourceBookings, rate],
          }))}
        />
      </section>
      <section aria-labelledby="audience-title">
        <h2 id="audience-title">Countries and devices</h2>
        <BarChart
          id="countries"
          caption="Views by country"
          valueName="Page views"
          bars={report.countries.slice(0, TOP).map((country) => ({ label: country.country, value: country.views }))}
        />
        <BarChart
          id="devices"
          caption="Views by device"
          valueName="Page views"
          bars={report.devices.map((device) => ({ label: device.device, value: device.views }))}
        />
      </section>
      <section aria-labelledby="conversions-title">
        <h2 id="conversions-title">Conversions</h2>
        {report.conversions.length === 0 ? (
          <p>No contact and no booking in this range.</p>
        ) : (
          <FigureTable
            caption="Contacts the outbox accepted and bookings made, by page, language and source"
            labels={["Kind", "Page", "Language", "Source"]}
            figures={["Count"]}
            rows={report.conversions.map((conversion) => ({
              key: `${conversion.kind} ${conversion.path} ${conversion.locale} ${conversion.source}`,
              labels: [conversion.kind, conversion.path, conversion.locale, conversion.source],
              figures: [conversion.count],
            }))}
          />
        )}
      </section>
      <section aria-labelledby="vitals-title">
        <h2 id="vitals-title">Real visitors&apos; speed</h2>
        <VitalsTable caption="Core Web Vitals by page (75th percentile)" keyName="path" rows={report.vitals} />
        <VitalsTable
          caption="Core Web Vitals by country (75th percentile)"
          keyName="country"
          rows={report.vitalsByCountry}
        />
      </section>
    </ConsoleDocument>
  );
}
