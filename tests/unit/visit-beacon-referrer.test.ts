// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { measureVisit } from "~/behaviours/visit-beacon";
import { measuringHook } from "~/lib/document/page-hooks";
import { recordVisitLanding } from "~/lib/visit/visit-landing";
import type { VisitBeacon } from "~/lib/visit/visit-beacon";

// What a page's beacon says of the page that linked to the site, with a real referring address in front of it
// (a browser's `document.referrer` carries the whole address, path and query included): the host, nothing else,
// and nothing for a link followed within the site.

const REFERRER = "https://news.example.net/stories/42?reader=ada%40example.org&session=s3cr3t#comments";

const referredFrom = (address: string) => {
  Object.defineProperty(document, "referrer", { value: address, configurable: true });
};

/** The beacon the page sends once it is hidden. */
function beaconOnHidden(): VisitBeacon {
  const sent: string[] = [];
  vi.spyOn(navigator, "sendBeacon").mockImplementation((_url, data) => {
    sent.push(typeof data === "string" ? data : "");
    return true;
  });
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  measureVisit();
  document.dispatchEvent(new Event("visibilitychange"));
  expect(sent).toHaveLength(1);
  return JSON.parse(sent[0] ?? "null") as VisitBeacon;
}

describe("a page view's beacon and the referring page", () => {
  // Test files share their worker's document (isolate: false in tests/vitest.config.ts).
  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, "", "/vision?utm_source=newsletter");
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    history.replaceState(null, "", "/");
    Reflect.deleteProperty(document, "referrer");
    Reflect.deleteProperty(document, "visibilityState");
    document.documentElement.removeAttribute(measuringHook.name);
  });

  it("carries the referring page's host only, never its path, query or fragment, from the visit's kept landing", () => {
    referredFrom(REFERRER);
    recordVisitLanding();
    // A later page of the visit, reached by a link within the site.
    referredFrom(`${location.origin}/vision`);
    history.replaceState(null, "", "/privacy");
    const beacon = beaconOnHidden();
    expect(beacon).toMatchObject({ path: "/privacy", referrer: "news.example.net", utm_source: "newsletter" });
    const text = JSON.stringify(beacon);
    for (const part of ["stories", "reader", "ada", "s3cr3t", "comments"]) expect(text).not.toContain(part);
  });

  it("carries the host only when storage is off and the page itself is the landing", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("storage is off", "SecurityError");
    });
    referredFrom(REFERRER);
    expect(beaconOnHidden()).toMatchObject({ referrer: "news.example.net", utm_source: "newsletter" });
  });

  it("carries no referrer for a landing from a page of the site itself, or with no referring page", () => {
    referredFrom(`${location.origin}/es/vision?utm_source=internal`);
    expect(beaconOnHidden().referrer).toBe("");
    sessionStorage.clear();
    referredFrom("");
    expect(beaconOnHidden().referrer).toBe("");
  });
});
