import { offeringPages } from "~/content/pages";

// The route table, with what each page's h1 must say. Offering pages take their headline from
// the content registry, so the loop follows the registry rather than copy typed again here.
export const routeTable: readonly { path: string; headline: string | RegExp }[] = [
  { path: "/", headline: "Looking Beyond Conventional" },
  ...offeringPages.map((page) => ({ path: page.path, headline: page.label })),
  { path: "/vision", headline: /vision/i },
  { path: "/privacy", headline: "Privacy Policy" },
  { path: "/terms", headline: /legal notice|terms/i },
  { path: "/under-construction", headline: "Looking Beyond Conventional" },
];
