// @vitest-environment node
// The address a deploy's smoke check goes to: the environment's SITE_ORIGIN in wrangler.toml.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";
import { unstable_readConfig } from "wrangler";
import { siteOrigin } from "../../scripts/deploy/site-origin.ts";

const wranglerConfig = fileURLToPath(new URL("../../wrangler.toml", import.meta.url));

describe("the site origin of an environment", () => {
  it("is SITE_ORIGIN of that environment, as an origin", () => {
    for (const environment of ["staging", "production"]) {
      const { vars } = unstable_readConfig({ config: wranglerConfig, env: environment }) as {
        vars: { SITE_ORIGIN: string };
      };
      expect(siteOrigin(wranglerConfig, environment)).toBe(new URL(vars.SITE_ORIGIN).origin);
    }
    expect(siteOrigin(wranglerConfig, "staging")).not.toBe(siteOrigin(wranglerConfig, "production"));
  });

  it("is refused for an environment wrangler.toml does not define", () => {
    expect(() => siteOrigin(wranglerConfig, "preview")).toThrow('wrangler.toml has no environment "preview"');
  });
  it("is refused when SITE_ORIGIN is not an http(s) URL", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-origin-"));
    onTestFinished(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    const config = path.join(dir, "wrangler.toml");
    for (const origin of ["ftp://www.orbitant.co", "mailto:hello@orbitant.co", "www.orbitant.co"]) {
      writeFileSync(config, `name = "site"\n\n[env.production.vars]\nSITE_ORIGIN = "${origin}"\n`);
      expect(() => siteOrigin(config, "production")).toThrow(
        `SITE_ORIGIN of [env.production] is not an http(s) URL: "${origin}"`,
      );
    }
    writeFileSync(config, 'name = "site"\n\n[env.production.vars]\nSITE_ORIGIN = "http://localhost:8787/x"\n');
    expect(siteOrigin(config, "production")).toBe("http://localhost:8787");
  });
});
