import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it, vi } from "vitest";
import {
  captureWorkerLogs,
  fillHeldLane,
  freshOutboxEachTest,
  inOneLimiterWindow,
  newClient,
  ORIGIN,
  outbox,
  postContact,
  postRequest,
  providerEnv,
  scriptedProvider,
  unprovenMessage,
  validMessage,
} from "./contact-request";
import { consoleRequest, signIn } from "./console-request";
import { emptyInsightsEachTest, fetchWorker, insightsDatabaseWith, sendBeacon, viewBeacon } from "./insights-request";

// The ops console through the real Worker: closed without OPS_TOKEN, a signed session cookie, POST forms that
// must come from the site's own pages, and the outbox's actions.

const logs = captureWorkerLogs();
freshOutboxEachTest();

describe("closed without OPS_TOKEN", () => {
  it.each([
    ["GET", "/ops"],
    ["GET", "/ops/outbox"],
    ["GET", "/ops/console.css"],
    ["POST", "/ops/sign-in"],
    ["POST", "/ops/outbox/release"],
    ["GET", "/ops/anything"],
  ])("%s %s: 404", async (method, path) => {
    const form = method === "POST" ? { token: "x" } : undefined;
    const response = await consoleRequest(path, { method, env: { OPS_TOKEN: undefined }, form });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not Found");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("a token too short to be safe: every path answers 503, and the problem is logged at error level", async () => {
    const short = { OPS_TOKEN: "too-short" };
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(JSON.parse(String(line)));
    });
    for (const [method, path] of [
      ["GET", "/ops"],
      ["POST", "/ops/sign-in"],
    ] as const) {
      const form = method === "POST" ? { token: "too-short" } : undefined;
      const response = await consoleRequest(path, { method, env: short, form });
      expect(response.status, path).toBe(503);
      expect(await response.text()).toBe("The ops console is not configured.");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
    const problem: unknown = expect.stringMatching(/^OPS_TOKEN is shorter than/);
    expect(errors).toEqual([
      { event: "ops.not_configured", problem },
      { event: "ops.not_configured", problem },
    ]);
  });
});

describe("signing in", () => {
  it("the console's stylesheet is served to anyone, as CSS, never stored", async () => {
    const response = await consoleRequest("/ops/console.css");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toMatch(/\{[^}]+\}/);
  });

  it.each([
    ["signed-out", "status"],
    ["session-ended", "status"],
    ["wrong-token", null],
    ["anything", null],
  ])(
    "the sign-in page asked with ?notice=%s shows that notice only if it is one a redirect sends",
    async (notice, role) => {
      const html = await (await consoleRequest(`/ops?notice=${notice}`)).text();
      expect(html).toContain("<h1>Sign in</h1>");
      expect(/<p class="notice[^"]*" role="(\w+)">/.exec(html)?.[1] ?? null).toBe(role);
    },
  );
  it("signed out, /ops is the sign-in page: one password field; no-store, noindex, framed by nobody, under the CSP", async () => {
    const response = await consoleRequest("/ops");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<form action="\/ops\/sign-in" method="post">/);
    const inputs = html.match(/<input [^>]*>/g) ?? [];
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatch(/type="password"/);
    expect(inputs[0]).toMatch(/name="token"/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'none'/);
    expect(html).not.toMatch(/<script/);
  });

  it("the right token starts a session: a __Host- cookie, HttpOnly, Secure, SameSite=Strict, Path=/, 12 hours", async () => {
    const response = await consoleRequest("/ops/sign-in", { method: "POST", form: { token: providerEnv.OPS_TOKEN } });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/ops");
    expect(response.headers.get("Set-Cookie")).toMatch(
      /^__Host-ops-session=v2\.\d+\.[\w%]{44,}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it("on the local runtime over plain http (development only), the same cookie without the prefix and Secure", async () => {
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://127.0.0.1:8787" };
    const body = new URLSearchParams({ token: providerEnv.OPS_TOKEN }).toString();
    const signInOver = (environment: string) =>
      postRequest(new Request("http://127.0.0.1:8787/ops/sign-in", { method: "POST", headers, body }), {
        ENVIRONMENT: environment,
      });
    expect((await signInOver("development")).headers.get("Set-Cookie")).toMatch(
      /^ops-session=v2\.\d+\.[\w%]{44,}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    // Anywhere else, plain http gets the __Host- cookie all the same, which a browser keeps from https only.
    expect((await signInOver("production")).headers.get("Set-Cookie")).toMatch(/^__Host-ops-session=.*; Secure; /);
  });

  it("a sign-in is logged with its client, never the token; a wrong token is logged as unauthorized", async () => {
    const address = "2001:db8:5:6:7:8:9:a";
    await consoleRequest("/ops/sign-in", { method: "POST", form: { token: "guess" }, client: address });
    await consoleRequest("/ops/sign-in", { method: "POST", form: { token: providerEnv.OPS_TOKEN }, client: address });
    const events = logs.map((line) => JSON.parse(line) as { event: string; client?: string });
    expect(events.filter((entry) => entry.event.startsWith("ops."))).toEqual([
      { event: "ops.unauthorized", client: "2001:db8:5:6::/64", where: "console" },
      { event: "ops.signed_in", client: "2001:db8:5:6::/64" },
    ]);
    expect(logs.join("\n")).not.toContain(providerEnv.OPS_TOKEN);
  });

  it("a wrong token sets nothing and says so", async () => {
    const response = await consoleRequest("/ops/sign-in", { method: "POST", form: { token: "guess" } });
    expect(response.status).toBe(401);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain("That is not the ops token. Nothing was signed in.");
  });

  it("sign-in counts against the ops rate limit (20 a minute): the 21st try is refused, the right token too", async () => {
    const { statuses, client, refusal } = await inOneLimiterWindow(async (client) => {
      const seen: number[] = [];
      for (let i = 0; i < 20; i++) {
        seen.push(
          (await consoleRequest("/ops/sign-in", { method: "POST", form: { token: `guess-${i}` }, client })).status,
        );
      }
      const form = { token: providerEnv.OPS_TOKEN };
      const last = await consoleRequest("/ops/sign-in", { method: "POST", form, client });
      seen.push(last.status);
      return { statuses: seen, client, refusal: await last.text() };
    });
    expect(statuses.slice(0, 20)).toEqual(Array<number>(20).fill(401));
    expect(statuses[20]).toBe(429);
    expect(refusal).toMatch(/<p class="notice problem" role="alert">/);
    const limited = logs
      .map((line) => JSON.parse(line) as { event: string })
      .filter((e) => e.event === "ops.rate_limited");
    expect(limited.at(-1)).toEqual({ event: "ops.rate_limited", client: client.replace(/::1$/, "::/64") });
  });

  it("a session opens the console; a forged, tampered or ended one shows the sign-in page instead", async () => {
    const cookie = await signIn();
    const outboxPage = await consoleRequest("/ops/outbox", { cookie });
    expect(await outboxPage.text()).toContain("<h1>Outbox</h1>");
    const [name = "", value = ""] = cookie.split("=");
    const tampered = `${name}=${value.replace(/\.(\d+)\./, (_, ends: string) => `.${Number(ends) + 3600}.`)}`;
    for (const other of [tampered, `${name}=v1.9999999999.forged`, "__Host-ops-session="]) {
      expect(await (await consoleRequest("/ops/outbox", { cookie: other })).text()).toContain("<h1>Sign in</h1>");
    }
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 12 * 60 * 60 * 1000 + 1000 });
    try {
      expect(await (await consoleRequest("/ops/outbox", { cookie })).text()).toContain("<h1>Sign in</h1>");
    } finally {
      vi.useRealTimers();
    }
    // A new token ends every session.
    const rotated = { OPS_TOKEN: `${providerEnv.OPS_TOKEN}-rotated` };
    expect(await (await consoleRequest("/ops/outbox", { cookie, env: rotated })).text()).toContain("<h1>Sign in</h1>");
  });

  it("signing out ends the session's cookie", async () => {
    const cookie = await signIn();
    const response = await consoleRequest("/ops/sign-out", { method: "POST", cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/ops?notice=signed-out");
    expect(response.headers.get("Set-Cookie")).toBe(
      "__Host-ops-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict",
    );
  });
});

describe("the outbox's actions", () => {
  /**
   * The outbox page at `query`: the held messages it lists (their Release buttons), its listings' page links
   * ("Newer messages: /ops/outbox?held=50#listing-held") and the range a listing says it shows.
   */
  const outboxPage = async (cookie: string, query: string) => {
    const html = await (await consoleRequest(`/ops/outbox${query}`, { cookie })).text();
    return {
      html,
      refs: [...html.matchAll(/Release (fl\d{8})/g)].map((match) => match[1]),
      links: [...html.matchAll(/href="(\/ops\/outbox\?\w+=\d+#listing-\w+)">([^<]+)</g)].map(
        ([, href, text]) => `${text}: ${href}`,
      ),
      range: /Messages \d+ to \d+, oldest first\.|None from message \d+ on\./.exec(html)?.[0],
    };
  };
  const held = async (email: string) => {
    expect((await postContact({ body: JSON.stringify({ ...unprovenMessage, email }) })).status).toBe(200);
    return (await outbox().messages("held", 10)).find((message) => message.lane === "held")?.ref ?? "";
  };

  it("the page lists a held message with its sender and text, and releases it", async () => {
    scriptedProvider([], "hang");
    const cookie = await signIn();
    const ref = await held("real-prospect@example.org");
    const page = await (await consoleRequest("/ops/outbox", { cookie })).text();
    expect(page).toContain("real-prospect@example.org");
    expect(page).toContain(unprovenMessage.message.slice(0, 40));
    expect(page).toContain(`Release ${ref}`);

    const response = await consoleRequest("/ops/outbox/release", { method: "POST", form: { ref }, cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/ops/outbox?action=release&ref=${ref}&outcome=released#main`);
    expect(await outbox().message(ref)).toMatchObject({ lane: "verified" });
    const after = await (
      await consoleRequest(`/ops/outbox?action=release&ref=${ref}&outcome=released`, { cookie })
    ).text();
    expect(after).toContain(`Released ${ref}`);
  });

  it("a post from another site's page, or with no origin, is refused (403) and changes nothing", async () => {
    scriptedProvider([], "hang");
    const cookie = await signIn();
    const ref = await held("held@spam.test");
    // The site's own origin exactly: neither a host that begins with the site's name, nor one the site's origin
    // begins with, nor another scheme, port or subdomain, nor the "null" a sandboxed page sends.
    const others = [
      "https://evil.example",
      `${ORIGIN}.evil.example`,
      ORIGIN.slice(0, -1),
      `${ORIGIN}:8443`,
      ORIGIN.replace("https:", "http:"),
      ORIGIN.replace("://", "://www."),
      `${ORIGIN}/`,
      ORIGIN.toUpperCase(),
      "null",
      "",
      null,
    ];
    for (const origin of others) {
      for (const path of ["/ops/outbox/release", "/ops/sign-out"]) {
        const response = await consoleRequest(path, { method: "POST", form: { ref }, cookie, origin });
        expect(response.status, `${path} from ${origin}`).toBe(403);
        expect(response.headers.get("Set-Cookie"), `${path} from ${origin}`).toBeNull();
        expect(await response.text()).toBe("Forbidden: this action comes from the console's own pages only.");
      }
    }
    const signInAcross = await consoleRequest("/ops/sign-in", {
      method: "POST",
      form: { token: providerEnv.OPS_TOKEN },
      origin: "https://evil.example",
    });
    expect(signInAcross.status).toBe(403);
    expect(signInAcross.headers.get("Set-Cookie")).toBeNull();
    expect(await outbox().message(ref)).toMatchObject({ lane: "held" });
  });

  it("a refused post is logged as cross_site with its origin, cut to 100 characters; a page read from anywhere is answered", async () => {
    const origin = `https://${"a".repeat(200)}.example`;
    const response = await consoleRequest("/ops/sign-in", { method: "POST", form: { token: "x" }, origin });
    expect(response.status).toBe(403);
    const lines = logs.map((line) => JSON.parse(line) as { event: string; origin?: string });
    expect(lines.filter((line) => line.event === "ops.cross_site")).toEqual([
      { event: "ops.cross_site", origin: origin.slice(0, 100) },
    ]);
    // Only a post changes anything: a page asked for with another site's origin is answered as any other.
    const headers = { Origin: "https://evil.example", "CF-Connecting-IP": newClient() };
    expect((await fetchWorker(new Request(`${ORIGIN}/ops`, { headers }))).status).toBe(200);
  });

  it("an action without a session signs in first, and changes nothing", async () => {
    scriptedProvider([], "hang");
    const ref = await held("held@spam.test");
    const response = await consoleRequest("/ops/outbox/discard", { method: "POST", form: { ref } });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/ops?notice=session-ended");
    expect(await outbox().message(ref)).not.toBeNull();
  });

  it("replay of one destination's dead letter, and discard", async () => {
    scriptedProvider([{ status: 400, text: "The template ID is invalid" }]);
    const cookie = await signIn();
    expect((await postContact({ body: JSON.stringify(validMessage) })).status).toBe(502);
    const [dead] = await outbox().messages("dead", 1);
    const ref = dead?.ref ?? "";
    expect(await (await consoleRequest("/ops/outbox", { cookie })).text()).toContain(`Replay e-mail of ${ref}`);
    const replay = await consoleRequest("/ops/outbox/replay", {
      method: "POST",
      form: { ref, destination: "email" },
      cookie,
    });
    expect(replay.headers.get("Location")).toContain("outcome=replayed");
    const discard = await consoleRequest("/ops/outbox/discard", { method: "POST", form: { ref }, cookie });
    expect(discard.headers.get("Location")).toContain("outcome=discarded");
    expect(await outbox().message(ref)).toBeNull();
    expect(logs.some((line) => line.includes("ops.console_action") && line.includes('"action":"discard"'))).toBe(true);
  });

  it("a flood is discarded only once its range and count are confirmed", async () => {
    scriptedProvider([], "hang");
    const cookie = await signIn();
    await held("one@spam.test");
    await held("two@spam.test");
    const now = new Date();
    const minute = (offset: number) => new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 16);
    const range = { from: minute(-5), to: minute(5) };
    const review = await consoleRequest("/ops/outbox/discard-held", { method: "POST", form: range, cookie });
    expect(review.headers.get("Location")).toBeNull();
    expect(review.status).toBe(200);
    expect(await review.text()).toContain("Discard 2 held messages");
    expect((await outbox().status()).held).toBe(2);
    const confirm = await consoleRequest("/ops/outbox/discard-held", {
      method: "POST",
      form: { ...range, confirm: "yes" },
      cookie,
    });
    expect(confirm.headers.get("Location")).toContain("outcome=discarded&count=2");
    expect((await outbox().status()).held).toBe(0);
  });

  it("a listing is shown 50 messages at a time, oldest first, with links to the pages on either side", async () => {
    scriptedProvider([], "hang");
    const cookie = await signIn();
    await fillHeldLane(120, Date.now() - 60_000);
    const refsOn = (query: string) => outboxPage(cookie, query);
    const ref = (n: number) => `fl${String(n).padStart(8, "0")}`;

    const first = await refsOn("");
    expect(first.refs).toEqual(Array.from({ length: 50 }, (_, index) => ref(index + 1)));
    expect(first.links).toEqual(["Newer messages: /ops/outbox?held=50#listing-held"]);
    const last = await refsOn("?held=100");
    expect(last.refs).toEqual(Array.from({ length: 20 }, (_, index) => ref(index + 101)));
    expect(last.links).toEqual(["Older messages: /ops/outbox?held=50#listing-held"]);
    const middle = await refsOn("?held=50");
    expect(middle.links).toEqual([
      "Older messages: /ops/outbox?held=0#listing-held",
      "Newer messages: /ops/outbox?held=100#listing-held",
    ]);
    // An offset that is not a count of messages is the first page.
    for (const query of ["?held=-5", "?held=1e3", "?held=99999999", "?held=abc"]) {
      expect((await refsOn(query)).refs[0], query).toBe(ref(1));
    }
  });

  it("a page from any offset: links that stop at the first message, none to an empty page, and the range it shows", async () => {
    scriptedProvider([], "hang");
    const cookie = await signIn();
    await fillHeldLane(120, Date.now() - 60_000);
    const pageOf = (query: string) => outboxPage(cookie, query);

    // 30 messages in: the older page begins at the first message, not 20 before it.
    expect(await pageOf("?held=30")).toMatchObject({
      links: ["Older messages: /ops/outbox?held=0#listing-held", "Newer messages: /ops/outbox?held=80#listing-held"],
      range: "Messages 31 to 80, oldest first.",
    });
    // The last 50 exactly: no link to a page with nothing on it.
    expect(await pageOf("?held=70")).toMatchObject({
      links: ["Older messages: /ops/outbox?held=20#listing-held"],
      range: "Messages 71 to 120, oldest first.",
    });
    // Past the end (a link kept from when more waited): the listing stays, with its way back.
    expect(await pageOf("?held=200")).toMatchObject({
      links: ["Older messages: /ops/outbox?held=150#listing-held"],
      range: "None from message 201 on.",
    });
    // Each listing's offset is its own: the held one's leaves the empty listings unshown.
    const held = await pageOf("?held=50");
    for (const listing of ["queued", "retrying", "dead"]) expect(held.html).not.toContain(`id="listing-${listing}"`);
  });

  it("the page shows the alerts of the last 7 days, and none older", async () => {
    const cookie = await signIn();
    const DAY = 24 * 60 * 60 * 1000;
    await runInDurableObject(outbox(), (_instance, state) => {
      for (const [text, daysAgo] of [
        ["alert-3-days-old", 3],
        ["alert-8-days-old", 8],
      ] as const) {
        state.storage.sql.exec(
          "INSERT INTO alert_log (kind, raised, text, at) VALUES ('dead_letter', 1, ?, ?)",
          text,
          Date.now() - daysAgo * DAY,
        );
      }
    });
    const html = await (await consoleRequest("/ops/outbox", { cookie })).text();
    expect(html).toContain("raised: alert-3-days-old");
    expect(html).not.toContain("alert-8-days-old");
  });
});

describe("the numbers", () => {
  emptyInsightsEachTest();

  it("visits and views per day as an SVG chart with its table, each facet charted and tabled, conversion rates and vitals bands", async () => {
    for (const [path, source, country] of [
      ["/vision", "newsletter", "DE"],
      ["/vision", "newsletter", "DE"],
      ["/es", "", "AR"],
    ] as const) {
      const response = await sendBeacon({ body: viewBeacon({ path, utm_source: source }), cf: { country } });
      expect(response.status).toBe(204);
    }
    await env.INSIGHTS_DB.prepare(
      "INSERT INTO conversions (day, kind, path, locale, source) VALUES (?, 'contact', '/vision', 'en', 'newsletter')",
    )
      .bind(new Date().toISOString().slice(0, 10))
      .run();
    const cookie = await signIn();
    const response = await consoleRequest("/ops?days=7", { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<a href="/ops?days=7" aria-current="page">Last 7 days</a>');
    expect(html).toMatch(/<svg class="chart"[^>]*role="img" aria-labelledby="daily-caption"/);
    // Every day of the range in the chart's table, today's figures in it.
    expect(html.match(/<th scope="row">\d{4}-\d\d-\d\d<\/th>/g)).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(html).toContain(`<th scope="row">${today}</th><td class="number">3</td><td class="number">3</td>`);
    // A page's row: 2 views, a contact from it, 50 % of its views converted; the source's the same.
    expect(html).toContain(
      '<th scope="row">/vision</th><td>en</td><td class="number">2</td><td class="number">2</td><td class="number">1</td><td class="number">0</td><td class="number">50.0 %</td>',
    );
    expect(html).toContain(
      '<th scope="row">newsletter</th><td class="number">2</td><td class="number">1</td><td class="number">0</td><td class="number">50.0 %</td>',
    );
    expect(html).toContain('<span class="rating-good">good</span>');
    expect(html).not.toMatch(/<script/);
  });

  it("drawn from a snapshot: counted again once 5 minutes old, the old one drawn meanwhile, saying so", async () => {
    const cookie = await signIn();
    /** The page as a browser gets it, the work after the answer done (a snapshot made then has been kept). */
    const numbers = async () =>
      (
        await fetchWorker(
          new Request(`${ORIGIN}/ops?days=7`, { headers: { Cookie: cookie, "CF-Connecting-IP": newClient() } }),
        )
      ).text();
    const viewsToday = (html: string) =>
      new RegExp(`<th scope="row">${new Date().toISOString().slice(0, 10)}</th><td class="number">(\\d+)</td>`).exec(
        html,
      )?.[1];
    expect((await sendBeacon()).status).toBe(204);
    const first = await numbers();
    expect(viewsToday(first)).toBe("1");
    expect(first).toMatch(/Counted at \d{4}-\d\d-\d\d \d\d:\d\d UTC, and counted again once 5 minutes old\./);

    expect((await sendBeacon()).status).toBe(204);
    expect(viewsToday(await numbers()), "a fresh snapshot is drawn as it is").toBe("1");

    await env.INSIGHTS_DB.prepare("UPDATE report_snapshots SET made_at = made_at - 301000").run();
    const stale = await numbers();
    expect(viewsToday(stale), "an older one is drawn at once").toBe("1");
    expect(stale).toContain(": a new count is under way, reload in a few seconds for it.");
    expect(viewsToday(await numbers()), "and replaced after that answer").toBe("2");
  });

  it("a page drawn once a snapshot: the same snapshot, once 5 minutes old, is drawn again saying so", async () => {
    // At noon: five minutes on from a run in the last five minutes of a day is the next day, whose range the snapshot
    // is not drawn for at all.
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    vi.useFakeTimers({ toFake: ["Date"], now: noon });
    try {
      const cookie = await signIn();
      expect((await sendBeacon()).status).toBe(204);
      const page = async () => (await consoleRequest("/ops?days=7", { cookie })).text();
      // The first view makes the snapshot; the second draws it as stored, and keeps that page.
      await page();
      expect(await page()).not.toContain(": a new count is under way");
      vi.setSystemTime(noon.getTime() + 301_000);
      expect(await page()).toContain(": a new count is under way, reload in a few seconds for it.");
    } finally {
      vi.useRealTimers();
    }
  });

  it("a page drawn once a snapshot: another stored snapshot of the same time is drawn from its own figures", async () => {
    const cookie = await signIn();
    expect((await sendBeacon()).status).toBe(204);
    const page = async () => (await consoleRequest("/ops?days=7", { cookie })).text();
    const first = await page();
    expect(first).toContain("<dt>Page views</dt><dd>1</dd>");
    expect(await page(), "the same snapshot, the same page").toBe(first);
    await env.INSIGHTS_DB.prepare(
      "UPDATE report_snapshots SET figures = json_set(figures, '$.report.views', 42)",
    ).run();
    const changed = await page();
    expect(changed).toContain("<dt>Page views</dt><dd>42</dd>");
    expect(changed.replace("<dd>42</dd>", "<dd>1</dd>")).toBe(first);
  });

  it.each([
    ["made on an earlier day", "UPDATE report_snapshots SET day = '2000-01-01'"],
    ["of another shape", "UPDATE report_snapshots SET shape = shape + 1"],
    ["made more than an hour ago", "UPDATE report_snapshots SET made_at = made_at - 3601000"],
  ])("a snapshot %s is not drawn: the range is counted before the answer", async (_, change) => {
    const cookie = await signIn();
    expect((await sendBeacon()).status).toBe(204);
    await consoleRequest("/ops?days=30", { cookie });
    await env.INSIGHTS_DB.prepare(change).run();
    expect((await sendBeacon()).status).toBe(204);
    const html = await (await consoleRequest("/ops?days=30", { cookie })).text();
    expect(html).toContain("<dt>Page views</dt><dd>2</dd>");
    expect(html).not.toContain("a new count is under way");
  });

  it.each(["", "?days=1", "?days=many"])("a range asked for wrongly (%s) shows the last 30 days", async (query) => {
    const cookie = await signIn();
    const html = await (await consoleRequest(`/ops${query}`, { cookie })).text();
    expect(html).toContain('aria-current="page">Last 30 days</a>');
  });
});

describe("the numbers with the insights database behind this build", () => {
  const migrations = inject("d1Migrations");
  const consoleEvents = () =>
    logs
      .map((line) => JSON.parse(line) as { event: string })
      .map(({ event }) => event)
      .filter((event) => event.startsWith("ops."));

  it("a migration not applied: 503, the page naming it and the command that applies it, logged as ops.schema_behind", async () => {
    await insightsDatabaseWith(migrations.slice(0, -1));
    const cookie = await signIn();
    const response = await consoleRequest("/ops", { cookie });
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(`1 migration not applied (${migrations.at(-1)?.name ?? ""})`);
    expect(html).toContain("npx wrangler d1 migrations apply INSIGHTS_DB --remote --env production");
    expect(html).toContain('<a href="/ops/outbox">');
    expect(consoleEvents()).toEqual(["ops.signed_in", "ops.schema_behind"]);
  });

  it("D1 failing otherwise: the bare 503, logged as ops.unexpected", async () => {
    const cookie = await signIn();
    const failing = {
      prepare: () => ({ bind: () => ({ first: () => Promise.reject(new Error("D1_ERROR: overloaded")) }) }),
    };
    const response = await consoleRequest("/ops", { cookie, env: { INSIGHTS_DB: failing } });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("The ops console could not answer. Try again in a moment.");
    expect(consoleEvents()).toEqual(["ops.signed_in", "ops.unexpected"]);
  });

  /** A database whose queries fail with `error` and whose ledger records `applied`. */
  const databaseThat = (error: string, applied: readonly { name: string }[]) => ({
    prepare: () => ({
      bind: () => ({ first: () => Promise.reject(new Error(error)) }),
      all: () => Promise.resolve({ results: applied.map(({ name }) => ({ name })) }),
    }),
  });

  it("a missing table with every migration applied is no schema behind: the bare 503, logged as ops.unexpected", async () => {
    const cookie = await signIn();
    const db = databaseThat("D1_ERROR: no such table: daily_visits", migrations);
    const response = await consoleRequest("/ops", { cookie, env: { INSIGHTS_DB: db } });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("The ops console could not answer. Try again in a moment.");
    expect(consoleEvents()).toEqual(["ops.signed_in", "ops.unexpected"]);
  });

  it("another failure with a migration not applied is not blamed on the schema: the bare 503", async () => {
    const cookie = await signIn();
    const db = databaseThat("D1_ERROR: overloaded", migrations.slice(0, -1));
    const response = await consoleRequest("/ops", { cookie, env: { INSIGHTS_DB: db } });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("The ops console could not answer. Try again in a moment.");
    expect(consoleEvents()).toEqual(["ops.signed_in", "ops.unexpected"]);
  });
});
