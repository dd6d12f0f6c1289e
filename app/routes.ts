import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The site's URL table (spec section 2), on one screen. The eleven offering pages share one template;
// their differences are content (app/content/offerings). `/assets/<slug>` redirects live in the Worker.
export default [
  index("routes/home.tsx"),

  route("services/innovation-enabler", "routes/offering.tsx", { id: "offering-innovation-enabler" }),
  route("services/mvp-builder", "routes/offering.tsx", { id: "offering-mvp-builder" }),
  route("services/applied-research", "routes/offering.tsx", { id: "offering-applied-research" }),
  route("services/venture-builder", "routes/offering.tsx", { id: "offering-venture-builder" }),

  route("expertise/mit-media-lab", "routes/offering.tsx", { id: "offering-mit-media-lab" }),
  route("expertise/quantum", "routes/offering.tsx", { id: "offering-quantum" }),
  route("expertise/scalable-ai", "routes/offering.tsx", { id: "offering-scalable-ai" }),
  route("expertise/behavioural-systems", "routes/offering.tsx", { id: "offering-behavioural-systems" }),
  route("expertise/robotics", "routes/offering.tsx", { id: "offering-robotics" }),
  route("expertise/complexity-modelling", "routes/offering.tsx", { id: "offering-complexity-modelling" }),
  route("expertise/irt-platform", "routes/offering.tsx", { id: "offering-irt-platform" }),

  route("vision", "routes/vision.tsx"),
  route("privacy", "routes/legal.tsx", { id: "legal-privacy" }),
  route("terms", "routes/legal.tsx", { id: "legal-terms" }),
  route("under-construction", "routes/under-construction.tsx"),

  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
