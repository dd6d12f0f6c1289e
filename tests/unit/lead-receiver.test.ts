// @vitest-environment node
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startLeadReceiver } from "../../scripts/stand-in/lead-receiver";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of running.splice(0)) await stop();
});

async function receiver() {
  const started = await startLeadReceiver({ port: 0, secret: SECRET });
  running.push(started.close);
  return started;
}

/** A post as the Worker signs it, with `secret`. */
function post(url: string, event: unknown, secret = SECRET) {
  const body = JSON.stringify(event);
  const at = new Date();
  const id = "msg_0123456789";
  return fetch(`${url}/hooks/lead`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign(id, at, body),
    },
  });
}

describe("the lead webhook's receiver stand-in", () => {
  it("takes a post signed with its secret, and lists it; refuses one signed with another (401)", async () => {
    const { url } = await receiver();
    expect((await post(url, { type: "lead.received", data: { ref: "abc" } })).status).toBe(200);
    expect((await post(url, { type: "forged" }, "whsec_GBcWFRQTEhEQDw4NDAsKCQgHBgUEAwIB")).status).toBe(401);
    expect(await (await fetch(`${url}/deliveries`)).json()).toEqual([
      { id: "msg_0123456789", event: { type: "lead.received", data: { ref: "abc" } } },
    ]);
  });

  it("fails on request for a while, then takes posts again", async () => {
    const { url } = await receiver();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await fetch(`${url}/control`, { method: "POST", body: JSON.stringify({ status: 503, forMs: 60_000 }) });
    expect((await post(url, { n: 1 })).status).toBe(503);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await post(url, { n: 2 })).status).toBe(200);
    vi.useRealTimers();
    const posts = await (await fetch(`${url}/posts`)).json<{ status: number }[]>();
    expect(posts.map((received) => received.status)).toEqual([503, 200]);
  });
});
