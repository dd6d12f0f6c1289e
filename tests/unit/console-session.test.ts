import { Hono } from "hono";
import { generateSignedCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import {
  endSession,
  hasSession,
  type SessionTransport,
  sessionTransport,
  startSession,
} from "../../workers/ops/console/console-session";

// The ops console's session cookie on its own, in a bare Hono app on a fixed clock: the exact header that starts
// and ends it, the key it is signed with, and where it ends. tests/workers/ops-console-cookies.test.ts walks the
// cookies a client can spoil through the whole Worker.

const TOKEN = "ops-token-for-the-unit-tests-0123456789abcdef";
const NOW = Date.UTC(2026, 10, 27, 9, 0, 0, 700);
/** Unix seconds of the session's end: 12 hours after `NOW`, its milliseconds dropped. */
const ENDS = Math.floor(NOW / 1000) + 12 * 60 * 60;

const app = new Hono<{ Variables: { transport: SessionTransport } }>();
app.use("/:transport/*", async (c, next) => {
  c.set("transport", c.req.param("transport") === "https" ? "https" : "local-http");
  await next();
});
app.post("/:transport/start", async (c) => {
  await startSession(c, c.get("transport"), TOKEN, NOW);
  return c.body(null, 204);
});
app.post("/:transport/end", (c) => {
  endSession(c, c.get("transport"));
  return c.body(null, 204);
});
app.get("/:transport/has", async (c) => {
  const [token = TOKEN, at = String(NOW)] = [c.req.query("token"), c.req.query("at")];
  return c.text(String(await hasSession(c, c.get("transport"), token, Number(at))));
});

const setCookieOf = async (transport: SessionTransport, action: "start" | "end") =>
  (await app.request(`/${transport}/${action}`, { method: "POST" })).headers.get("Set-Cookie");

async function has(transport: SessionTransport, cookie: string, query: Record<string, string> = {}): Promise<boolean> {
  const response = await app.request(`/${transport}/has?${new URLSearchParams(query).toString()}`, {
    headers: { Cookie: cookie },
  });
  return (await response.text()) === "true";
}

describe("the console's session cookie", () => {
  it("is local-http only over plain http in development; https everywhere else", () => {
    const at = (address: string, environment: string) => sessionTransport(new URL(address), environment);
    expect(at("http://127.0.0.1:8787/ops", "development")).toBe("local-http");
    expect(at("https://127.0.0.1:8787/ops", "development")).toBe("https");
    expect(at("http://site.test/ops", "production")).toBe("https");
    expect(at("http://site.test/ops", "staging")).toBe("https");
  });

  it("starts as v2.<end>.<HMAC of it, keyed for sessions only>, 12 hours, __Host-, HttpOnly, Secure, SameSite=Strict", async () => {
    const secret = `ops console session\n${TOKEN}`;
    const signed = (await generateSignedCookie("ops-session", `v2.${ENDS}`, secret, { prefix: "host" })).split(";")[0];
    expect(await setCookieOf("https", "start")).toBe(
      `${signed}; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Strict`,
    );
    const local = (await generateSignedCookie("ops-session", `v2.${ENDS}`, secret)).split(";")[0];
    expect(await setCookieOf("local-http", "start")).toBe(`${local}; Max-Age=43200; Path=/; HttpOnly; SameSite=Strict`);
  });

  it("ends with the same name and attributes, empty, Max-Age=0", async () => {
    expect(await setCookieOf("https", "end")).toBe(
      "__Host-ops-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict",
    );
    expect(await setCookieOf("local-http", "end")).toBe("ops-session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict");
  });

  it("is a session for this token until its end second, not at it; read under its transport's name only", async () => {
    for (const transport of ["https", "local-http"] as const) {
      const cookie = ((await setCookieOf(transport, "start")) ?? "").split(";")[0] ?? "";
      expect(await has(transport, cookie), transport).toBe(true);
      expect(await has(transport, cookie, { at: String(ENDS * 1000 - 1) }), transport).toBe(true);
      expect(await has(transport, cookie, { at: String(ENDS * 1000) }), transport).toBe(false);
      expect(await has(transport, cookie, { token: `${TOKEN}-rotated` }), transport).toBe(false);
      expect(await has(transport === "https" ? "local-http" : "https", cookie), transport).toBe(false);
    }
  });
});
