// The offering pages (services, venture builder, expertise) that routes/offering.tsx renders, by URL path.
// Each entry will carry its full, schema-checked content; a new page is a new entry plus a line in routes.ts.

export interface OfferingPage {
  path: string;
  kind: "service" | "venture" | "expertise";
  title: string;
  summary: string;
}

export const offeringPages: readonly OfferingPage[] = [
  { path: "/services/innovation-enabler", kind: "service", title: "Innovation Enabler", summary: "Turning strategy into a pipeline of tested bets." },
  { path: "/services/mvp-builder", kind: "service", title: "MVP Builder", summary: "From a validated idea to a product real users touch." },
  { path: "/services/applied-research", kind: "service", title: "Applied Research", summary: "Research questions answered to the standard of evidence a board needs." },
  { path: "/services/venture-builder", kind: "venture", title: "Venture Builder", summary: "Co-founding companies around technology that is ready to leave the lab." },
  { path: "/expertise/mit-media-lab", kind: "expertise", title: "Open Innovation", summary: "Working in the open with research labs, start-ups and corporate partners." },
  { path: "/expertise/quantum", kind: "expertise", title: "Quantum", summary: "Finding where quantum computing pays before the hardware makes it obvious." },
  { path: "/expertise/scalable-ai", kind: "expertise", title: "Scalable AI", summary: "Machine learning that survives contact with production data." },
  { path: "/expertise/behavioural-systems", kind: "expertise", title: "Behavioural Systems", summary: "Designing for how people decide, not how we wish they did." },
  { path: "/expertise/robotics", kind: "expertise", title: "Robotics", summary: "Robots that leave the demo floor and earn their keep." },
  { path: "/expertise/complexity-modelling", kind: "expertise", title: "Optimization Modeling", summary: "Models of complex operations that find the decision worth making." },
  { path: "/expertise/irt-platform", kind: "expertise", title: "Innovation Readiness Tool", summary: "A platform that measures how ready an organisation is to innovate." },
];

/** Looks a page up by path; prerendering asks for "/services/x/", visitors for "/services/x". */
export function offeringByPath(path: string): OfferingPage | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return offeringPages.find((page) => page.path === normalized);
}
