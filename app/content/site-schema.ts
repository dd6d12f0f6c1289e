import * as v from "valibot";
import { embedHosts } from "~/lib/embeds/embed-hosts";

/** A page of the site as navigation sees it. `published: false` renders it greyed out and inert. */
const pageLinkSchema = v.object({
  label: v.pipe(v.string(), v.nonEmpty()),
  path: v.pipe(v.string(), v.startsWith("/")),
  published: v.boolean(),
});

/** A home-page section the menu and footer lead to. */
const sectionLinkSchema = v.object({
  label: v.pipe(v.string(), v.nonEmpty()),
  section: v.picklist(["home", "services", "expertise", "contact"]),
});

export const navItemSchema = v.union([pageLinkSchema, sectionLinkSchema]);

export const siteSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  legalName: v.pipe(v.string(), v.nonEmpty()),
  tagline: v.pipe(v.string(), v.nonEmpty()),
  email: v.pipe(v.string(), v.email()),
  /** International format, as people dial it: digits, spaces, brackets and dashes after the plus. */
  phone: v.pipe(v.string(), v.regex(/^\+\d[\d ()-]{6,20}\d$/, "an international number such as +1 (617) 555-0142")),
  address: v.object({
    street: v.pipe(v.string(), v.nonEmpty()),
    city: v.pipe(v.string(), v.nonEmpty()),
    region: v.pipe(v.string(), v.nonEmpty()),
    postalCode: v.pipe(v.string(), v.nonEmpty()),
    country: v.pipe(v.string(), v.nonEmpty()),
  }),
  schedulingUrl: v.pipe(v.string(), v.url(), v.startsWith(`${embedHosts.scheduling}/`)),
  funders: v.array(v.object({ name: v.pipe(v.string(), v.nonEmpty()) })),
});

export type Site = v.InferOutput<typeof siteSchema>;
export type NavItem = v.InferOutput<typeof navItemSchema>;
export type PageLink = v.InferOutput<typeof pageLinkSchema>;
export type SectionLink = v.InferOutput<typeof sectionLinkSchema>;
export type SectionId = SectionLink["section"];
