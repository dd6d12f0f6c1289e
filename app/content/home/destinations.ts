import * as v from "valibot";

// The hero's rotating destinations (spec section 2), in the spec's order. The /assets/... paths answer 301 to
// their /expertise/... page in the Worker (workers/asset-redirects.ts), so they load as documents.

const destinationSchema = v.object({
  label: v.pipe(v.string(), v.nonEmpty()),
  path: v.pipe(v.string(), v.regex(/^\/(services|assets)\/[a-z-]+$/)),
});

export type Destination = v.InferOutput<typeof destinationSchema>;

export const destinations = v.parse(v.pipe(v.array(destinationSchema), v.length(10)), [
  { label: "Innovation Enabler", path: "/services/innovation-enabler" },
  { label: "MVP Builder", path: "/services/mvp-builder" },
  { label: "Applied Research", path: "/services/applied-research" },
  { label: "Quantum", path: "/assets/quantum" },
  { label: "Robotics", path: "/assets/robotics" },
  { label: "Scalable AI", path: "/assets/scalable-ai" },
  { label: "Behavioral Systems", path: "/assets/behavioural-systems" },
  { label: "Open Innovation", path: "/assets/mit-media-lab" },
  { label: "Venture Builder", path: "/services/venture-builder" },
  { label: "Optimization Modeling", path: "/assets/complexity-modelling" },
]);
