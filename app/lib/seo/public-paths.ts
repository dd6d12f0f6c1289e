/** A route as the server build lists it (ServerBuild["routes"]): flat, each child naming its parent. */
export interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: { default?: unknown };
}

/**
 * The URL of every page in the site's URL table, as React Router serves it. A page is a route that renders
 * (resource routes such as sitemap.xml have no component), has no children of its own (layouts are not pages;
 * an index child stands for its parent's URL) and names one URL (no splat, no parameter).
 */
export function publicPagePaths(routes: Readonly<Record<string, BuiltRoute | undefined>>): string[] {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const fullPath = (route: BuiltRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const paths = new Set<string>();
  for (const route of all) {
    if (!route.parentId || !route.module.default) continue;
    if (all.some((other) => other.parentId === route.id)) continue;
    const path = fullPath(route);
    if (!/[*:]/.test(path)) paths.add(`/${path}`);
  }
  return [...paths];
}
