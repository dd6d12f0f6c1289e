/**
 * The `index`-th page view the benches send: a person's view of `path` (a page of the sitemap), its device, source
 * and Web Vitals varied with the index, as the page's script would send it.
 */
export function benchBeacon(index: number, path: string) {
  return {
    kind: "view",
    path,
    device: ["phone", "tablet", "desktop"][index % 3],
    referrer: index % 4 === 0 ? "news.example.net" : "",
    utm_source: index % 5 === 0 ? "newsletter" : "",
    utm_medium: "",
    utm_campaign: "",
    utm_term: "",
    utm_content: "",
    vitals: { LCP: 800 + (index % 40) * 50, INP: 40 + (index % 30) * 10, CLS: (index % 20) / 100, FCP: 700, TTFB: 90 },
  };
}
