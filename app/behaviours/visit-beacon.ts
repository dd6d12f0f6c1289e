import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { measuringHook } from "~/lib/document/page-hooks";
import { embedHosts } from "~/lib/embeds/embed-hosts";
import { landingHere } from "~/lib/visit/visit-landing";
import {
  type BeaconKind,
  type BeaconSource,
  beaconSourceKeys,
  deviceOf,
  VISIT_BEACON_PATH,
  type VisitBeacon,
  type VitalName,
} from "~/lib/visit/visit-beacon";
import { readVisitStory, storyOf } from "~/lib/visit/visit-story";

/**
 * Measures this page view and sends it once, by `navigator.sendBeacon` to the site's own origin, when the page is
 * hidden or left: its path, the visit's source (the referring site's host and the landing page's UTM tags, from the
 * visit's story), the device class of the viewport and the view's Web Vitals. A booking made in the scheduling
 * embed is sent as it happens, counted only when the scheduler's own frame announces it. Loaded after the page is
 * idle (visit-measure.ts), never on the first load.
 */

/** What the scheduler's frame posts once a booking is made (its documented `postMessage` event). */
const BOOKING_EVENT = "calendly.event_scheduled";

export function measureVisit(): void {
  let vitals: Partial<Record<VitalName, number>> = {};
  // Every change is kept, so the value at hand when the page is hidden is the final one, whichever listener runs first.
  const keep = (metric: MetricType) => {
    vitals[metric.name] = metric.value;
  };
  for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(keep, { reportAllChanges: true });

  let sent = false;
  const sendView = () => {
    if (sent) return;
    sent = true;
    send("view", vitals);
  };
  // Sent when the page is hidden, which is also how a page is left: the HTML standard has a page that is left fire
  // pagehide and then, in the same task, visibilitychange to "hidden" (Chromium does so here). web-vitals reports
  // its last values on the second, the interaction made just before leaving among them (its entries wait for an
  // idle moment until then), so a beacon sent on pagehide went without that INP.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") sendView();
  });
  // A page restored from the back/forward cache is viewed again; web-vitals measures it afresh.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    sent = false;
    vitals = {};
  });

  addEventListener("message", (event) => {
    // Only the scheduler's own frame can post from its origin: the same event from anywhere else is no booking.
    if (event.origin !== embedHosts.scheduling) return;
    const data: unknown = event.data;
    if (typeof data === "object" && data !== null && "event" in data && data.event === BOOKING_EVENT) send("booking");
  });
  document.documentElement.setAttribute(measuringHook.name, "");
}

function send(kind: BeaconKind, vitals?: Partial<Record<VitalName, number>>): void {
  // Without a story kept for the visit (storage off), this page is where the visit landed.
  const story = readVisitStory() ?? storyOf(landingHere(), location.host);
  const source = Object.fromEntries(beaconSourceKeys.map((key) => [key, story[key]])) as BeaconSource;
  const beacon: VisitBeacon = { kind, path: location.pathname, device: deviceOf(innerWidth), ...source };
  if (vitals) beacon.vitals = vitals;
  navigator.sendBeacon(VISIT_BEACON_PATH, JSON.stringify(beacon));
}
