import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InsightDate } from "~/components/insights/insight-date";
import { SiteTextContext } from "~/components/layout/site-text";
import { interfaceIn } from "~/content/localized.server";
import { navigationOf } from "~/content/navigation";
import type { Language } from "~/lib/language/languages";

// An entry's day as its page's language writes it, in a <time> that gives the day as the entry's file does. The
// formatter is made once a language: pages of both languages are rendered one after the other by the same build.

function dateIn(language: Language, date: string): string {
  const text = interfaceIn(language);
  return renderToStaticMarkup(
    <SiteTextContext value={{ language, text, navigation: navigationOf(language, text), alternates: [], year: 2026 }}>
      <InsightDate date={date} />
    </SiteTextContext>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("an entry's date", () => {
  it("is written as each language writes a day, in a <time> with the day itself", () => {
    expect(dateIn("en", "2026-10-14")).toBe('<time dateTime="2026-10-14">October 14, 2026</time>');
    expect(dateIn("es", "2026-10-14")).toBe('<time dateTime="2026-10-14">14 de octubre de 2026</time>');
  });

  it("stays in its page's language when pages of both are rendered in turn, and on the day written", () => {
    const days = ["2026-01-01", "2026-12-31", "2025-02-28"];
    const written = days.flatMap((day) => [dateIn("es", day), dateIn("en", day)]);
    expect(written).toEqual([
      '<time dateTime="2026-01-01">1 de enero de 2026</time>',
      '<time dateTime="2026-01-01">January 1, 2026</time>',
      '<time dateTime="2026-12-31">31 de diciembre de 2026</time>',
      '<time dateTime="2026-12-31">December 31, 2026</time>',
      '<time dateTime="2025-02-28">28 de febrero de 2025</time>',
      '<time dateTime="2025-02-28">February 28, 2025</time>',
    ]);
  });

  it("makes one formatter a language, however many dates its pages write", () => {
    const made = vi.spyOn(Intl, "DateTimeFormat");
    for (const day of ["2026-03-01", "2026-03-02", "2026-03-03"]) {
      dateIn("en", day);
      dateIn("es", day);
    }
    // The module keeps the formatters the tests before made: none is made again.
    expect(made.mock.calls.length).toBeLessThanOrEqual(2);
    dateIn("en", "2026-03-04");
    expect(made.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it("writes the day of the file wherever the build runs: a machine west of UTC writes the same day", async () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    vi.resetModules();
    const { InsightDate: Fresh } = await import("~/components/insights/insight-date");
    const { SiteTextContext: Context } = await import("~/components/layout/site-text");
    const text = interfaceIn("en");
    const markup = renderToStaticMarkup(
      <Context value={{ language: "en", text, navigation: navigationOf("en", text), alternates: [], year: 2026 }}>
        <Fresh date="2026-01-01" />
      </Context>,
    );
    expect(markup).toBe('<time dateTime="2026-01-01">January 1, 2026</time>');
  });
});
