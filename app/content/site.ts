import type { Site } from "./site-schema";

// The company's details and the site's navigation, in one place. Contact values are reserved example
// values (example.com, 555-01xx) until the real ones are given.
// `published` is the one switch that turns a greyed-out menu or footer entry into a live link.
// Plain data, because the header and footer on every page read it in the browser: its schema (site-schema.ts)
// is checked on the server instead (site-check.server.ts, run by the root loader at prerender) and by a unit
// test, so neither valibot nor the schema ships to visitors.

const page = (label: string, path: string, published = false) => ({ label, path, published });

export const site: Site = {
  name: "Orbitant",
  legalName: "Orbitant Innovation Partners, LLC",
  tagline: "Helping leaders and organisations gain lasting competitive advantages through technological innovation.",
  email: "hello@example.com",
  phone: "+1 (617) 555-0142",
  address: {
    street: "One Kendall Square, Building 1400",
    city: "Cambridge",
    region: "MA",
    postalCode: "02139",
    country: "United States",
  },
  schedulingUrl: "https://calendly.com/orbitant-example/consultation",
  menu: [
    {
      heading: "Our Services",
      items: [
        page("Innovation Enabler", "/services/innovation-enabler"),
        page("MVP Builder", "/services/mvp-builder"),
        page("Applied Research", "/services/applied-research"),
      ],
    },
    {
      heading: "Our Assets",
      items: [
        page("Open Innovation", "/expertise/mit-media-lab"),
        page("Quantum", "/expertise/quantum"),
        page("Robotics", "/expertise/robotics"),
        page("Scalable AI", "/expertise/scalable-ai"),
        page("Behavioral Systems", "/expertise/behavioural-systems"),
        page("Optimization Modeling", "/expertise/complexity-modelling"),
        page("Prototype Engineering", "/under-construction"),
        page("Venture Builder", "/services/venture-builder"),
      ],
    },
    {
      heading: "Company",
      items: [page("Vision", "/vision"), { label: "Contact", section: "contact" }],
    },
  ],
  footerNav: [
    { label: "Home", section: "home" },
    { label: "Our Services", section: "services" },
    { label: "Our Expertise", section: "expertise" },
    { label: "Contact", section: "contact" },
  ],
  knowledge: [
    page("Open Innovation", "/expertise/mit-media-lab"),
    page("Quantum", "/expertise/quantum"),
    page("Robotics", "/expertise/robotics"),
    page("Scalable AI", "/expertise/scalable-ai"),
    page("Behavioral Systems", "/expertise/behavioural-systems"),
    page("Optimization Modeling", "/expertise/complexity-modelling"),
    page("IRT Platform", "/expertise/irt-platform"),
    page("Venture Builder", "/services/venture-builder"),
  ],
  legalLinks: [page("Privacy Policy", "/privacy", true), page("Legal Notice", "/terms", true)],
  funders: [{ name: "Bay State Deep Tech Fund" }, { name: "Atlantic Research Council" }, { name: "Horizon Venture Grants" }],
};
