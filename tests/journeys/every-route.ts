import { routeTable } from "../e2e/route-table";
import type { Journey } from "./journey";
import { byRole, pause, seen, visit } from "./visitor-actions";

export const everyRoute: Journey = {
  title: "every route: loads with its headline and is scrolled to the end, with no console error and no CSP violation",
  timeout: 120_000,
  async run(visitor) {
    for (const { path, headline } of routeTable) {
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
