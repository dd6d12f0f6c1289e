import { describe, expect, it } from "vitest";
import { readHumanProofSettings, turnstileSiteKey } from "../../workers/config/human-proof-config";

describe("the bot check's configuration", () => {
  it("development without keys: Cloudflare's test keys (invisible, always passes), so a fresh checkout works", () => {
    const settings = readHumanProofSettings({ ENVIRONMENT: "development" });
    expect(settings).toEqual({
      settings: {
        siteKey: "1x00000000000000000000BB",
        secretKey: "1x0000000000000000000000000000000AA",
        verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
        testSecret: true,
      },
    });
    expect(turnstileSiteKey({ ENVIRONMENT: "development", TURNSTILE_SITE_KEY: " " })).toBe("1x00000000000000000000BB");
  });

  it.each(["staging", "production"])(
    "%s without keys: both named as problems, no test key slipped in",
    (environment) => {
      expect(readHumanProofSettings({ ENVIRONMENT: environment })).toEqual({
        problems: ["TURNSTILE_SITE_KEY is not set", "TURNSTILE_SECRET_KEY is not set"],
      });
      expect(turnstileSiteKey({ ENVIRONMENT: environment })).toBeNull();
    },
  );

  it("real keys are used as given; the answer's hostname is checked (not a test secret)", () => {
    expect(
      readHumanProofSettings({
        ENVIRONMENT: "production",
        TURNSTILE_SITE_KEY: "0x4AAAAAAAreal",
        TURNSTILE_SECRET_KEY: "0x4AAAAAAAsecret",
      }),
    ).toMatchObject({ settings: { siteKey: "0x4AAAAAAAreal", secretKey: "0x4AAAAAAAsecret", testSecret: false } });
  });

  it("siteverify over plain http only in development (for the local stand-in)", () => {
    const vars = {
      TURNSTILE_SITE_KEY: "k",
      TURNSTILE_SECRET_KEY: "s",
      TURNSTILE_VERIFY_URL: "http://127.0.0.1:8813/x",
    };
    expect(readHumanProofSettings({ ...vars, ENVIRONMENT: "development" })).toHaveProperty("settings");
    expect(readHumanProofSettings({ ...vars, ENVIRONMENT: "production" })).toEqual({
      problems: ["TURNSTILE_VERIFY_URL is not an https URL"],
    });
  });
});
