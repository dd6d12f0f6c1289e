import { expect } from "@playwright/test";
import type { Journey } from "./journey";
import { byRole, documentStatus, seen, visit } from "./visitor-actions";

export const notFound: Journey = {
  title: "not found: an unknown address shows the page with a link home, under a 404 status",
  // Some engines report a 404 document on the console; that is the point here.
  expectedErrors: [/404/],
  async run(visitor) {
    await visit(visitor, "/no/such/page");
    await seen(visitor, byRole("heading", "Oops! Page not found"));
    const home = await seen(visitor, byRole("link", "Return to Home"));
    expect(home.attributes.href).toBe("/");
    expect(await documentStatus(visitor)).toBe(404);
  },
};
