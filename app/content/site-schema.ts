import * as v from "valibot";
import { embedHosts } from "~/lib/embeds/embed-hosts";

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
