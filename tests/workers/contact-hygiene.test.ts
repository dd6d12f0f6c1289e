// The contact endpoint against input a browser form would not send, probed directly: hidden characters,
// clients that change address, and what reaches the log.
import { describe, expect, it } from "vitest";
import {
  formBody,
  formHeaders,
  freshOutboxEachTest,
  inOneLimiterWindow,
  postContact,
  providerEnv,
  scriptedProvider,
  sentBody,
  stubProvider,
  validMessage,
  captureWorkerLogs,
  onProviderCall,
} from "./contact-request";

const logs = captureWorkerLogs();
freshOutboxEachTest();

const json = (value: unknown) => JSON.stringify(value);

describe("hidden characters", () => {
  it.each([
    ["a line break", "ada@example.org\nbcc@example.net"],
    ["a carriage return and line feed", "ada@exam\r\nple.org"],
    ["a NUL", "ada@exam\u0000ple.org"],
    ["a zero-width space", "ada\u200b@example.org"],
  ])("an address with %s inside: 400 invalid_email, nothing sent", async (_case, email) => {
    const provider = stubProvider();
    const response = await postContact({ body: json({ ...validMessage, email }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, code: "invalid_email", status: 400, fields: ["email"] });
    expect(provider).not.toHaveBeenCalled();
  });

  it("the same from the form without JavaScript: back to the e-mail message, nothing sent", async () => {
    const provider = stubProvider();
    const response = await postContact({
      body: formBody({ ...validMessage, email: "ada@exam\nple.org" }),
      headers: formHeaders,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/#contact-invalid-email");
    expect(provider).not.toHaveBeenCalled();
  });

  it("a line break at the end of a pasted address is only trimmed", async () => {
    const provider = stubProvider();
    const response = await postContact({ body: json({ ...validMessage, email: "ada@example.org\r\n" }) });
    expect(response.status).toBe(200);
    expect(sentBody(provider)).toMatchObject({ template_params: { from_email: "ada@example.org" } });
  });

  it("name, e-mail and message of only control and zero-width characters: 400 incomplete naming all three", async () => {
    const provider = stubProvider();
    const response = await postContact({
      body: json({ name: "\u200b\u200c\u200d", email: "\ufeff\u2060", company: "", message: "\u0000\u200b\n\u200e" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      code: "incomplete",
      status: 400,
      fields: ["name", "email", "message"],
    });
    expect(provider).not.toHaveBeenCalled();
  });
});

describe("the rate limit", () => {
  it("a limited client is told when to try again: 429 with Retry-After", async () => {
    stubProvider();
    const limited = await inOneLimiterWindow(async (client) => {
      for (let i = 0; i < 5; i++) await postContact({ headers: { "CF-Connecting-IP": client } });
      return postContact({ headers: { "CF-Connecting-IP": client } });
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ ok: false, code: "rate_limited", status: 429 });
  });

  it("an IPv6 client is counted by its /64: a new address in the same /64 is the same client", async () => {
    const provider = stubProvider();
    const statuses = await inOneLimiterWindow(async (client) => {
      provider.mockClear();
      const prefix = client.replace(/::1$/, "");
      const seen: number[] = [];
      for (let i = 1; i <= 6; i++) {
        seen.push((await postContact({ headers: { "CF-Connecting-IP": `${prefix}:${i}:${i}:${i}:${i}` } })).status);
      }
      return seen;
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(provider).toHaveBeenCalledTimes(5);
    // The neighbouring /64 is someone else.
    expect((await postContact()).status).toBe(200);
  });
});

describe("the log names a message by its reference, never by its fields", () => {
  it("a delivered, a retried and a dead message leave no field in the log", async () => {
    const provider = scriptedProvider([{ status: 400 }, { status: 200 }, { status: 503 }]);
    for (const email of ["one@example.org", "two@example.org", "three@example.org"]) {
      await postContact({ body: json({ ...validMessage, email }) });
    }
    expect(provider.calls).toHaveLength(3);
    const all = logs.join("\n");
    for (const event of ["contact.stored", "contact.delivered", "contact.retry_scheduled", "contact.dead_letter"]) {
      expect(all).toContain(event);
    }
    for (const value of [validMessage.name, validMessage.company, "one@example.org", "two@", "three@", "pilot"]) {
      expect(all).not.toContain(value);
    }
    for (const line of logs.filter((entry) => entry.includes("contact.stored"))) {
      expect(line).toMatch(/"ref":"[0-9a-hjkmnp-tv-z]{10}"/);
    }
  });
});

describe("the log", () => {
  it("a provider's refusal is logged with every configured id and key replaced by its setting's name", async () => {
    const { EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY } = providerEnv;
    stubProvider(
      400,
      `Bad request: user ${EMAILJS_PUBLIC_KEY} (token ${EMAILJS_PRIVATE_KEY}) cannot use ${EMAILJS_SERVICE_ID}/${EMAILJS_TEMPLATE_ID}`,
    );
    const response = await postContact();
    expect(response.status).toBe(502);

    const line = logs.find((entry) => entry.includes("contact.dead_letter")) ?? "";
    expect(line).toContain(
      "Bad request: user [EMAILJS_PUBLIC_KEY] (token [EMAILJS_PRIVATE_KEY]) cannot use [EMAILJS_SERVICE_ID]/[EMAILJS_TEMPLATE_ID]",
    );
    for (const value of [EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY]) {
      expect(logs.join("\n")).not.toContain(value);
    }
  });

  it("a network error's text is redacted too", async () => {
    onProviderCall(() => Promise.reject(new TypeError(`connect failed for ${providerEnv.EMAILJS_PUBLIC_KEY}`)));
    await postContact();
    const line = logs.find((entry) => entry.includes("contact.retry_scheduled")) ?? "";
    expect(line).toContain("connect failed for [EMAILJS_PUBLIC_KEY]");
  });
});
