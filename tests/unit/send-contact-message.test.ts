import { afterEach, describe, expect, it, vi } from "vitest";
import { sendContactMessage } from "~/lib/contact/send-contact-message";

const message = {
  name: "Ada",
  email: "ada@example.org",
  company: "",
  message: "Hello",
  website: "",
  locale: "en" as const,
  "cf-turnstile-response": "token",
};

afterEach(() => {
  vi.restoreAllMocks();
});

const answer = (status: number, body: string, type = "application/json") =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body, { status, headers: { "Content-Type": type } }));

describe("sendContactMessage", () => {
  it("posts the message as JSON to /api/contact and reads { ok: true } as sent", async () => {
    const fetchSpy = answer(200, '{"ok":true}');
    expect(await sendContactMessage(message)).toEqual({ ok: true });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    const body = init?.body;
    if (typeof body !== "string") throw new Error(`the body was sent as ${typeof body}, not as a JSON string`);
    expect(JSON.parse(body)).toEqual(message);
  });

  it("passes on the Worker's code and status", async () => {
    answer(502, '{"ok":false,"code":"provider_error","status":412}');
    expect(await sendContactMessage(message)).toEqual({ ok: false, code: "provider_error", status: 412 });
  });

  it("a 200 that is not our JSON is not taken for success", async () => {
    answer(200, "<html>captive portal</html>", "text/html");
    expect(await sendContactMessage(message)).toEqual({ ok: false, code: "unexpected_response", status: 200 });
  });

  it("no answer is status 0, 'network_error'", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await sendContactMessage(message)).toEqual({ ok: false, code: "network_error", status: 0 });
  });
});
