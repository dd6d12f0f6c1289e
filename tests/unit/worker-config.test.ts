import { describe, expect, it } from "vitest";
import { readWorkerConfig } from "../../workers/config/worker-config";

describe("readWorkerConfig", () => {
  const vars = {
    ENVIRONMENT: "production",
    SITE_ORIGIN: "https://www.example.com/",
    EMAILJS_API_URL: "https://api.emailjs.com",
  };

  it("reads the deployment from its vars: origin without a path, crawlers let in only in production", () => {
    const env = readWorkerConfig(vars);
    expect(env.site).toEqual({
      environment: "production",
      origin: "https://www.example.com",
      indexable: true,
      turnstileSiteKey: null,
    });
    expect(readWorkerConfig({ ...vars, ENVIRONMENT: "staging" }).site.indexable).toBe(false);
  });

  it("checks once per env object", () => {
    expect(readWorkerConfig(vars)).toBe(readWorkerConfig(vars));
  });

  it("refuses a deployment it cannot describe, so the build fails", () => {
    expect(() => readWorkerConfig({ ...vars, ENVIRONMENT: "prod" })).toThrow(/ENVIRONMENT/);
    expect(() => readWorkerConfig({ ...vars, SITE_ORIGIN: "www.example.com" })).toThrow(/SITE_ORIGIN/);
  });

  it("never throws for the contact settings: the endpoint alone becomes unavailable, saying why", () => {
    const env = readWorkerConfig({ ...vars, EMAILJS_SERVICE_ID: "service", CONTACT_RETENTION_DAYS: "soon" });
    expect(env.contact.delivery).toBe("unavailable");
    if (env.contact.delivery === "unavailable") {
      expect(env.contact.problems.join("\n")).toMatch(/EMAILJS_TEMPLATE_ID is not set[\s\S]*CONTACT_RETENTION_DAYS/);
    }
    expect(readWorkerConfig({ ...vars, ENVIRONMENT: "development" }).contact.delivery).toBe("log");
  });

  it("the ops API's token: off when unset or blank, refused when too short to be safe", () => {
    expect(readWorkerConfig({ ...vars }).ops).toEqual({ access: "off" });
    expect(readWorkerConfig({ ...vars, OPS_TOKEN: "  " }).ops).toEqual({ access: "off" });
    expect(readWorkerConfig({ ...vars, OPS_TOKEN: "x".repeat(31) }).ops).toEqual({
      access: "invalid",
      problem: "OPS_TOKEN is shorter than 32 characters",
    });
    expect(readWorkerConfig({ ...vars, OPS_TOKEN: ` ${"x".repeat(32)} ` }).ops).toEqual({
      access: "token",
      token: "x".repeat(32),
    });
  });
});
