import { describe, expect, it } from "vitest";
import { readLeadDestinations } from "../../workers/config/lead-config";

// 24 random bytes, base64: a secret as the Standard Webhooks specification defines it.
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const production = { ENVIRONMENT: "production" };

describe("the lead webhook's configuration", () => {
  it("unset URL: no webhook, whatever the secret", () => {
    expect(readLeadDestinations({ ...production, LEAD_WEBHOOK_SECRET: SECRET }).webhook).toEqual({ state: "off" });
  });

  it("an https URL and a secret of whsec_ and base64: on", () => {
    expect(
      readLeadDestinations({
        ...production,
        LEAD_WEBHOOK_URL: "https://hooks.zapier.com/x",
        LEAD_WEBHOOK_SECRET: SECRET,
      }).webhook,
    ).toEqual({ state: "on", url: "https://hooks.zapier.com/x", secret: SECRET });
  });

  it.each([
    [undefined, "LEAD_WEBHOOK_URL is set but LEAD_WEBHOOK_SECRET is not"],
    ["MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "LEAD_WEBHOOK_SECRET is not whsec_ followed by base64"],
    ["whsec_not base64!", "LEAD_WEBHOOK_SECRET is not whsec_ followed by base64"],
    ["whsec_c2hvcnQ=", "LEAD_WEBHOOK_SECRET holds 5 bytes, not 24 to 64"],
  ])("a URL with the secret %s: a configuration error naming it", (secret, problem) => {
    expect(
      readLeadDestinations({ ...production, LEAD_WEBHOOK_URL: "https://crm.example/hook", LEAD_WEBHOOK_SECRET: secret })
        .webhook,
    ).toEqual({ state: "invalid", problem });
  });

  it("a URL that is not https outside development: a configuration error", () => {
    const config = { LEAD_WEBHOOK_URL: "http://crm.example/hook", LEAD_WEBHOOK_SECRET: SECRET };
    expect(readLeadDestinations({ ...production, ...config }).webhook).toMatchObject({ state: "invalid" });
    expect(readLeadDestinations({ ENVIRONMENT: "development", ...config }).webhook).toMatchObject({ state: "on" });
  });

  it("the acknowledgment's template: its id, or none", () => {
    expect(readLeadDestinations(production).acknowledgmentTemplateId).toBeNull();
    expect(readLeadDestinations({ ...production, EMAILJS_AUTOREPLY_TEMPLATE_ID: " template_ack " })).toMatchObject({
      acknowledgmentTemplateId: "template_ack",
    });
  });
});
