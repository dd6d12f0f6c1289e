// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateIslands, leaveGraceMs } from "~/components/ui/hydrate-islands";

// An island whose code fails to load keeps its server HTML; the failure is reported unless the page is being
// left, as leaving aborts every import still in flight.

class OnScreenAtOnce {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element): void {
    this.callback(
      [{ isIntersecting: true, intersectionRatio: 1, target: element } as IntersectionObserverEntry],
      this as never,
    );
  }
  // Nothing to stop: it spoke once, at observe.
  disconnect = (): void => undefined;
}

describe("an island whose code does not load", () => {
  let errors: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", OnScreenAtOnce);
    errors = [];
    vi.spyOn(console, "error").mockImplementation((message: string) => errors.push(message));
    document.body.innerHTML = '<div data-island="broken" data-island-props="{}"><p>Server HTML</p></div>';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const broken = { broken: () => Promise.reject(new Error("error loading dynamically imported module")) };

  it("is reported on a page the visitor stays on, and keeps its server HTML", async () => {
    hydrateIslands(broken);
    await vi.advanceTimersByTimeAsync(leaveGraceMs - 1);
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(errors).toEqual(['Island "broken" not hydrated: error loading dynamically imported module']);
    expect(document.body.textContent).toBe("Server HTML");
  });

  it("is not reported when the page is being left", async () => {
    hydrateIslands(broken);
    await vi.advanceTimersByTimeAsync(100);
    dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(leaveGraceMs * 2);
    expect(errors).toEqual([]);
  });
});
