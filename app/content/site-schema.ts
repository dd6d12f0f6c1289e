import * as v from "valibot";
import { embedHosts } from "~/lib/embeds/embed-hosts";

/** A page of the site as navigation sees it. `published: false` renders it greyed out and inert. */
const pageLinkSchema = v.object({
  label: v.pipe(v.string(), v.nonEmpty()),
  path: v.pipe(v.string(), v.startsWith("/")),
  published: v.boolean(),
});

/** A home-page section the menu and footer scroll to. */
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
  phone: v.pipe(v.string(), v.regex(/^\+1 \(\d{3}\) 555-01\d{2}$/, "use a reserved 555-01xx number")),
  address: v.object({
    street: v.string(),
    city: v.literal("Cambridge"),
    region: v.literal("MA"),
    postalCode: v.string(),
    country: v.literal("United States"),
  }),
  schedulingUrl: v.pipe(v.string(), v.url(), v.startsWith(`${embedHosts.scheduling}/`)),
  menu: v.array(v.object({ heading: v.string(), items: v.array(navItemSchema) })),
  footerNav: v.array(sectionLinkSchema),
  knowledge: v.pipe(v.array(pageLinkSchema), v.length(8)),
  legalLinks: v.array(pageLinkSchema),
  funders: v.array(v.object({ name: v.pipe(v.string(), v.nonEmpty()) })),
});

export type Site = v.InferOutput<typeof siteSchema>;
export type NavItem = v.InferOutput<typeof navItemSchema>;
export type PageLink = v.InferOutput<typeof pageLinkSchema>;
export type SectionId = v.InferOutput<typeof sectionLinkSchema>["section"];
