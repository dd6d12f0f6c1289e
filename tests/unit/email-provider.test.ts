import { describe, expect, it } from "vitest";
import { readContactConfig } from "../../workers/config/contact-config";
import { providerRequestBody } from "../../workers/contact/email-provider";
import { providerSecrets, redactSecrets } from "../../workers/contact/secret-redaction";

const settings = {
  apiUrl: "https://api.example.test",
  serviceId: "service_1",
  templateId: "template_1",
  publicKey: "public_1",
  privateKey: undefined,
};
const context = {
  page: "/es",
  landing_page: "/es/vision?utm_source=news&utm_campaign=launch",
  referrer: "news.example.net",
  utm_source: "news",
  utm_medium: "",
  utm_campaign: "launch",
  utm_term: "",
  utm_content: "",
  insight: "/es/insights/harbour-berth-scheduling",
};
const fields = { name: "Ada", email: "ada@example.org", company: "", message: "Hello", locale: "es" as const, context };

describe("the provider's request", () => {
  it("is the browser library's body, with the message's reference, lane and story among the template's params", () => {
    expect(providerRequestBody(settings, fields, "7k3q9x2ab4", "Orbitant", "verified")).toEqual({
      lib_version: "4.4.1",
      user_id: "public_1",
      service_id: "service_1",
      template_id: "template_1",
      template_params: {
        from_name: "Ada",
        from_email: "ada@example.org",
        company: "Not specified",
        message: "Hello",
        to_name: "Orbitant",
        message_ref: "7k3q9x2ab4",
        locale: "es",
        verified: "yes",
        page: "/es",
        landing_page: "/es/vision?utm_source=news&utm_campaign=launch",
        referrer: "news.example.net",
        utm_source: "news",
        utm_medium: "",
        utm_campaign: "launch",
        utm_term: "",
        utm_content: "",
        insight: "/es/insights/harbour-berth-scheduling",
      },
    });
    expect(providerRequestBody(settings, fields, "7k3q9x2ab4", "Orbitant", "held").template_params.verified).toBe("no");
  });

  it("carries the private key as accessToken only when one is set", () => {
    expect(providerRequestBody({ ...settings, privateKey: "private_1" }, fields, "r", "O", "verified")).toMatchObject({
      accessToken: "private_1",
    });
    expect(providerRequestBody(settings, fields, "r", "O", "verified")).not.toHaveProperty("accessToken");
  });

  it("goes to the API base given, without a doubled slash", () => {
    const config = readContactConfig({
      ENVIRONMENT: "production",
      EMAILJS_API_URL: "https://provider.test//",
      EMAILJS_SERVICE_ID: "s",
      EMAILJS_TEMPLATE_ID: "t",
      EMAILJS_PUBLIC_KEY: "p",
      TURNSTILE_SITE_KEY: "site",
      TURNSTILE_SECRET_KEY: "secret",
    });
    expect(config.delivery === "provider" && config.provider.apiUrl).toBe("https://provider.test");
  });
});

describe("redaction of the provider's text", () => {
  it("replaces each configured value by its setting's name, a key that contains another whole", () => {
    const secrets = providerSecrets({ ...settings, privateKey: "public_1_extended" });
    expect(redactSecrets("account public_1_extended and public_1 use service_1/template_1", secrets)).toBe(
      "account [EMAILJS_PRIVATE_KEY] and [EMAILJS_PUBLIC_KEY] use [EMAILJS_SERVICE_ID]/[EMAILJS_TEMPLATE_ID]",
    );
  });
});
