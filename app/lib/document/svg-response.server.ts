import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** A resource route's answer: an SVG document drawn by React components, as a file a browser can show. */
export function svgResponse(element: ReactElement): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(element)}`, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
