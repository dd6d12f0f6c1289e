import type { Location, MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { interfaceIn } from "~/content/localized.server";
import { site } from "~/content/site";
import { organizationData } from "~/seo/organization-data";
import { canonicalPath, pageMeta, type PageMetaArgs } from "~/seo/page-meta";

const origin = "https://www.example.com";

const english = { siteOrigin: origin, siteText: { language: "en", text: interfaceIn("en") } };

function args(pathname: string, rootData: unknown = english): PageMetaArgs {
  const location = { pathname, search: "?utm_source=x", hash: "#top", state: null, key: "k" } as Location;
  return {
    location,
    matches: [
      { id: "root", loaderData: rootData },
      { id: "routes/page", loaderData: undefined },
    ],
  };
}

function find(tags: MetaDescriptor[], key: string, value: string): Record<string, unknown> | undefined {
  const fields: Record<string, unknown>[] = tags;
  return fields.find((tag) => tag[key] === value);
}

describe("pageMeta", () => {
  it("suffixes the site name to a page's title, but not to the site name itself", () => {
    expect(pageMeta(args("/vision"), { title: "Vision", description: "d" })[0]).toEqual({
      title: `Vision | ${site.name}`,
    });
    expect(pageMeta(args("/"), { title: site.name, description: "d" })[0]).toEqual({ title: site.name });
  });

  it("builds the canonical URL and share tags from the deployment's origin, without query or trailing slash", () => {
    const tags = pageMeta(args("/services/mvp-builder/"), { title: "MVP Builder", description: "Ship it." });
    const url = `${origin}/services/mvp-builder`;
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: url },
    ]);
    expect(find(tags, "property", "og:url")?.content).toBe(url);
    expect(find(tags, "property", "og:title")?.content).toBe("MVP Builder");
    expect(find(tags, "property", "og:description")?.content).toBe("Ship it.");
    expect(find(tags, "name", "description")?.content).toBe("Ship it.");
    // The page's own card, drawn by the build (app/seo/share-card.ts), with its size and description.
    expect(find(tags, "property", "og:image")?.content).toBe(`${origin}/cards/mvp-builder.png`);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:alt")?.content).toBe("MVP Builder: service at Orbitant");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:image")?.content).toBe(`${origin}/cards/mvp-builder.png`);
  });

  it("gives the home page the brand's card, and each kind of page its own line", () => {
    expect(find(pageMeta(args("/"), { title: site.name, description: "d" }), "property", "og:image")?.content).toBe(
      `${origin}/share-image.png`,
    );
    const alt = (path: string) =>
      find(pageMeta(args(path), { title: "t", description: "d" }), "property", "og:image:alt")?.content;
    expect(alt("/expertise/quantum")).toBe("Quantum: expertise at Orbitant");
    expect(alt("/services/venture-builder")).toBe("Venture Builder: venture building at Orbitant");
    expect(alt("/privacy")).toBe("Privacy Policy: legal at Orbitant");
    expect(alt("/vision")).toBe("Vision: company at Orbitant");
  });

  it("takes a picture given in place of the page's card", () => {
    const image = { path: "/quantum-card.png", width: 1200, height: 630, alt: "A qubit" };
    const tags = pageMeta(args("/expertise/quantum"), { title: "Quantum", description: "d", image });
    expect(find(tags, "property", "og:image")?.content).toBe(`${origin}/quantum-card.png`);
    expect(find(tags, "property", "og:image:alt")?.content).toBe("A qubit");
  });

  it("adds the organisation's JSON-LD only when given (the home loader builds it), with the deployment's URLs", () => {
    expect(
      pageMeta(args("/vision"), { title: "Vision", description: "d" }).some((tag) => "script:ld+json" in tag),
    ).toBe(false);
    const tags = pageMeta(args("/"), {
      title: site.name,
      description: "d",
      structuredData: organizationData(origin, "en", interfaceIn("en").tagline),
    });
    const jsonLd = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []))[0];
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: `${origin}/`,
      logo: `${origin}/logo.png`,
      address: { "@type": "PostalAddress", addressLocality: site.address.city },
    });
  });

  it("leaves out every absolute URL when the root data carries no valid origin", () => {
    for (const rootData of [null, {}, { siteOrigin: "not a url" }]) {
      const tags = pageMeta(args("/vision", rootData), {
        title: "Vision",
        description: "d",
        structuredData: organizationData(origin, "en", interfaceIn("en").tagline),
      });
      expect(tags).toEqual([{ title: `Vision | ${site.name}` }, { name: "description", content: "d" }]);
    }
  });
});

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["//", "/"],
    ["/vision/", "/vision"],
    ["/services/mvp-builder", "/services/mvp-builder"],
  ])("%s -> %s", (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});
