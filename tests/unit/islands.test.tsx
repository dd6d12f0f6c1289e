// @vitest-environment happy-dom
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteTextContext } from "~/components/layout/site-text";
import { homeContent } from "~/content/home/home-content.server";
import { interfaceIn } from "~/content/localized.server";
import { navigationOf } from "~/content/navigation";
import { islands } from "~/islands";
import Home from "~/routes/home";
import { organizationData } from "~/seo/organization-data";

// An island is hydrated on its own (components/ui/hydrate-islands.ts) with the props written beside it, so its
// markup in the page must be exactly what its component renders alone from those props once they have been
// through JSON. Anything that differs (an id from useId, counted from the page's root on the server; a prop that
// does not survive JSON) would be a hydration mismatch in the browser.

const text = interfaceIn("en");
const loaderData = {
  ...homeContent("en"),
  organization: organizationData("https://example.org", "en", text.tagline),
  carouselText: text.carousel,
  turnstileSiteKey: "1x00000000000000000000BB",
};
const pageHtml = renderToString(
  <SiteTextContext value={{ language: "en", text, navigation: navigationOf("en", text), alternates: [], year: 2026 }}>
    <Home {...({ loaderData } as unknown as Parameters<typeof Home>[0])} />
  </SiteTextContext>,
);

/** The markup as the browser's parser has it: both sides are compared after the same parse. */
function parsed(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.innerHTML;
}

function islandsIn(html: string): HTMLElement[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  return [...template.content.querySelectorAll<HTMLElement>("[data-island]")];
}

describe("the home page's islands", () => {
  it("are the carousel, the network and the contact form, each in the islands table", () => {
    const names = islandsIn(pageHtml).map((island) => island.dataset.island);
    expect(names).toEqual(["carousel", "network", "contact-form"]);
    for (const name of names) expect(Object.keys(islands)).toContain(name);
  });

  for (const container of islandsIn(pageHtml)) {
    const name = container.dataset.island as keyof typeof islands;
    it(`${name}: rendered in the page exactly as it renders alone from its props`, async () => {
      const component = (await islands[name]()) as ComponentType<object>;
      const props = JSON.parse(container.dataset.islandProps ?? "") as object;
      expect(container.innerHTML).toBe(parsed(renderToString(createElement(component, props))));
    });
  }
});
