import siteFile from "./site.yaml";

// The company's details, in one place (site.yaml). Contact values are example values (example.com, a 555-01xx
// number) until the real ones are given; the schema (site-schema.ts) accepts real ones. Read with no schema beside
// it, because the header and footer read it in the browser and the schema's library would come along: the content
// check holds the file to its schema (collections.ts). The site's links are in navigation.ts.

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

export const site = siteFile as Site;
