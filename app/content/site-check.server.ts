import * as v from "valibot";
import { site } from "./site";
import { siteSchema } from "./site-schema";

let checked = false;

/**
 * Checks the site's content (site.ts) against its schema, once per server instance. The root loader calls it, so
 * prerendering (the build) fails on a content mistake before any visitor could see it, and the browser, which
 * reads the same data for the header and footer, never has to carry valibot or the schema.
 */
export function checkSiteContent(): void {
  if (checked) return;
  const result = v.safeParse(siteSchema, site);
  // Prerendering reports only the failed page's 500; tests/unit/site-content.test.ts names the issues.
  if (!result.success) throw new Error(`app/content/site.ts does not match its schema:\n${v.summarize(result.issues)}`);
  checked = true;
}
