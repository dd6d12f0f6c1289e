// The content editor at /admin and its GitHub sign-in, through the real Worker: the editor's own headers (the
// pages' unchanged), its generated configuration, and the OAuth routes against a stand-in of GitHub's token
// exchange (a spy on fetch): the state checked (forged, expired, another browser's, replayed), GitHub's error
// answers, and the secrets unset or half set (a page that says what to set, never a 5xx; /api/health names it).
import { afterEach, describe, expect, it, vi } from "vitest";
import { newSignInState } from "../../workers/admin/sign-in-state";
import {
  beginSignIn,
  callback,
  CLIENT_ID,
  CLIENT_SECRET,
  get,
  json,
  postedMessage,
  signInOff,
  signInSet,
  stubGitHub,
} from "./admin-request";
import { captureWorkerLogs, newClient, ORIGIN, postRequest } from "./contact-request";

const logs = captureWorkerLogs();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /admin", () => {
  it("the editor's page: its script and configuration from this origin, its own CSP, noindex, never cached", async () => {
    const response = await get("/admin");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<script src="/admin/sveltia-cms.js"></script>');
    expect(html).toContain('<link rel="cms-config-url" type="application/json" href="/admin/config.json">');
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/admin/config.json",
      "/admin/sveltia-cms.js",
    ]);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).toContain("connect-src 'self' blob: data: https://api.github.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    // GitHub's API is the one other origin, and only to call.
    const otherOrigins = csp.match(/https?:\/\/[^\s;]+/g);
    expect(otherOrigins).toEqual(["https://api.github.com"]);
  });

  it("leaves the pages' policy as it was", async () => {
    const response = await get("/some-missing-page");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    // (Vite's hot-reload socket is allowed under the test build, as in development.)
    expect(csp).toMatch(/connect-src 'self'( ws: wss:)?;/);
    expect(csp).not.toContain("github");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("the configuration: generated from the collections, this origin for sign-in, the repository's main branch", async () => {
    const response = await get("/admin/config.json", { ...signInOff, CONTENT_REPOSITORY: "acme/site" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const config = await response.json<{ backend: unknown; collections: { name: string }[] }>();
    expect(config.backend).toEqual({
      name: "github",
      repo: "acme/site",
      branch: "main",
      base_url: ORIGIN,
      auth_endpoint: "admin/auth",
      preview_context: "preview",
    });
    expect(config.collections.length).toBeGreaterThan(0);
  });

  it("is at one address: /admin/ and /admin/index.html lead there (301), the query kept", async () => {
    for (const path of ["/admin/", "/admin/index.html", "/admin/?lang=es"]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location"), path).toBe(path.endsWith("?lang=es") ? "/admin?lang=es" : "/admin");
    }
  });

  it("a HEAD of /admin/ is led there too (301), not refused", async () => {
    const head = await postRequest(new Request(`${ORIGIN}/admin/`, { method: "HEAD", redirect: "manual" }), signInOff);
    expect(head.status).toBe(301);
    expect(head.headers.get("Location")).toBe("/admin");
  });

  it("a page whose address only begins with admin keeps the pages' policy", async () => {
    const response = await get("/administrator");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("takes no other method, and knows no other path", async () => {
    const post = await postRequest(new Request(`${ORIGIN}/admin`, { method: "POST" }), signInOff);
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
    expect((await get("/admin/nothing-here")).status).toBe(404);
  });
});

describe("GitHub sign-in: GET /admin/auth", () => {
  it("sends the window to GitHub with this site's callback and a state bound to a short-lived cookie", async () => {
    const { response, location, state } = await beginSignIn();
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/admin/callback`);
    expect(location.searchParams.get("scope")).toBe("repo,user");
    expect(state).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^editor_sign_in_state=[\w-]+;/);
    for (const part of ["Max-Age=600;", "Path=/admin;", "HttpOnly", "Secure", "SameSite=Lax"])
      expect(cookie).toContain(part);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("with the secrets unset: a page (200) that says how to set them, and tells the editor the same", async () => {
    const response = await get("/admin/auth?provider=github&scope=repo", signInOff);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none");
    const message = await postedMessage(response);
    expect(message).toMatch(/^authorization:github:error:/);
    expect(message).toContain("GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET");
    expect(message).toContain("npx wrangler secret put");
  });

  it.each([
    ["only the id", { ...signInOff, GITHUB_OAUTH_CLIENT_ID: CLIENT_ID }, "GITHUB_OAUTH_CLIENT_SECRET is not"],
    ["only the secret", { ...signInOff, GITHUB_OAUTH_CLIENT_SECRET: CLIENT_SECRET }, "GITHUB_OAUTH_CLIENT_ID is not"],
    ["a repository that is no name", { ...signInSet, CONTENT_REPOSITORY: "not a repository" }, "CONTENT_REPOSITORY"],
  ])("with %s: a page (200) that says what is wrong", async (_case, env, words) => {
    const response = await get("/admin/auth?provider=github&scope=repo", env);
    expect(response.status).toBe(200);
    const message = await postedMessage(response);
    expect(message).toMatch(/^authorization:github:error:.*not set up correctly/);
    expect(message).toContain(words);
  });

  it("refuses another provider or scope (400), and sets no cookie", async () => {
    for (const query of ["provider=gitlab", "scope=admin:org"]) {
      const response = await get(`/admin/auth?${query}`, signInSet);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("Set-Cookie"), query).toBeNull();
    }
  });
});

describe("GitHub sign-in: GET /admin/callback", () => {
  it("trades the code for a token and hands it to this origin's editor only; the state is spent", async () => {
    const github = stubGitHub(() => json({ access_token: "gho_token123", token_type: "bearer", scope: "repo" }));
    const { state, cookie } = await beginSignIn();
    const response = await callback({ code: "abc123", state }, cookie);
    expect(response.status).toBe(200);
    expect(await postedMessage(response.clone())).toBe(
      'authorization:github:success:{"provider":"github","token":"gho_token123"}',
    );
    const html = await response.text();
    expect(html).toContain(`const origin = "${ORIGIN}";`);
    expect(html).toContain("window.opener.postMessage(result, origin);");
    expect(html).toContain('if (event.origin !== origin || event.data !== "authorizing:github") return;');
    expect(html).not.toContain('"*"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Set-Cookie")).toMatch(/^editor_sign_in_state=;.*Max-Age=0/);
    expect(github).toHaveBeenCalledTimes(1);
    const [, init] = github.mock.calls[0] ?? [];
    expect(JSON.parse(typeof init?.body === "string" ? init.body : "")).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: "abc123",
      redirect_uri: `${ORIGIN}/admin/callback`,
    });
  });

  it("the sign-in window's script carries the nonce its CSP allows, and it sets no opener policy", async () => {
    stubGitHub(() => json({ access_token: "gho_token123" }));
    const { state, cookie } = await beginSignIn();
    const response = await callback({ code: "abc123", state }, cookie);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`<script nonce="${nonce}">`);
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none");
  });

  it("clears the state cookie on the path it was set on (Path=/admin), whatever the outcome", async () => {
    const { cookie } = await beginSignIn();
    const response = await callback({ code: "abc123" }, cookie);
    expect(response.headers.get("Set-Cookie")).toMatch(/^editor_sign_in_state=;.*Max-Age=0/);
    expect(response.headers.get("Set-Cookie")).toContain("Path=/admin");
  });

  it("with the secrets unset: a page (200) that says how to set them, GitHub never asked", async () => {
    const github = stubGitHub(() => json({ access_token: "gho_never" }));
    const response = await get("/admin/callback?code=abc123&state=a.1.b", signInOff);
    expect(response.status).toBe(200);
    expect(await postedMessage(response)).toMatch(/^authorization:github:error:.*npx wrangler secret put/);
    expect(github).not.toHaveBeenCalled();
  });

  it("a replayed callback is refused: without the spent cookie by us, with it put back by GitHub", async () => {
    let calls = 0;
    stubGitHub(() => (++calls === 1 ? json({ access_token: "gho_once" }) : json({ error: "bad_verification_code" })));
    const { state, cookie } = await beginSignIn();
    expect((await callback({ code: "abc123", state }, cookie)).status).toBe(200);
    const withoutCookie = await callback({ code: "abc123", state });
    expect(withoutCookie.status).toBe(400);
    expect(calls).toBe(1);
    const withCookie = await callback({ code: "abc123", state }, cookie);
    expect(withCookie.status).toBe(400);
    expect(await postedMessage(withCookie)).toMatch(/^authorization:github:error:.*used already/);
  });

  it.each([
    ["a missing", () => ({ code: "abc123" }), true],
    ["a forged", (state: string) => ({ code: "abc123", state: `${state.slice(0, -3)}xyz` }), true],
    ["another browser's", (state: string) => ({ code: "abc123", state }), false],
  ])("%s state is refused (400) before GitHub is asked", async (_case, query, withCookie) => {
    const github = stubGitHub(() => json({ access_token: "gho_never" }));
    const { state, cookie } = await beginSignIn();
    const response = await callback(query(state), withCookie ? cookie : undefined);
    expect(response.status).toBe(400);
    expect(await postedMessage(response)).toMatch(/^authorization:github:error:/);
    expect(github).not.toHaveBeenCalled();
  });

  it("an expired state (older than ten minutes) is refused", async () => {
    const github = stubGitHub(() => json({ access_token: "gho_never" }));
    const old = await newSignInState(CLIENT_SECRET, Date.now() - 601_000);
    const response = await callback({ code: "abc123", state: old.state }, old.cookie);
    expect(response.status).toBe(400);
    expect(github).not.toHaveBeenCalled();
    expect(logs.some((line) => line.includes("sign-in.bad-state") && line.includes("expired"))).toBe(true);
  });

  it("the person declining at GitHub is told so (400)", async () => {
    const { cookie } = await beginSignIn();
    const response = await callback({ error: "access_denied", error_description: "The user denied" }, cookie);
    expect(response.status).toBe(400);
    expect(await postedMessage(response)).toContain("declined");
  });

  it.each([
    ["wrong app credentials", () => json({ error: "incorrect_client_credentials" }), 502, /GITHUB_OAUTH_CLIENT_ID/],
    ["a spent code", () => json({ error: "bad_verification_code" }), 400, /used already/],
    ["a 500", () => new Response("oops", { status: 500 }), 502, /could not be reached/],
    [
      "a 500 whose body reads like a token",
      () => json({ access_token: "gho_from_an_error" }, 500),
      502,
      /could not be reached/,
    ],
    ["an answer that is not JSON", () => new Response("<html>", { status: 200 }), 502, /could not be reached/],
    [
      "no answer at all",
      () => {
        throw new TypeError("network down");
      },
      502,
      /could not be reached/,
    ],
  ])("GitHub answering %s: the editor is told, no token", async (_case, answer, status, words) => {
    stubGitHub(answer);
    const { state, cookie } = await beginSignIn();
    const response = await callback({ code: "abc123", state }, cookie);
    expect(response.status).toBe(status);
    const message = await postedMessage(response);
    expect(message).toMatch(/^authorization:github:error:/);
    expect(message).toMatch(words);
    expect(message).not.toContain("token");
  });
});

describe("a half-set sign-in in /api/health", () => {
  it.each([
    ["GITHUB_OAUTH_CLIENT_ID", { GITHUB_OAUTH_CLIENT_SECRET: CLIENT_SECRET, GITHUB_OAUTH_CLIENT_ID: undefined }],
    ["GITHUB_OAUTH_CLIENT_SECRET", { GITHUB_OAUTH_CLIENT_ID: CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET: undefined }],
  ])("answers 503 with the editor as its cause, the log naming %s", async (name, env) => {
    const response = await postRequest(
      new Request(`${ORIGIN}/api/health`, { headers: { "CF-Connecting-IP": newClient() } }),
      env,
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, causes: ["editor"], version: expect.any(String) as unknown });
    expect(logs.some((line) => line.includes("health.unhealthy") && line.includes(`but ${name} is not`))).toBe(true);
  });

  it("both set, or neither: healthy", async () => {
    for (const env of [signInSet, signInOff]) {
      const response = await postRequest(
        new Request(`${ORIGIN}/api/health`, { headers: { "CF-Connecting-IP": newClient() } }),
        env,
      );
      expect(response.status).toBe(200);
    }
  });
});
