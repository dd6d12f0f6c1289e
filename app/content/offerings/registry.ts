// The offering pages (services, the venture builder, expertise areas) that routes/offering.tsx renders: one
// line each. The line holds what lists and cards need (path, kind, title, summary); the page's body lives in
// pages/<slug>.ts and is read by the route's loader only (load-offering.server.ts), so this module stays small
// enough for any component to import without shipping every page's copy to the browser.
// A new page is a content file in pages/, a line here and a line in app/routes.ts.

export type OfferingKind = "service" | "venture" | "expertise";

export interface OfferingPage {
  slug: string;
  path: string;
  kind: OfferingKind;
  title: string;
  summary: string;
}

/** The venture builder is sold as a service, so it lives under /services like the other three. */
const prefix: Record<OfferingKind, string> = { service: "/services", venture: "/services", expertise: "/expertise" };

function offering(kind: OfferingKind, slug: string, title: string, summary: string): OfferingPage {
  return { slug, path: `${prefix[kind]}/${slug}`, kind, title, summary };
}

export const offeringPages: readonly OfferingPage[] = [
  offering("service", "innovation-enabler", "Innovation Enabler", "An innovation practice your teams run themselves, with a pipeline of tested bets."),
  offering("service", "mvp-builder", "MVP Builder", "From a validated idea to a product that real users touch in twelve weeks."),
  offering("service", "applied-research", "Applied Research", "Hard technical questions answered to the standard of evidence a board needs."),
  offering("venture", "venture-builder", "Venture Builder", "We co-found companies around technology that is ready to leave the lab."),
  offering("expertise", "mit-media-lab", "Open Innovation", "Working in the open with a university research lab, start-ups and corporate partners."),
  offering("expertise", "quantum", "Quantum", "Finding where quantum computing pays off before the hardware makes it obvious."),
  offering("expertise", "scalable-ai", "Scalable AI", "Machine learning that survives contact with production data and real budgets."),
  offering("expertise", "behavioural-systems", "Behavioral Systems", "Designing products and policies for how people actually decide."),
  offering("expertise", "robotics", "Robotics", "Robots that leave the demo floor and earn their keep on the shop floor."),
  offering("expertise", "complexity-modelling", "Optimization Modeling", "Models of complex operations that find the decision worth making."),
  offering("expertise", "irt-platform", "IRT Platform", "Our innovation readiness tool: a measured baseline of how ready you are to innovate."),
];

/** Looks a page up by path; prerendering asks for "/services/x/", visitors for "/services/x". */
export function offeringByPath(path: string): OfferingPage | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return offeringPages.find((page) => page.path === normalized);
}
