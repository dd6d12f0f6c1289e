import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { checkDeployedFiles } from "./scripts/build/deployed-files.ts";
import { loadModule } from "./scripts/build/load-module.ts";
import type { PrerenderedPage } from "./workers/security-headers";

export default {
  ssr: true,
  // Every route without parameters becomes a static file; the 404 splat stays server-rendered. The Insights pages
  // that grow with the content (each entry's, each later listing page) are written in buildEnd, below.
  prerender: true,
  // `build` unless SITE_BUILD_DIRECTORY names another: the deploy dry run (scripts/deploy-dry-run.mjs) builds each
  // environment elsewhere, so the plain build that `npm start` and the browser tests serve is never replaced.
  buildDirectory: process.env.SITE_BUILD_DIRECTORY ?? "build",
  async buildEnd({ reactRouterConfig }) {
    // From the built Worker run in Node (decision 0085), while the prerender data the loaders read is in the build.
    const [{ insightPagePaths }, { writeInsightPagesApart }] = await Promise.all([
      loadModule<typeof import("./scripts/build/insights-data")>("scripts/build/insights-data.ts"),
      loadModule<typeof import("./scripts/build/insight-pages")>("scripts/build/insight-pages.ts"),
    ]);
    await writeInsightPagesApart(reactRouterConfig.buildDirectory, insightPagePaths());
    // The pages are written: the data they were prerendered from is not deployed (prerender-data.server.ts).
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    const { PRERENDER_DATA_FOLDER } = await loadModule<typeof import("./app/content/prerender-data.server")>(
      "app/content/prerender-data.server.ts",
    );
    await rm(path.join(clientDir, PRERENDER_DATA_FOLDER), { recursive: true, force: true });
    // Prerendered pages skip the Worker, so their headers (and the hashes of their inline scripts,
    // which stand in for the per-request nonce) must come from build/client/_headers; so do the static pictures',
    // written in public/_headers, which this file replaces, so they follow the pages' here.
    const { renderHeadersFile, withinRuleLimit } =
      await loadModule<typeof import("./workers/security-headers")>("workers/security-headers.ts");
    const pages: PrerenderedPage[] = [];
    // Listed at once, with where each is: the promise version, by names, took 0.27 s of CPU at 20,000 files.
    for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
      if (entry.name !== "index.html") continue;
      const html = await readFile(path.join(entry.parentPath, entry.name), "utf8");
      const dir = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
      pages.push({ path: `/${dir}`, hashes: inlineScriptHashes(html) });
    }
    const pictures = await readFile(path.join(reactRouterConfig.appDirectory, "../public/_headers"), "utf8");
    await writeFile(path.join(clientDir, "_headers"), withinRuleLimit(`${renderHeadersFile(pages)}${pictures}`));
    // The folder is what a deployment uploads: past Cloudflare's limit of files a version, the build fails here,
    // in the pull request's checks, rather than the deployment at the end of the pipeline (decision 0088).
    await checkDeployedFiles(clientDir);
  },
} satisfies Config;

// The hashes a page's CSP must allow: its inline scripts that run (speculation rules among them). JSON-LD is a data
// block the CSP does not govern, so its hash would only lengthen every response's headers.
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(
    /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    hashes.add(
      createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64"),
    );
  }
  return [...hashes];
}
