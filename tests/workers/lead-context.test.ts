import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { leadContextKeys } from "~/lib/contact/lead-context-keys";
import {
  captureWorkerLogs,
  formBody,
  formHeaders,
  freshOutboxEachTest,
  outbox,
  postContact,
  sentBody,
  stubProvider,
  unprovenMessage,
  validMessage,
} from "./contact-request";

captureWorkerLogs();
freshOutboxEachTest();

const story = {
  page: "/es",
  landing_page: "/es/vision?utm_source=newsletter&utm_campaign=autumn",
  referrer: "news.example.net",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "autumn",
  utm_term: "quantum pilots",
  utm_content: "hero-link",
};

const paramsOf = (provider: ReturnType<typeof stubProvider>) =>
  (sentBody(provider) as { template_params: Record<string, string> }).template_params;

describe("the lead's story", () => {
  it("reaches the e-mail as template params, one each", async () => {
    const provider = stubProvider();
    const response = await postContact({ body: JSON.stringify({ ...validMessage, ...story }) });
    expect(response.status).toBe(200);
    expect(paramsOf(provider)).toMatchObject(story);
  });

  it("is optional: a message without it is taken, its params empty", async () => {
    const provider = stubProvider();
    expect((await postContact()).status).toBe(200);
    const params = paramsOf(provider);
    for (const key of leadContextKeys) expect(params[key], key).toBe("");
  });

  it("a value that breaks its rule is dropped, never a reason to refuse the message", async () => {
    const provider = stubProvider();
    const response = await postContact({
      body: JSON.stringify({
        ...validMessage,
        page: "//evil.example/phish",
        landing_page: `/${"x".repeat(600)}`,
        referrer: "https://news.example.net/story?id=1",
        utm_source: "<script>alert(1)</script>",
        utm_medium: 42,
        utm_campaign: "line\nbreak",
        utm_term: "a".repeat(101),
        utm_content: ["array"],
      }),
    });
    expect(response.status).toBe(200);
    const params = paramsOf(provider);
    for (const key of leadContextKeys) expect(params[key], key).toBe("");
  });

  it("a plain form post (no JavaScript) carries the page it was sent from", async () => {
    const provider = stubProvider();
    const response = await postContact({
      headers: formHeaders,
      body: formBody({ ...unprovenMessage, locale: "es", page: "/es" }),
    });
    expect(response.status).toBe(303);
    // Without a proof it is held, and the outbox's alarm delivers it: nothing verified waits.
    expect(await runDurableObjectAlarm(outbox())).toBe(true);
    expect(paramsOf(provider)).toMatchObject({ page: "/es", landing_page: "", utm_source: "" });
  });
});
