import { expect, test } from "@playwright/test";
import { routeTable } from "./route-table";

// Pages answer GET and HEAD. Any other method gets a bare 405: prerendered pages from the static file
// server, the rest from the Worker, never React Router's own answer (which names the route and says it has
// no action) and never a 5xx.
const paths = [...routeTable.map((route) => route.path), "/no/such/page", "/vision.data", "/_root.data", "/%E0%A4%A"];

for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
  test(`${method} to a page: 405, saying nothing about routes or actions`, async ({ request }) => {
    for (const path of paths) {
      const response = await request.fetch(path, { method, form: { name: "x" }, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(await response.text(), `${method} ${path}`).not.toMatch(/action|route/i);
    }
  });
}

test("HEAD of a page: the status and headers its GET gets, the page's type and security policy among them", async ({
  request,
}) => {
  for (const path of [...routeTable.map((route) => route.path), "/no/such/page"]) {
    const [head, get] = [await request.head(path), await request.get(path)];
    expect(head.status(), path).toBe(get.status());
    for (const name of ["content-type", "x-content-type-options", "referrer-policy"]) {
      expect(head.headers()[name], `${path} ${name}`).toBe(get.headers()[name]);
    }
    expect(head.headers()["content-security-policy"], path).toBeDefined();
    expect(await head.body(), path).toHaveLength(0);
  }
});
