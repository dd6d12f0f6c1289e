// The company's details, in one place. Contact values are example values (example.com, a 555-01xx number)
// until the real ones are given; the schema (site-schema.ts) accepts real ones. Plain data with no schema beside
// it, because the header and footer read it in the browser and the schema's library would come along: its schema
// is declared in site-schema.ts, where the content check finds it. The site's links are in navigation.ts.

export interface Site {
  name: string;
  legalName: string;
  tagline: string;
  email: string;
  /** International format: digits, spaces, brackets and dashes after the plus. */
  phone: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  /** The scheduling service's page for booking a consultation. */
  schedulingUrl: string;
  funders: { name: string }[];
}

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
