import { describe, expect, it } from "vitest";
import { type BuiltRoute, publicPagePaths } from "~/lib/seo/public-paths";

const page = { default: () => null };
const resource = {};

describe("publicPagePaths", () => {
  it("lists the pages of a server build's route table, leaving out the root, resource routes, splats and parameters", () => {
    const routes: Record<string, BuiltRoute> = {
      root: { id: "root", path: "", module: page },
      "routes/home": { id: "routes/home", parentId: "root", module: page },
      "offering-quantum": { id: "offering-quantum", parentId: "root", path: "expertise/quantum", module: page },
      "routes/vision": { id: "routes/vision", parentId: "root", path: "vision", module: page },
      "routes/sitemap": { id: "routes/sitemap", parentId: "root", path: "sitemap.xml", module: resource },
      "routes/post": { id: "routes/post", parentId: "root", path: "blog/:slug", module: page },
      "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: page },
    };
    expect(publicPagePaths(routes)).toEqual(["/", "/expertise/quantum", "/vision"]);
  });

  it("joins nested paths and counts a layout once, through its index child", () => {
    const routes: Record<string, BuiltRoute> = {
      root: { id: "root", path: "", module: page },
      legal: { id: "legal", parentId: "root", path: "legal", module: page },
      "legal-index": { id: "legal-index", parentId: "legal", module: page },
      "legal-terms": { id: "legal-terms", parentId: "legal", path: "terms", module: page },
      shell: { id: "shell", parentId: "root", module: page },
      "shell-about": { id: "shell-about", parentId: "shell", path: "about", module: page },
    };
    expect(publicPagePaths(routes).sort()).toEqual(["/about", "/legal", "/legal/terms"]);
  });
});
