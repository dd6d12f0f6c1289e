import * as v from "valibot";
import { leadContextEntries } from "~/lib/contact/lead-context";
import { beaconKinds, deviceClasses, type VitalName } from "~/lib/visit/visit-beacon";

/**
 * A beacon as the Worker takes it (the shape is lib/visit/visit-beacon.ts). The kind and device must be ours and
 * the path a bounded string; the source's values follow the lead context's rules (a host, campaign tags), each
 * dropped to "" when it breaks them; a measure out of its range is dropped (null), never a reason to lose the view.
 */

const PATH_MAX = 2000;
/** Two minutes: no real page takes longer to paint or answer; a larger figure is no measure. */
const TIME_MAX_MS = 120_000;
/** Far beyond any real page's layout shift score. */
const CLS_MAX = 10;

const measure = (max: number) =>
  v.optional(v.fallback(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(max))), null), null);

const vitalsSchema = v.object({
  LCP: measure(TIME_MAX_MS),
  INP: measure(TIME_MAX_MS),
  CLS: measure(CLS_MAX),
  FCP: measure(TIME_MAX_MS),
  TTFB: measure(TIME_MAX_MS),
} satisfies Record<VitalName, unknown>);

export const beaconSchema = v.object({
  kind: v.picklist(beaconKinds),
  path: v.pipe(v.string(), v.maxLength(PATH_MAX)),
  device: v.picklist(deviceClasses),
  referrer: leadContextEntries.referrer,
  utm_source: leadContextEntries.utm_source,
  utm_medium: leadContextEntries.utm_medium,
  utm_campaign: leadContextEntries.utm_campaign,
  utm_term: leadContextEntries.utm_term,
  utm_content: leadContextEntries.utm_content,
  vitals: v.optional(vitalsSchema, {}),
});

export type CheckedBeacon = v.InferOutput<typeof beaconSchema>;
export type BeaconVitals = CheckedBeacon["vitals"];
