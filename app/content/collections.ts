import * as v from "valibot";
import { leadershipRoles } from "~/content/interface-schema";
import { offeringSchema } from "~/content/offerings/schema";

// STAND-IN: the content-as-data change brings the real list of collections. This one holds three collections
// with the shapes the content has today, so that the editor's configuration can be generated and tested against
// the contract below until then.

export interface ContentCollection {
  /** Stable id, e.g. "offerings". */
  name: string;
  /** What editors see. */
  label: string;
  /** The schema every file of the collection holds to. */
  schema: v.GenericSchema;
  /**
   * Repository-relative pattern: {lang} the language folder, {slug} one file an item, e.g.
   * "app/content/{lang}/offerings/{slug}.yaml"; a single file has no {slug}.
   */
  path: string;
  format: "yaml" | "markdown";
  /** One file per language (en/, es/) or one shared file. */
  localized: boolean;
  /** Markdown: the schema field holding the body. */
  bodyField?: string;
}

const service = offeringSchema("en").options[0];

const leaderSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  role: v.picklist(leadershipRoles),
  profileUrl: v.pipe(v.string(), v.url(), v.regex(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/)),
});

export const contentCollections: readonly ContentCollection[] = [
  {
    name: "offerings",
    label: "Service and expertise pages",
    schema: v.omit(service, ["kind", "slug", "path", "title"]),
    path: "app/content/{lang}/offerings/{slug}.yaml",
    format: "yaml",
    localized: true,
  },
  {
    name: "leaders",
    label: "Leadership team",
    schema: v.pipe(v.array(leaderSchema), v.length(4)),
    path: "app/content/home/leaders.yaml",
    format: "yaml",
    localized: false,
  },
  {
    name: "privacy",
    label: "Privacy policy",
    schema: v.strictObject({
      title: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)),
      description: v.pipe(v.string(), v.minLength(70), v.maxLength(170)),
      lastUpdated: v.pipe(v.string(), v.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, "a year and month, such as 2025-07")),
      body: v.pipe(v.string(), v.nonEmpty()),
    }),
    path: "app/content/{lang}/legal/privacy.md",
    format: "markdown",
    localized: true,
    bodyField: "body",
  },
];
