import * as v from "valibot";
import { lineIconNames } from "~/content/icon-names";

// The icon of each service on the home page, by the service's path. Title and summary come from the offerings
// registry (app/content/offerings/registry.ts), which owns the service pages.

export const serviceIcons = v.parse(v.record(v.pipe(v.string(), v.startsWith("/services/")), v.picklist(lineIconNames)), {
  "/services/innovation-enabler": "compass",
  "/services/mvp-builder": "rocket",
  "/services/applied-research": "flask",
});
