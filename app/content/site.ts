import type { Site } from "./site-schema";

// The company's details, in one place. Contact values are example values (example.com, a 555-01xx number)
// until the real ones are given; the schema (site-schema.ts) accepts real ones. Plain data, because the header
// and footer read it in the browser; the build checks it (content/check-content.server.ts). The site's links
// are in navigation.ts, read off the page registry.

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
  funders: [
    { name: "Bay State Deep Tech Fund" },
    { name: "Atlantic Research Council" },
    { name: "Horizon Venture Grants" },
  ],
};
