import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  calledURL,
  CONTACT_URL,
  contactRequest,
  formBody,
  formHeaders,
  freshOutboxEachTest,
  inOneLimiterWindow,
  newClient,
  ORIGIN,
  outbox,
  postContact,
  postRequest,
  sentBody,
  stubProvider,
  validMessage,
  captureWorkerLogs,
  proof,
  onProviderCall,
} from "./contact-request";

const logs = captureWorkerLogs();
freshOutboxEachTest();

const MESSAGE_REF = /^[0-9a-hjkmnp-tv-z]{10}$/;

afterEach(() => {
  vi.useRealTimers();
});

const json = (value: unknown) => JSON.stringify(value);

describe("a valid message", () => {
  it("goes to the provider as exactly the request its library makes, and answers 200 { ok: true }", async () => {
    const provider = stubProvider();
    const response = await postContact();

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(provider).toHaveBeenCalledTimes(1);
    const [, init] = provider.mock.calls[0] ?? [];
    expect(calledURL(provider)).toBe("https://provider.test/api/v1.0/email/send");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    const body = sentBody(provider) as { template_params: Record<string, string> };
    expect(body.template_params.message_ref).toMatch(MESSAGE_REF);
    delete body.template_params.message_ref;
    expect(body).toEqual({
      lib_version: "4.4.1",
      user_id: "public_test",
      service_id: "service_test",
      template_id: "template_test",
      accessToken: "private_test",
      template_params: {
        from_name: "Ada Lovelace",
        from_email: "ada@example.org",
        company: "Analytical Engines",
        message: "We would like to talk about a pilot.\nNext month suits us.",
        to_name: "Orbitant",
        locale: "en",
        verified: "yes",
        // The lead's story: none was sent with this message.
        page: "",
        landing_page: "",
        referrer: "",
        utm_source: "",
        utm_medium: "",
        utm_campaign: "",
        utm_term: "",
        utm_content: "",
        insight: "",
      },
    });
    // Delivered while the visitor waited: nothing is left in the outbox.
    expect(await outbox().status()).toMatchObject({ queued: 0, retrying: 0, dead: 0, delivered24h: 1 });
  });

  it("sends company 'Not specified' when it is empty or absent", async () => {
    const provider = stubProvider();
    const { name, email, message } = validMessage;
    await postContact({ body: json({ ...validMessage, company: "   " }) });
    await postContact({ body: json({ name, email, message, ...proof }) });

    expect(provider).toHaveBeenCalledTimes(2);
    for (const index of [0, 1]) {
      expect(sentBody(provider, index)).toMatchObject({ template_params: { company: "Not specified" } });
    }
  });

  it("trims every field, and strips control characters and line breaks from the one-line fields", async () => {
    const provider = stubProvider();
    const response = await postContact({
      body: json({
        name: "  Ada\r\nBcc: victim@example.net\u0000 ",
        email: " ada@example.org\n",
        company: "\tAnalytical\u2028Engines\u007f",
        message: "  Line one\r\nLine two\u0007  ",
        ...proof,
      }),
    });
    expect(response.status).toBe(200);
    expect(sentBody(provider)).toMatchObject({
      template_params: {
        from_name: "AdaBcc: victim@example.net",
        from_email: "ada@example.org",
        company: "AnalyticalEngines",
        message: "Line one\nLine two",
      },
    });
  });

  it("accepts every field at its maximum length", async () => {
    const provider = stubProvider();
    const response = await postContact({
      body: json({
        name: "n".repeat(200),
        email: `${"e".repeat(242)}@example.org`,
        company: "c".repeat(200),
        message: "m".repeat(5000),
        ...proof,
      }),
    });
    expect(response.status).toBe(200);
    expect(provider).toHaveBeenCalledTimes(1);
  });
});

describe("what the provider says, as the visitor hears it (the provider's text never reaches the browser)", () => {
  it.each([400, 401, 403, 404, 412, 422])(
    "provider %i, a refusal for good: 502 with the provider's status, a dead letter, logged",
    async (status) => {
      const provider = stubProvider(status, "secret-provider-detail: The user ID is invalid");
      const response = await postContact();

      expect(response.status).toBe(502);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ ok: false, code: "provider_error", status });
      expect(text).not.toContain("secret-provider-detail");
      expect(provider).toHaveBeenCalledTimes(1);
      expect(await outbox().status()).toMatchObject({ queued: 0, retrying: 0, dead: 1 });
      expect(logs.some((line) => line.includes("contact.dead_letter") && line.includes("secret-provider-detail"))).toBe(
        true,
      );
    },
  );

  it.each([408, 425, 429, 500, 502, 503])(
    "provider %i, a failure that may pass: told sent, and the message waits in the outbox for its next try",
    async (status) => {
      const provider = stubProvider(status, "secret-provider-detail");
      const response = await postContact();

      expect(response.status).toBe(200);
      expect(await response.text()).toBe(JSON.stringify({ ok: true }));
      expect(provider).toHaveBeenCalledTimes(1);
      expect(await outbox().status()).toMatchObject({ queued: 0, retrying: 1, dead: 0 });
    },
  );

  it("a redirect from the provider is not followed (it would carry the keys elsewhere): 502, a dead letter", async () => {
    const provider = onProviderCall(() =>
      Promise.resolve(new Response(null, { status: 307, headers: { Location: "https://elsewhere.test/" } })),
    );
    const response = await postContact();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, code: "provider_error", status: 307 });
    expect(provider.mock.calls[0]?.[1]?.redirect).toBe("manual");
  });

  it("no answer (network error): told sent, the message waits for its next try", async () => {
    const provider = onProviderCall(() => Promise.reject(new TypeError("Network connection lost.")));
    const response = await postContact();

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(provider).toHaveBeenCalledTimes(1);
    expect((await outbox().messages("retrying", 10))[0]?.sends.email).toMatchObject({ attempts: 1, lastStatus: 0 });
  });

  it("a provider slower than the answer budget: told sent once the budget has passed, not before", async () => {
    let aborted = false;
    onProviderCall(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(new DOMException("The operation was aborted.", "AbortError"));
          });
        }),
    );
    const started = Date.now();
    const response = await postContact();

    expect(response.status).toBe(200);
    // The test bindings' budget (timers never fire early).
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    // The call itself goes on to its own limit (1 s here), then waits for its next try.
    expect(aborted).toBe(false);
    await vi.waitUntil(() => aborted, { timeout: 5000 });
    await vi.waitUntil(async () => (await outbox().status()).retrying === 1, { timeout: 5000 });
  });
});

describe("our own refusals", () => {
  it("rate limit: the sixth message from one address within a minute is 429, others are not affected", async () => {
    const provider = stubProvider();
    const { statuses, limited } = await inOneLimiterWindow(async (client) => {
      provider.mockClear();
      const seen: number[] = [];
      for (let i = 0; i < 6; i++) {
        seen.push((await postContact({ headers: { "CF-Connecting-IP": client } })).status);
      }
      return { statuses: seen, limited: await postContact({ headers: { "CF-Connecting-IP": client } }) };
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await limited.json()).toEqual({ ok: false, code: "rate_limited", status: 429 });
    expect(provider).toHaveBeenCalledTimes(5);

    expect((await postContact()).status).toBe(200);
    expect(provider).toHaveBeenCalledTimes(6);
  });

  it.each([
    ["an address", "spam@example.net", "spam@example.net"],
    ["an address, whatever its case", "spam@example.net", "SPAM@Example.NET"],
    ["a domain", "@junk.test", "anyone@junk.test"],
    ["a domain's subdomains", "@junk.test", "anyone@mail.junk.test"],
    ["a domain written without @", "junk.test", "anyone@junk.test"],
  ])("block list (%s): 403, nothing sent", async (_case, blocklist, email) => {
    const provider = stubProvider();
    const response = await postContact({
      body: json({ ...validMessage, email }),
      env: { CONTACT_BLOCKLIST: ` other@example.com , ${blocklist} ` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, code: "blocked", status: 403 });
    expect(provider).not.toHaveBeenCalled();
  });

  it("block list: a look-alike domain is not blocked", async () => {
    const provider = stubProvider();
    const response = await postContact({
      body: json({ ...validMessage, email: "someone@notjunk.test" }),
      env: { CONTACT_BLOCKLIST: "@junk.test" },
    });
    expect(response.status).toBe(200);
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it.each(["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID", "EMAILJS_PUBLIC_KEY"])(
    "missing %s in production: 503, nothing sent, and the log names it",
    async (key) => {
      const provider = stubProvider();
      const response = await postContact({ env: { [key]: undefined } });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ok: false, code: "not_configured", status: 503 });
      expect(provider).not.toHaveBeenCalled();
      expect(logs.some((line) => line.includes("contact.not_configured") && line.includes(key))).toBe(true);
    },
  );

  it("no keys at all in production or staging: 503, never the outbox", async () => {
    const provider = stubProvider();
    const noKeys = {
      EMAILJS_SERVICE_ID: undefined,
      EMAILJS_TEMPLATE_ID: undefined,
      EMAILJS_PUBLIC_KEY: "",
      EMAILJS_PRIVATE_KEY: undefined,
    };
    for (const environment of ["production", "staging"]) {
      const response = await postContact({ env: { ...noKeys, ENVIRONMENT: environment } });
      expect(response.status).toBe(503);
    }
    expect(provider).not.toHaveBeenCalled();
    expect(logs.some((line) => line.includes("contact.outbox"))).toBe(false);
  });

  it("a plain-http provider URL outside development: 503, nothing sent", async () => {
    const provider = stubProvider();
    const response = await postContact({ env: { EMAILJS_API_URL: "http://provider.test" } });
    expect(response.status).toBe(503);
    expect(provider).not.toHaveBeenCalled();
    expect(logs.some((line) => line.includes("EMAILJS_API_URL"))).toBe(true);
  });
});

describe("local development without keys", () => {
  const withoutKeys = {
    ENVIRONMENT: "development",
    EMAILJS_SERVICE_ID: undefined,
    EMAILJS_TEMPLATE_ID: undefined,
    EMAILJS_PUBLIC_KEY: undefined,
    EMAILJS_PRIVATE_KEY: undefined,
  };

  it("writes the message to the Worker log (the development outbox) and answers as sent", async () => {
    const provider = stubProvider();
    const response = await postContact({ env: withoutKeys });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(provider).not.toHaveBeenCalled();
    const logged = logs.find((line) => line.includes("contact.outbox"));
    expect(logged).toContain("We would like to talk about a pilot.");
    expect(logged).toContain("ada@example.org");
    expect(await outbox().status()).toMatchObject({ queued: 0, retrying: 0, dead: 0, delivered24h: 0 });
  });

  it("with only some keys set it is a configuration error (503), not the outbox", async () => {
    const provider = stubProvider();
    const response = await postContact({
      env: { ENVIRONMENT: "development", EMAILJS_SERVICE_ID: undefined, EMAILJS_TEMPLATE_ID: undefined },
    });
    expect(response.status).toBe(503);
    expect(provider).not.toHaveBeenCalled();
  });
});

describe("bad input: its status, and the provider is never called", () => {
  const expectRefused = async (response: Response, status: number, body?: Record<string, unknown>) => {
    expect(response.status).toBe(status);
    if (body) expect(await response.json()).toEqual({ ok: false, status, ...body });
    expect(globalThis.fetch).not.toHaveBeenCalled();
  };
  let provider: ReturnType<typeof stubProvider>;
  beforeEach(() => {
    provider = stubProvider();
  });

  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["multipart/form-data", "multipart/form-data; boundary=x"],
    ["application/xml", "application/xml"],
    ["no content type", undefined],
  ])("content type %s: 415", async (_case, contentType) => {
    await expectRefused(await postContact({ headers: { "Content-Type": contentType } }), 415, {
      code: "unsupported_media_type",
    });
  });

  it("JSON with a charset parameter is fine", async () => {
    const response = await postContact({ headers: { "Content-Type": "application/json; charset=utf-8" } });
    expect(response.status).toBe(200);
  });

  it.each(["{", "{'name': 'x'}", "", "null null", '{"name":"a",}'])("malformed JSON %j: 400", async (body) => {
    await expectRefused(await postContact({ body }), 400, { code: "invalid_json" });
  });

  it("a body over 16 KB (declared length): 413", async () => {
    const body = json({ ...validMessage, message: "x".repeat(16 * 1024) });
    const request = contactRequest({ body, headers: { "Content-Length": String(body.length) } });
    expect(request.headers.get("Content-Length")).toBe(String(body.length));
    await expectRefused(await postRequest(request), 413, { code: "payload_too_large" });
  });

  it("a body over 16 KB sent in chunks with no length: 413", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(CONTACT_URL, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": newClient() },
      body: stream,
      // @ts-expect-error: a streamed request body needs duplex in the fetch spec's types
      duplex: "half",
    });
    expect(request.headers.get("Content-Length")).toBeNull();
    await expectRefused(await postRequest(request), 413, { code: "payload_too_large" });
  });

  it("a body of exactly 16 KB is read", async () => {
    const base = json({ ...validMessage, message: "" });
    const padding = 16 * 1024 - base.length;
    const body = `${base.slice(0, -1)}${" ".repeat(padding)}}`;
    expect(new TextEncoder().encode(body).length).toBe(16 * 1024);
    // Empty message: refused by validation (400), which proves the body got past the size check.
    await expectRefused(await postContact({ body }), 400, { code: "incomplete", fields: ["message"] });
  });

  it.each([
    ["name", { name: undefined }, ["name"]],
    ["email", { email: undefined }, ["email"]],
    ["message", { message: undefined }, ["message"]],
    ["all three", { name: undefined, email: undefined, message: undefined }, ["name", "email", "message"]],
    ["whitespace-only name and message", { name: "  \t ", message: "\n \n" }, ["name", "message"]],
    ["a name of nothing but line breaks", { name: "\r\n\r\n" }, ["name"]],
  ])("missing or empty %s: 400 naming the fields", async (_case, change, fields) => {
    await expectRefused(await postContact({ body: json({ ...validMessage, ...change }) }), 400, {
      code: "incomplete",
      fields,
    });
  });

  it.each(["a@b", "ada@example", "ada example@example.org", "@example.org", "ada@@example.org", "ada"])(
    "an e-mail that is not name@domain.tld (%s): 400",
    async (email) => {
      await expectRefused(await postContact({ body: json({ ...validMessage, email }) }), 400, {
        code: "invalid_email",
        fields: ["email"],
      });
    },
  );

  it.each([
    ["name", "n".repeat(201)],
    ["email", `${"e".repeat(243)}@example.org`],
    ["company", "c".repeat(201)],
    ["message", "m".repeat(5001)],
  ])("%s over its maximum length: 400 naming it, not echoing it", async (field, value) => {
    const response = await postContact({ body: json({ ...validMessage, [field]: value }) });
    const text = await response.clone().text();
    expect(text).not.toContain(value.slice(0, 50));
    await expectRefused(response, 400, { code: "invalid_fields", fields: [field] });
  });

  it.each([
    ["a number", 42],
    ["null", null],
    ["a boolean", true],
    ["an array", ["Ada"]],
    ["an object", { first: "Ada" }],
  ])("a non-string name (%s): 400", async (_case, name) => {
    await expectRefused(await postContact({ body: json({ ...validMessage, name }) }), 400, {
      code: "invalid_fields",
      fields: ["name"],
    });
  });

  it("non-string values in every field: 400 naming each", async () => {
    const body = json({ name: 1, email: 2, company: 3, message: 4 });
    await expectRefused(await postContact({ body }), 400, {
      code: "invalid_fields",
      fields: ["name", "email", "company", "message"],
    });
  });

  it("an extra field: 400, and the unknown name is not echoed", async () => {
    const response = await postContact({ body: json({ ...validMessage, bcc_list_xyz: "x@example.net" }) });
    expect(await response.clone().text()).not.toContain("bcc_list_xyz");
    await expectRefused(response, 400, { code: "unexpected_fields", fields: [] });
  });

  it.each([
    ["an array", "[]"],
    ["a string", '"hello"'],
    ["a number", "7"],
    ["null", "null"],
  ])("a body that is not an object (%s): 400", async (_case, body) => {
    const response = await postContact({ body });
    expect(response.status).toBe(400);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["another site's Origin", { Origin: "https://evil.test", "Sec-Fetch-Site": "cross-site" }],
    ["another site's Origin alone", { Origin: "https://evil.test", "Sec-Fetch-Site": undefined }],
    ["a sibling subdomain", { Origin: "https://www.site.test", "Sec-Fetch-Site": "same-site" }],
    ["the same host on another scheme", { Origin: "http://site.test", "Sec-Fetch-Site": undefined }],
    ["an opaque origin", { Origin: "null", "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site cross-site without Origin", { Origin: undefined, "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site none without Origin", { Origin: undefined, "Sec-Fetch-Site": "none" }],
  ])("cross-site (%s): 403", async (_case, headers) => {
    await expectRefused(await postContact({ headers }), 403, { code: "cross_site" });
  });

  it("a cross-site form post gets a plain 403, not a redirect", async () => {
    const response = await postContact({
      body: formBody(validMessage),
      headers: { ...formHeaders, Origin: "https://evil.test", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Location")).toBeNull();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("neither Origin nor Sec-Fetch-Site (curl, scripts): accepted, and still validated and rate-limited", async () => {
    const response = await postContact({ headers: { Origin: undefined, "Sec-Fetch-Site": undefined } });
    expect(response.status).toBe(200);
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it("the honeypot filled: answered as sent, nothing sent, logged", async () => {
    const response = await postContact({ body: json({ ...validMessage, website: "https://cheap-pills.test" }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(logs.some((line) => line.includes("contact.honeypot"))).toBe(true);
  });

  it("the honeypot present but empty is a person: sent", async () => {
    const response = await postContact({ body: json({ ...validMessage, website: "" }) });
    expect(response.status).toBe(200);
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it.each(["GET", "PUT", "DELETE", "PATCH"])("%s: 405 with Allow: POST", async (method) => {
    const response = await postContact({ method });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("no odd request produces a 5xx", async () => {
    const bodies: [string | undefined, string][] = [
      ["application/json", "\u0000\u0001"],
      ["application/json", '{"__proto__": {"name": "x"}}'],
      ["application/json", '{"constructor": {"prototype": {}}}'],
      ["application/json", json({ ...validMessage, name: "\ud800" })],
      ["application/json", "[".repeat(5000)],
      ["application/json", json({ ...validMessage, message: "😀".repeat(2500) })],
      ["application/x-www-form-urlencoded", "%%%&&&==="],
      ["application/x-www-form-urlencoded", "name=%E0%A4%A&email=%FF"],
      ["application/x-www-form-urlencoded", "__proto__=x&constructor=y"],
      ["application/json;charset=latin1", "\xff\xfe"],
      ["APPLICATION/JSON", json(validMessage)],
    ];
    for (const [contentType, body] of bodies) {
      const response = await postContact({ body, headers: { "Content-Type": contentType } });
      expect(response.status, `${contentType} ${body.slice(0, 40)}`).toBeLessThan(500);
    }
  });
});

describe("the no-JavaScript form post: a 303 back to the contact section, the outcome in the fragment", () => {
  const post = (fields: Record<string, string>, env?: Record<string, unknown>) =>
    postContact({ body: formBody(fields), headers: formHeaders, env });

  it("sent: /#contact-sent, and the provider gets the fields", async () => {
    const provider = stubProvider();
    const response = await post({ ...validMessage, website: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/#contact-sent");
    expect(sentBody(provider)).toMatchObject({
      template_params: { from_name: "Ada Lovelace", from_email: "ada@example.org" },
    });
  });

  it.each([
    ["an empty required field", { ...validMessage, name: "   " }, "/#contact-incomplete"],
    ["a malformed e-mail", { ...validMessage, email: "a@b" }, "/#contact-invalid-email"],
    ["an unknown field", { ...validMessage, extra: "x" }, "/#contact-failed"],
    ["a field given twice", { ...validMessage }, "/#contact-failed"],
  ])("%s: 303 to its outcome, nothing sent", async (caseName, fields, location) => {
    const provider = stubProvider();
    const body = caseName === "a field given twice" ? `${formBody(fields)}&name=Other` : formBody(fields);
    const response = await postContact({ body, headers: formHeaders });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(location);
    expect(provider).not.toHaveBeenCalled();
  });

  it("a refusal for good from the provider: /#contact-failed", async () => {
    stubProvider(400);
    const response = await post(validMessage);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/#contact-failed");
  });

  it("a body over 16 KB: /#contact-failed, nothing sent", async () => {
    const provider = stubProvider();
    const response = await post({ ...validMessage, message: "x".repeat(17 * 1024) });
    expect(response.headers.get("Location")).toBe("/#contact-failed");
    expect(provider).not.toHaveBeenCalled();
  });

  it("the honeypot filled: /#contact-sent, nothing sent", async () => {
    const provider = stubProvider();
    const response = await post({ ...validMessage, website: "bot" });
    expect(response.headers.get("Location")).toBe("/#contact-sent");
    expect(provider).not.toHaveBeenCalled();
  });
});
