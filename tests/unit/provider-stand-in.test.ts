// @vitest-environment node
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const running: (() => void)[] = [];
afterEach(() => {
  for (const stop of running.splice(0)) stop();
});

/**
 * Starts the stand-in as the browser tests do, on a free port, at one call a minute; resolves with its address. At
 * one call a second, the default, the second call of a test reached it more than a second after the first once, in
 * a run on two cores busy with other tests, and was taken.
 */
function startStandIn(callsPerSecond = 1 / 60): Promise<string> {
  const rate = String(callsPerSecond);
  const child = spawn(process.execPath, ["scripts/stand-in/email-provider.mjs", "--port", "0", "--rate", rate], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  running.push(() => child.kill());
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (text: string) => {
      const address = /http:\/\/127\.0\.0\.1:\d+/.exec(text);
      if (address) resolve(address[0]);
    });
    child.once("exit", (code) => {
      reject(new Error(`the stand-in exited with ${String(code)}`));
    });
  });
}

/** A call of the consultancy's e-mail template from `fromEmail`, on `account` (the request's user_id). */
function send(url: string, fromEmail: string, extra: Record<string, string> = {}, account = "account-a") {
  const params = { from_name: "Ada", from_email: fromEmail, company: "", message: "Hello", to_name: "Orbitant" };
  return call(url, account, { ...params, ...extra });
}

/** A call of the prospect's acknowledgment template, to `toEmail`. */
function acknowledge(url: string, toEmail: string) {
  return call(url, "account-a", { to_email: toEmail, to_name: "Ada", locale: "en", message_ref: "ref-1" });
}

async function call(url: string, account: string, templateParams: Record<string, string>): Promise<number> {
  const body = {
    lib_version: "4.4.1",
    user_id: account,
    service_id: "service_a",
    template_id: "template_a",
    template_params: templateParams,
  };
  const response = await fetch(`${url}/api/v1.0/email/send`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.status;
}

describe("the provider stand-in at one call a minute", () => {
  it("refuses a second call within the minute with 429", async () => {
    const url = await startStandIn();
    expect(await send(url, "ada@example.org")).toBe(200);
    expect(await send(url, "ada@example.org")).toBe(429);
  });

  it("counts each account's calls apart", async () => {
    const url = await startStandIn();
    expect(await send(url, "ada@example.org")).toBe(200);
    expect(await send(url, "ada@example.org", {}, "account-b")).toBe(200);
  });

  // Waiting longer than the interval, however busy the machine, only makes the second call later still.
  it("takes another call once the rate's interval has passed (at twenty calls a second, 50 ms)", async () => {
    const url = await startStandIn(20);
    expect(await send(url, "ada@example.org")).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await send(url, "ada@example.org")).toBe(200);
  });

  it("answers status-503-times-2 with 503 to its first two calls, then takes it", async () => {
    const url = await startStandIn();
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await send(url, "status-503-times-2@example.org"));
    expect(statuses).toEqual([503, 503, 200]);
  });

  it("answers an acknowledgment by its recipient's address, as a message by its sender's", async () => {
    const url = await startStandIn();
    expect(await acknowledge(url, "status-400@example.org")).toBe(400);
    expect(await acknowledge(url, "ada@example.org")).toBe(200);
  });

  // The browser tests ask for refusals through the sender's address; a busy machine can bring two calls closer
  // together than the rate, and the refusal asked for must still be the answer.
  it("answers a refusal the sender asks for whatever the pace", async () => {
    const url = await startStandIn();
    expect(await send(url, "ada@example.org")).toBe(200);
    expect(await send(url, "status-400@example.org")).toBe(400);
  });

  it("does not count a refused call against the rate", async () => {
    const url = await startStandIn();
    expect(await send(url, "status-400@example.org")).toBe(400);
    expect(await send(url, "ada@example.org")).toBe(200);
  });

  // The ops console's journey keeps a message held by this, then releases it: it must go out once released.
  it("refuses a held message's e-mail while it is held, and takes it once released", async () => {
    const url = await startStandIn();
    expect(await send(url, "status-503-while-held@example.org", { verified: "no" })).toBe(503);
    expect(await send(url, "status-503-while-held@example.org", { verified: "no" })).toBe(503);
    expect(await send(url, "status-503-while-held@example.org", { verified: "yes" })).toBe(200);
  });
});
