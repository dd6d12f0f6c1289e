import { siteAddresses } from "~/content/site-addresses";
import { ownClientAddress } from "./contact-helpers";
import { expect, test } from "./fixtures";
import { baseURL, opsToken } from "./playwright.config";

// Every address a visitor can type, spelt the ways people and programs misspell them, against the built site (the
// static files first, then the Worker, as deployed): never a 5xx, never a page at a second URL, and a redirect only
// ever to the address itself.
const { pages, resources } = siteAddresses();
const addresses = [...pages, ...resources];

/** The first letter of every segment upper-cased: `/es/services/mvp-builder` is `/Es/Services/Mvp-builder`. */
const capitalized = (path: string) =>
  path.replace(/(^|\/)([a-z])/g, (_, slash: string, letter: string) => slash + letter.toUpperCase());

function variants(path: string): { name: string; path: string; sameButCase: boolean }[] {
  const firstLetter = /[a-z]/.exec(path);
  const encoded = firstLetter
    ? `${path.slice(0, firstLetter.index)}%${firstLetter[0].charCodeAt(0).toString(16)}${path.slice(firstLetter.index + 1)}`
    : path;
  return [
    { name: "upper case", path: path.toUpperCase(), sameButCase: true },
    { name: "mixed case", path: capitalized(path), sameButCase: true },
    { name: "upper-cased language prefix", path: path.replace(/^\/es(?=\/|$)/, "/ES"), sameButCase: true },
    { name: "trailing dot", path: `${path}.`, sameButCase: false },
    { name: "an encoded letter", path: encoded, sameButCase: false },
    { name: "doubled slashes", path: path.replaceAll("/", "//"), sameButCase: false },
    { name: "a trailing slash", path: `${path}/`, sameButCase: false },
    { name: "a very long segment", path: `${path === "/" ? "" : path}/${"segment".repeat(600)}`, sameButCase: false },
    // A URL parser drops a dot segment (`/.` is `/`) before anything is sent: such a variant is the address itself.
  ].filter((variant) => new URL(`http://site.test${variant.path}`).pathname !== path);
}

test("every address, misspelt: no 5xx, no second copy, letter case answered with a 301 to the address", async ({
  request,
}) => {
  // Some 300 requests one after another: a few seconds on a quiet machine, over 30 s with the two cores busy.
  test.setTimeout(180_000);
  expect(addresses.length).toBeGreaterThan(30);
  for (const address of addresses) {
    for (const variant of variants(address)) {
      const label = `${variant.path.slice(0, 80)} (${variant.name} of ${address})`;
      // Whole URLs: `//` on its own would be read as a URL without its scheme.
      const response = await request.get(`${baseURL}${variant.path}?from=variant`, { maxRedirects: 0 });
      const status = response.status();
      expect.soft(status, label).toBeLessThan(500);
      expect.soft(status, `${label}: no page at a second address`).not.toBe(200);
      if (variant.sameButCase) expect.soft(status, label).toBe(301);
      if (status >= 300 && status < 400) {
        const location = new URL(response.headers().location ?? "", "http://site.test");
        expect.soft(location.pathname, `${label}: redirected to the address itself`).toBe(address);
        if (variant.sameButCase) expect.soft(location.search, `${label}: query kept`).toBe("?from=variant");
      }
    }
  }
});

test("an unknown path under a language's prefix, in any letter case, is that language's 404 page", async ({
  request,
}) => {
  for (const [path, language] of [
    ["/es/no-existe", "es"],
    ["/ES/no-existe", "es"],
    ["/No-Such-Page", "en"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(`<html lang="${language}"`);
  }
});

test("the ops console with its session cookie spoilt every way: no 5xx, the sign-in page", async () => {
  // Node's fetch, with no cookie jar: each request carries exactly the Cookie header written here. One client of its
  // own, so the console's 20-a-minute limit a client never spans tests.
  const client = ownClientAddress();
  const signIn = await fetch(`${baseURL}/ops/sign-in`, {
    method: "POST",
    headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": client },
    body: new URLSearchParams({ token: opsToken }).toString(),
    redirect: "manual",
  });
  expect(signIn.status).toBe(303);
  const session = (signIn.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const [name = "", value = ""] = session.split(/=(.*)/s);
  const cookies: [string, string][] = [
    ["the session (it opens the console)", session],
    ["a signature that is no base64 of a valid length", `${name}=v1.9999999999.abcde`],
    ["the same under the __Host- name", "__Host-ops-session=v1.9999999999.abcde"],
    ["no value", `${name}=`],
    ["truncated", session.slice(0, -3)],
    ["of another version", `${name}=${value.replace(/^v2\./, "v1.")}`],
    ["broken percent-encoding", `${name}=v2.1.%E0%A4%A`],
    ["repeated, a spoilt copy first", `${name}=v2.1.abcde; ${session}`],
    ["oversized", `${name}=${"9".repeat(6000)}`],
  ];
  for (const [what, cookie] of cookies) {
    const response = await fetch(`${baseURL}/ops`, {
      headers: { Cookie: cookie, "CF-Connecting-IP": client },
      redirect: "manual",
    });
    expect.soft(response.status, what).toBe(200);
    const signedIn = !(await response.text()).includes("<h1>Sign in</h1>");
    expect.soft(signedIn, what).toBe(cookie === session);
  }
});
