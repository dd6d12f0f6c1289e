import { pageOfEachTemplate } from "../e2e/route-table";
import type { Journey } from "./journey";
import { byRole, pause, seen, visit } from "./visitor-actions";

// One page of each template, not every page: a template's pages share its markup, styles and scripts and differ in
// their words and pictures, and the Chromium suite loads every page (routes.spec.ts).
export const everyTemplate: Journey = {
  title:
    "a page of each template: loads with its headline and is scrolled to the end, with no console error and no CSP violation",
  timeout: 120_000,
  async run(visitor) {
    for (const { path, headline } of pageOfEachTemplate) {
      await visit(visitor, path);
      await seen(visitor, byRole("heading", headline), `${path} shows its headline`);
      // Whatever waits for the visitor to scroll to it (images, videos) loads too.
      await visitor.run(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await pause(250);
    }
  },
};
