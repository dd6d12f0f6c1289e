import type { ConfigEnv, UserConfig } from "vite";
import { describe, expect, it } from "vitest";
import viteConfig from "../../vite.config";

// React Router's prerender asks Vite's preview server for every page, and the router's plugin starts a child
// compiler there with the preview's `server.watch`. Unless that is null, the compiler watches the whole project,
// build/ among it, and reads a folder of the build again each time the prerender writes a file into it: a page's
// cost grew with the pages prerendered before it in its folder (decision 0082).

const configFor = (env: Partial<ConfigEnv>): UserConfig => viteConfig({ command: "serve", mode: "production", ...env });

describe("the Vite configuration", () => {
  it("gives the preview server, which serves the prerender, no file watcher", () => {
    expect(configFor({ isPreview: true }).server?.watch).toBeNull();
  });

  it("leaves the development server watching the files, as Vite does by default", () => {
    expect(configFor({ isPreview: false }).server?.watch).toBeUndefined();
    expect(configFor({ command: "build", isPreview: false }).server?.watch).toBeUndefined();
  });
});
