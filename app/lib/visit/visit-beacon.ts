import { type LeadContext, utmTags } from "~/lib/contact/lead-context-keys";

/**
 * The beacon a page sends to the site's own origin (behaviours/visit-measure.ts) and the Worker takes
 * (workers/insights/): one a page view, when the page is hidden or left, and one a booking made in the scheduling
 * embed. JSON, small and bounded; it carries no identifier of any kind. Kept free of a schema library: every
 * page's measure builds it, and the Worker checks every value again.
 */

export const VISIT_BEACON_PATH = "/api/visit";

/** The most a beacon may weigh; every value in it is capped well below (utm tags 100 characters, a host 253). */
export const VISIT_BEACON_MAX_BYTES = 4096;

export const beaconKinds = ["view", "booking"] as const;
export type BeaconKind = (typeof beaconKinds)[number];

export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Core Web Vitals and the two loading milestones beside them, as the web-vitals library names them. */
export const vitalNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof vitalNames)[number];

/** Where the visit came from, as the visit's story has it (lib/visit/visit-story.ts): the landing page is not sent. */
export const beaconSourceKeys = ["referrer", ...utmTags] as const;
export type BeaconSource = Pick<LeadContext, (typeof beaconSourceKeys)[number]>;

export interface VisitBeacon extends BeaconSource {
  kind: BeaconKind;
  /** The page's path as visited (`/es/vision`). */
  path: string;
  device: DeviceClass;
  /** A page view's measures, ms (CLS: its score); those the browser has not reported are left out. */
  vitals?: Partial<Record<VitalName, number>>;
}

/** The device class of a viewport `width` CSS pixels wide: below 768 a phone, below 1024 a tablet. */
export function deviceOf(width: number): DeviceClass {
  if (width < 768) return "phone";
  return width < 1024 ? "tablet" : "desktop";
}
