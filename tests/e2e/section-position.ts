import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** How far below the top of the viewport the section `id` begins, in whole pixels (NaN while it is not there). */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN), id);

/**
 * Waits until the section `id` begins `top` px below the top of the viewport, as a link to it (or an address
 * naming it) must leave it. A section that lands elsewhere fails with what the page looked like then: how far it
 * was scrolled and how tall it was, where each section of the main content began and how tall it was, whether
 * every section was laid out (`data-full-layout`), which islands were hydrated, and the layout shifts the browser
 * recorded, each with the elements that moved. A landing that goes wrong only on a busy machine then says why
 * the one time it does.
 */
export async function expectSectionAt(page: Page, id: string, top: number): Promise<void> {
  try {
    await expect.poll(() => sectionTop(page, id)).toBe(top);
  } catch (error) {
    const picture = await page.evaluate(pageLayout).catch((reason: unknown) => `(not read: ${String(reason)})`);
    if (error instanceof Error) error.message += `\n\nThe page when it gave up:\n${picture}`;
    throw error;
  }
}

/** Runs in the page: the layout `expectSectionAt` reports. */
async function pageLayout(): Promise<string> {
  const round = (value: number) => Math.round(value);
  const html = document.documentElement;
  const sections = [...document.querySelectorAll("main section[id]")].map((element) => {
    const box = element.getBoundingClientRect();
    const island = element.closest("[data-island]") ?? element.querySelector("[data-island]");
    const hydrated = island?.hasAttribute("data-hydrated") ? " hydrated" : "";
    return `  #${element.id}: top ${round(box.top)}, height ${round(box.height)}${hydrated}`;
  });
  interface Shift {
    startTime: number;
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  }
  const shifts = await new Promise<Shift[]>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      resolve(list.getEntries() as unknown as Shift[]);
    });
    observer.observe({ type: "layout-shift", buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve([]);
    }, 200);
  });
  const nameOf = (node: Node | null) =>
    node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}` : String(node?.nodeName);
  const shiftLines = shifts.map(
    (shift) =>
      `  at ${round(shift.startTime)} ms, score ${shift.value.toFixed(4)}${shift.hadRecentInput ? " (after input)" : ""}: ` +
      shift.sources
        .map(
          (source) =>
            `${nameOf(source.node)} top ${round(source.previousRect.top)} -> ${round(source.currentRect.top)}, ` +
            `height ${round(source.previousRect.height)} -> ${round(source.currentRect.height)}`,
        )
        .join("; "),
  );
  const navigation = performance.getEntriesByType("navigation")[0];
  return [
    `  ${location.pathname}${location.hash}, scrollY ${round(scrollY)} of ${round(html.scrollHeight - innerHeight)}, ` +
      `viewport ${innerWidth}x${innerHeight}, data-full-layout ${html.hasAttribute("data-full-layout")}, ` +
      `fonts ${document.fonts.status}, load event at ${round(navigation?.loadEventEnd ?? NaN)} ms, now ${round(performance.now())} ms`,
    ...sections,
    shiftLines.length > 0 ? "  layout shifts:" : "  no layout shift recorded",
    ...shiftLines,
  ].join("\n");
}
