// The editor's GitHub sign-in at its edges, through the real Worker: the site's origin taken from SITE_ORIGIN
// whatever Host the request names, each bound of what the routes take from the editor and from GitHub tried on both
// sides, both ends of every pattern, the time GitHub is given, and every status, header and log line they answer
// with. admin-editor.test.ts has the sign-in's ordinary paths.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  beginSignIn,
  callback,
  CLIENT_ID,
  get,
  json,
  postedMessage,
  signInOff,
  signInSet,
  stubGitHub,
  windowOrigin,
} from "./admin-request";
import { captureWorkerLogs, ORIGIN, postRequest } from "./contact-request";

const logs = captureWorkerLogs();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A Host the request names that is not the site's: what anyone can send. */
const FORGED = "https://site.test.evil.example";

/** The JSON log lines of one event, parsed. */
const logged = (event: string) =>
  logs
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === event);

const EXPIRED_OR_FOREIGN = "This sign-in expired or was not started here. Please sign in again.";
const INCOMPLETE = "GitHub's answer was incomplete. Please sign in again.";
const UNREACHABLE = "GitHub could not be reached. Please try again in a minute.";
const errorMessage = (error: string) => `authorization:github:error:${JSON.stringify({ provider: "github", error })}`;

describe("the site's own origin (SITE_ORIGIN), whatever Host the request names", () => {
  it("GitHub is asked to send the window back to the site's callback, not the Host's", async () => {
    const { response, location } = await beginSignIn(FORGED);
    expect(response.status).toBe(302);
    expect(location.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/admin/callback`);
  });

  it("the token is traded for the site's callback and handed to the site's origin only", async () => {
    const github = stubGitHub(() => json({ access_token: "gho_token123" }));
    const { state, cookie } = await beginSignIn(FORGED);
    const response = await callback({ code: "abc123", state }, cookie, FORGED);
    expect(response.status).toBe(200);
    expect(await windowOrigin(response)).toBe(ORIGIN);
    const [, init] = github.mock.calls[0] ?? [];
    expect(JSON.parse(typeof init?.body === "string" ? init.body : "")).toMatchObject({
      redirect_uri: `${ORIGIN}/admin/callback`,
    });
  });

  it("with the secrets unset, the page says all of what to do; set wrongly, what is wrong and what must be set", async () => {
    expect(await postedMessage(await get("/admin/auth", signInOff))).toBe(
      errorMessage(
        "GitHub sign-in is not set up on this site yet. Whoever deploys the site sets the GitHub OAuth app's id and " +
          "secret as the Worker secrets GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET " +
          "(npx wrangler secret put GITHUB_OAUTH_CLIENT_ID --env production, then the same for the secret; " +
          "docs/configuration.md). On your own computer, use Work with Local Repository instead.",
      ),
    );
    expect(await postedMessage(await get("/admin/auth", { ...signInOff, GITHUB_OAUTH_CLIENT_ID: CLIENT_ID }))).toBe(
      errorMessage(
        "GitHub sign-in is not set up correctly on this site: GITHUB_OAUTH_CLIENT_ID is set but " +
          "GITHUB_OAUTH_CLIENT_SECRET is not. Both GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET must be set, " +
          "and CONTENT_REPOSITORY name the repository (docs/configuration.md).",
      ),
    );
  });

  it("a page that says what is wrong posts to the site's origin too", async () => {
    const response = await get("/admin/auth?provider=github&scope=repo", signInOff, {}, FORGED);
    expect(await windowOrigin(response)).toBe(ORIGIN);
  });

  it("the editor's configuration names the site's origin for its sign-in and its site", async () => {
    const response = await get("/admin/config.json", signInOff, {}, FORGED);
    const config = await response.json<{ backend: { base_url: string }; site_url: string }>();
    expect(config.backend.base_url).toBe(ORIGIN);
    expect(config.site_url).toBe(ORIGIN);
  });
});

describe("the scope the editor asks for", () => {
  it.each([
    ["repo", "repo"],
    ["public_repo", "public_repo"],
    ["repo,user", "repo,user"],
    ["public_repo,user", "public_repo,user"],
  ])("%s is forwarded to GitHub as it is", async (scope, forwarded) => {
    const response = await get(`/admin/auth?provider=github&scope=${encodeURIComponent(scope)}`, signInSet);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("Location") ?? "").searchParams.get("scope")).toBe(forwarded);
  });

  it("none named: the editor's own, repo,user; no provider named: GitHub", async () => {
    const response = await get("/admin/auth", signInSet);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "");
    expect(location.searchParams.get("scope")).toBe("repo,user");
    expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
  });

  it.each([
    ["repo,admin:org", "more after an allowed scope (the pattern's end)"],
    ["admin:org,repo", "more before it (the pattern's start)"],
    ["repo,user,delete_repo", "a third scope"],
    ["user", "the person alone"],
    ["public_", "a prefix alone"],
    ["", "nothing"],
  ])("%s (%s) is refused: 400, no cookie, never sent to GitHub", async (scope) => {
    const response = await get(`/admin/auth?provider=github&scope=${encodeURIComponent(scope)}`, signInSet);
    expect(response.status).toBe(400);
    expect(response.headers.get("Location")).toBeNull();
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await postedMessage(response)).toBe(
      errorMessage("The editor asked for a sign-in this site does not offer."),
    );
  });
});

describe("what GitHub sends the window back with", () => {
  it("a code of 100 characters is traded; one of 101, or none, is not, and GitHub is not asked", async () => {
    const github = stubGitHub(() => json({ access_token: "gho_token123" }));
    for (const code of ["a".repeat(101), ""]) {
      const { state, cookie } = await beginSignIn();
      const response = await callback({ code, state }, cookie);
      expect(response.status, code).toBe(400);
      expect(await postedMessage(response)).toBe(errorMessage(INCOMPLETE));
    }
    expect(github).not.toHaveBeenCalled();
    const { state, cookie } = await beginSignIn();
    expect((await callback({ code: "a".repeat(100), state }, cookie)).status).toBe(200);
  });

  it.each([
    ["abc123!", "after (the pattern's end)"],
    ["!abc123", "before (the pattern's start)"],
  ])("a code with a character GitHub never uses %s: 400, GitHub not asked", async (code) => {
    const github = stubGitHub(() => json({ access_token: "gho_token123" }));
    const { state, cookie } = await beginSignIn();
    const response = await callback({ code, state }, cookie);
    expect(response.status).toBe(400);
    expect(await postedMessage(response)).toBe(errorMessage(INCOMPLETE));
    expect(github).not.toHaveBeenCalled();
  });

  it("a state of 200 characters is checked (and refused as foreign); one of 201 is not even read", async () => {
    const { cookie } = await beginSignIn();
    const checked = await callback({ code: "abc123", state: "a".repeat(200) }, cookie);
    expect(checked.status).toBe(400);
    expect(await postedMessage(checked)).toBe(errorMessage(EXPIRED_OR_FOREIGN));
    expect(logged("editor.sign-in.bad-state")).toEqual([{ event: "editor.sign-in.bad-state", check: "forged" }]);
    const unread = await callback({ code: "abc123", state: "a".repeat(201) }, cookie);
    expect(unread.status).toBe(400);
    expect(await postedMessage(unread)).toBe(errorMessage(INCOMPLETE));
  });

  it("GitHub's error of 100 characters is logged and the person told they may have declined; one of 101 is not read", async () => {
    const { cookie } = await beginSignIn();
    const declined = await callback({ error: "e".repeat(100) }, cookie);
    expect(declined.status).toBe(400);
    expect(await postedMessage(declined)).toBe(
      errorMessage("GitHub did not sign you in (you may have declined). Please try again."),
    );
    expect(logged("editor.sign-in.refused")).toEqual([{ event: "editor.sign-in.refused", error: "e".repeat(100) }]);
    const unread = await callback({ error: "e".repeat(101) }, cookie);
    expect(unread.status).toBe(400);
    expect(await postedMessage(unread)).toBe(errorMessage(INCOMPLETE));
  });
});

describe("GitHub's answer to the trade", () => {
  const tokenOf = async (token: string) => {
    stubGitHub(() => json({ access_token: token, token_type: "bearer" }));
    const { state, cookie } = await beginSignIn();
    return callback({ code: "abc123", state }, cookie);
  };

  it("is asked once, by POST, for JSON, with the app's id and secret and nothing followed elsewhere", async () => {
    const github = stubGitHub(() => json({ access_token: "gho_token123" }));
    const { state, cookie } = await beginSignIn();
    await callback({ code: "abc123", state }, cookie);
    expect(github).toHaveBeenCalledTimes(1);
    const [url, init] = github.mock.calls[0] ?? [];
    expect(url).toBe("https://github.com/login/oauth/access_token");
    expect(init?.method).toBe("POST");
    expect(init?.redirect).toBe("manual");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("a token of 255 characters is handed over; one of 256 is not", async () => {
    const longest = `gho_${"a".repeat(251)}`;
    const handed = await tokenOf(longest);
    expect(handed.status).toBe(200);
    expect(await postedMessage(handed)).toBe(
      `authorization:github:success:${JSON.stringify({ provider: "github", token: longest })}`,
    );
    const tooLong = await tokenOf(`${longest}a`);
    expect(tooLong.status).toBe(502);
    expect(await postedMessage(tooLong)).toBe(errorMessage(UNREACHABLE));
  });

  it.each([
    ["gho_token<script>", "after (the pattern's end)"],
    ['"><script>gho_token', "before (the pattern's start)"],
    ["", "none at all"],
  ])("a token with what no GitHub token holds %s is not handed over: 502, logged", async (token) => {
    const response = await tokenOf(token);
    expect(response.status).toBe(502);
    expect(await postedMessage(response)).toBe(errorMessage(UNREACHABLE));
    expect(logged("editor.sign-in.unexpected-answer")).toEqual([
      { event: "editor.sign-in.unexpected-answer", status: 200 },
    ]);
  });

  it("an error of 100 characters is a refusal (400, logged); one of 101 an answer not understood (502)", async () => {
    const github = stubGitHub(() => json({ error: "e".repeat(100) }));
    const first = await beginSignIn();
    const refused = await callback({ code: "abc123", state: first.state }, first.cookie);
    expect(refused.status).toBe(400);
    expect(await postedMessage(refused)).toBe(
      errorMessage("GitHub did not accept this sign-in (it may have been used already). Please sign in again."),
    );
    expect(logged("editor.sign-in.code-refused")).toEqual([
      { event: "editor.sign-in.code-refused", error: "e".repeat(100) },
    ]);
    github.mockRestore();
    stubGitHub(() => json({ error: "e".repeat(101) }));
    const second = await beginSignIn();
    expect((await callback({ code: "abc123", state: second.state }, second.cookie)).status).toBe(502);
  });

  it("an error in an answer that is not a 200 is no refusal of the code: 502, logged with its status", async () => {
    stubGitHub(() => json({ error: "bad_verification_code" }, 500));
    const { state, cookie } = await beginSignIn();
    const response = await callback({ code: "abc123", state }, cookie);
    expect(response.status).toBe(502);
    expect(await postedMessage(response)).toBe(errorMessage(UNREACHABLE));
    expect(logged("editor.sign-in.unexpected-answer")).toEqual([
      { event: "editor.sign-in.unexpected-answer", status: 500 },
    ]);
  });

  it("wrong app credentials: 502, the editor told which secrets to check", async () => {
    stubGitHub(() => json({ error: "incorrect_client_credentials" }));
    const { state, cookie } = await beginSignIn();
    const response = await callback({ code: "abc123", state }, cookie);
    expect(response.status).toBe(502);
    expect(await postedMessage(response)).toBe(
      errorMessage(
        "GitHub refused this site's OAuth app id or secret: check GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET.",
      ),
    );
  });

  it("GitHub unreachable is logged as such, its status as answered otherwise", async () => {
    const github = stubGitHub(() => {
      throw new TypeError("network down");
    });
    const { state, cookie } = await beginSignIn();
    await callback({ code: "abc123", state }, cookie);
    expect(logged("editor.sign-in.unreachable")).toEqual([
      { event: "editor.sign-in.unreachable", outcome: "unreachable" },
    ]);
    github.mockRestore();
    stubGitHub(() => new Response("oops", { status: 503 }));
    const again = await beginSignIn();
    await callback({ code: "abc123", state: again.state }, again.cookie);
    expect(logged("editor.sign-in.unexpected-answer")).toEqual([
      { event: "editor.sign-in.unexpected-answer", status: 503 },
    ]);
  });

  it("is waited for ten seconds, not a moment more: then 502, logged as a timeout", async () => {
    const { state, cookie } = await beginSignIn();
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            reject(new DOMException("The operation was aborted.", "AbortError"));
          });
        }),
    );
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let settled = false;
    const answer = callback({ code: "abc123", state }, cookie).then((response) => {
      settled = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(response.status).toBe(502);
    expect(await postedMessage(response)).toBe(errorMessage(UNREACHABLE));
    expect(logged("editor.sign-in.unreachable")).toEqual([{ event: "editor.sign-in.unreachable", outcome: "timeout" }]);
  });
});

describe("the routes' statuses and headers", () => {
  it("a half-set sign-in's callback: a page (200) that says what is wrong, GitHub never asked", async () => {
    const github = stubGitHub(() => json({ access_token: "gho_never" }));
    const response = await get("/admin/callback?code=abc123&state=a.1.b", {
      ...signInOff,
      GITHUB_OAUTH_CLIENT_ID: CLIENT_ID,
    });
    expect(response.status).toBe(200);
    expect(await postedMessage(response)).toMatch(
      /^authorization:github:error:.*not set up correctly.*GITHUB_OAUTH_CLIENT_SECRET is not/,
    );
    expect(github).not.toHaveBeenCalled();
  });

  it("over plain http (on a computer of one's own) the state cookie is set and cleared without Secure", async () => {
    const local = "http://127.0.0.1:8787";
    const env = { ...signInSet, SITE_ORIGIN: local };
    const begun = await get("/admin/auth", env, {}, local);
    const set = begun.headers.get("Set-Cookie") ?? "";
    expect(set).toMatch(/^editor_sign_in_state=[\w-]{32}; Max-Age=600; Path=\/admin; HttpOnly; SameSite=Lax$/);
    const cleared = await get("/admin/callback", env, {}, local);
    expect(cleared.headers.get("Set-Cookie")).toBe("editor_sign_in_state=; Max-Age=0; Path=/admin");
  });

  it("over https the state cookie is set and cleared with Secure, and with nothing else", async () => {
    const { response } = await beginSignIn();
    expect(response.headers.get("Set-Cookie")).toMatch(
      /^editor_sign_in_state=[\w-]{32}; Max-Age=600; Path=\/admin; HttpOnly; Secure; SameSite=Lax$/,
    );
    const cleared = await get("/admin/callback", signInSet);
    expect(cleared.headers.get("Set-Cookie")).toBe("editor_sign_in_state=; Max-Age=0; Path=/admin; Secure");
  });

  it("another method on a sign-in route: 405, GET and HEAD allowed, said in words", async () => {
    for (const path of ["/admin/auth", "/admin/callback", "/admin/config.json"]) {
      const response = await postRequest(new Request(`${ORIGIN}${path}`, { method: "POST" }), signInSet);
      expect(response.status, path).toBe(405);
      expect(response.headers.get("Allow"), path).toBe("GET, HEAD");
      expect(await response.text(), path).toBe("Method Not Allowed");
    }
  });

  it("an unknown path under /admin: 404, said in words; a HEAD of one too", async () => {
    const response = await get("/admin/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not Found");
    const head = await postRequest(new Request(`${ORIGIN}/admin/nothing-here`, { method: "HEAD" }), signInOff);
    expect(head.status).toBe(404);
  });

  it("the sign-in window's answers are the editor's: never cached, never indexed, its own CSP", async () => {
    for (const response of [await get("/admin/auth", signInSet), await get("/admin/callback", signInSet)]) {
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none");
    }
  });
});

describe("the sign-in's log lines, each at its level", () => {
  const written: { level: string; event: unknown }[] = [];
  beforeEach(() => {
    written.length = 0;
    for (const level of ["log", "warn", "error"] as const) {
      vi.spyOn(console, level).mockImplementation((line: unknown) => {
        const text = String(line);
        if (text.startsWith("{")) written.push({ level, event: (JSON.parse(text) as { event?: unknown }).event });
      });
    }
  });
  /** The console levels the lines of `event` were written at. */
  const levelsOf = (event: string) => written.filter((line) => line.event === event).map(({ level }) => level);

  it("GitHub unreachable, or an answer not understood: errors (what ops must look into)", async () => {
    const github = stubGitHub(() => {
      throw new TypeError("network down");
    });
    const first = await beginSignIn();
    await callback({ code: "abc123", state: first.state }, first.cookie);
    github.mockRestore();
    stubGitHub(() => new Response("oops", { status: 503 }));
    const second = await beginSignIn();
    await callback({ code: "abc123", state: second.state }, second.cookie);
    expect(levelsOf("editor.sign-in.unreachable")).toEqual(["error"]);
    expect(levelsOf("editor.sign-in.unexpected-answer")).toEqual(["error"]);
  });

  it("a state not this window's, a sign-in declined, a code GitHub refused: warnings (what a person may cause)", async () => {
    stubGitHub(() => json({ error: "bad_verification_code" }));
    const { state, cookie } = await beginSignIn();
    await callback({ code: "abc123", state: "a".repeat(40) }, cookie);
    await callback({ error: "access_denied" }, cookie);
    await callback({ code: "abc123", state }, cookie);
    expect(levelsOf("editor.sign-in.bad-state")).toEqual(["warn"]);
    expect(levelsOf("editor.sign-in.refused")).toEqual(["warn"]);
    expect(levelsOf("editor.sign-in.code-refused")).toEqual(["warn"]);
  });
});
