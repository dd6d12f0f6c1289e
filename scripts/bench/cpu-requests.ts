// The requests `npm run bench:cpu` measures (cpu-bench.ts), made as a browser or an ops client makes them.
import { benchBeacon } from "./bench-beacon.ts";

/** A browser's user agent: a beacon without one, or a crawler's, is not counted. */
const PERSON =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * The requests of each kind, as a browser (or an ops client) makes them, each from a client address of its own;
 * `opsToken`: the ops token the site under test was started with.
 */
export function requestsTo(origin: string, opsToken: string) {
  /** A client address of its own for each request of a kind (`group`): the per-client limits stay out of the way. */
  const address = (group: number, index: number) => `198.18.${group * 16 + (index >> 8)}.${index & 255}`;

  const expect = async (status: number, path: string, headers: Record<string, string> = {}, init: RequestInit = {}) => {
    const response = await fetch(`${origin}${path}`, { ...init, headers, redirect: "manual" });
    const body = await response.text();
    if (response.status !== status) {
      throw new Error(
        `${init.method ?? "GET"} ${path} answered ${response.status}, not ${status}: ${body.slice(0, 200)}`,
      );
    }
    return response;
  };

  const beacon = (index: number) =>
    expect(
      204,
      "/api/visit",
      {
        Origin: origin,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "text/plain;charset=UTF-8",
        "User-Agent": PERSON,
        "CF-Connecting-IP": address(0, index),
      },
      {
        method: "POST",
        body: JSON.stringify(benchBeacon(index, "/")),
      },
    );

  /** A contact message; `proof`: with a token the siteverify stand-in passes (verified), or none (held). */
  const contact = (index: number, proof: boolean) =>
    expect(
      200,
      "/api/contact",
      { "Content-Type": "application/json", Origin: origin, "CF-Connecting-IP": address(proof ? 3 : 4, index) },
      {
        method: "POST",
        body: JSON.stringify({
          name: `Prospect ${index}`,
          email: `prospect-${index}@example.org`,
          company: index % 3 === 0 ? "Example Ventures" : "",
          message: `We would like to talk about a pilot (message ${index}).\n${"More words about it. ".repeat(20)}`,
          locale: index % 4 === 0 ? "es" : "en",
          page: index % 4 === 0 ? "/es" : "/services/mvp-builder",
          ...(proof ? { "cf-turnstile-response": `pass-cpu-bench-${index}` } : {}),
        }),
      },
    );

  /** Signs in with the ops token, as the sign-in form does; resolves the session's `Cookie` header. */
  const signIn = async () => {
    const response = await expect(
      303,
      "/ops/sign-in",
      { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": address(5, 0) },
      { method: "POST", body: new URLSearchParams({ token: opsToken }).toString() },
    );
    const cookie = response.headers.get("Set-Cookie")?.split(";")[0];
    if (!cookie) throw new Error("sign-in answered without a session");
    return cookie;
  };

  return { address, expect, beacon, contact, signIn };
}
