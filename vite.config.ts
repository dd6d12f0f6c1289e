import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin, type Rolldown } from "vite";
import { loadModule } from "./scripts/build/load-module.ts";
import { renderShareCard } from "./scripts/build/share-cards.ts";

/**
 * The site's content check (app/content/check-content.server.ts), once, before anything is built: a content
 * mistake fails the build, naming every problem, and never reaches a visitor. The tests run the same check.
 */
function contentCheck(): Plugin {
  let checked: Promise<void> | undefined;
  return {
    name: "content-check",
    apply: "build",
    async buildStart() {
      checked ??= loadModule<typeof import("./app/content/check-content.server")>(
        "app/content/check-content.server.ts",
      ).then((module) => {
        const problems = module.contentProblems();
        if (problems.length > 0)
          throw new Error(`The site's content does not hold:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
      });
      await checked;
    },
  };
}

/**
 * A share card for every page of the registry but home (app/seo/share-card.ts), drawn at build time into
 * `cards/<slug>.png` (scripts/build/share-cards.ts). A card that cannot be made fails the build.
 */
function shareCards(): Plugin {
  return {
    name: "share-cards",
    apply: "build",
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const started = performance.now();
      const { shareCardSpecs } = await loadModule<typeof import("./app/seo/share-card")>("app/seo/share-card.ts");
      const specs = shareCardSpecs();
      for (const spec of specs) {
        this.emitFile({ type: "asset", fileName: `cards/${spec.slug}.png`, source: await renderShareCard(spec) });
      }
      this.info(`${specs.length} share cards drawn in ${Math.round(performance.now() - started)} ms`);
    },
  };
}

/**
 * The script of the pages that do not hydrate (app/behaviours/page-script.ts), built on its own: a separate
 * build keeps it to exactly its own modules, where a chunk of the app's build would be grouped with code the
 * React routes share. Pages link it by the URL `virtual:page-script` exports; the client build writes the files.
 * In development the dev server serves the source itself.
 */
function pageScript(entry: string): Plugin {
  const virtualId = "virtual:page-script";
  let dev = false;
  let chunks: Promise<Rolldown.OutputChunk[]> | undefined;
  const compile = () =>
    (chunks ??= build({
      configFile: false,
      logLevel: "warn",
      publicDir: false,
      resolve: { tsconfigPaths: true },
      build: {
        write: false,
        modulePreload: false,
        rolldownOptions: {
          input: entry,
          output: { entryFileNames: "assets/page-[hash].js", chunkFileNames: "assets/page-[name]-[hash].js" },
        },
      },
    }).then((result) => {
      const outputs = Array.isArray(result) ? result : [result];
      return outputs.flatMap((output) =>
        "output" in output ? output.output.filter((file): file is Rolldown.OutputChunk => file.type === "chunk") : [],
      );
    }));

  return {
    name: "page-script",
    configResolved(config) {
      dev = config.command === "serve";
    },
    resolveId: (source) => (source === virtualId ? `\0${virtualId}` : undefined),
    async load(id) {
      if (id !== `\0${virtualId}`) return;
      if (dev) return `export default ${JSON.stringify(`/${entry}`)};`;
      const entryChunk = (await compile()).find((chunk) => chunk.isEntry);
      if (!entryChunk) throw new Error(`page script: no entry chunk built from ${entry}`);
      return `export default ${JSON.stringify(`/${entryChunk.fileName}`)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const chunk of await compile())
        this.emitFile({ type: "asset", fileName: chunk.fileName, source: chunk.code });
    },
  };
}

/** The shell and the route modules that hydrate (their `handle` says `hydrate: true`). */
const hydratedModules = [/[\\/]app[\\/]root\.tsx$/, /[\\/]app[\\/]routes[\\/]home\.tsx$/];

/** Whether a module is one of `entries` or is imported, statically and through any chain, by one of them. */
function importedUpFront(
  id: string,
  ctx: Rolldown.ChunkingContext,
  entries: readonly RegExp[],
  seen = new Set<string>(),
): boolean {
  if (entries.some((entry) => entry.test(id))) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => importedUpFront(importer, ctx, entries, seen));
}

// Order matters: the Cloudflare plugin owns the SSR environment, React Router comes last.
export default defineConfig({
  plugins: [
    contentCheck(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    pageScript("app/behaviours/page-script.ts"),
    shareCards(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Two chunks for everything a hydrated page needs before it hydrates: React, ReactDOM and React Router
            // (they change only with a dependency upgrade, so that chunk stays cached across deploys), and the app
            // code the shell and the hydrated routes import. Left to itself the split gives each module shared by
            // two routes a chunk of its own, a dozen requests before hydration. Code behind a dynamic import (the
            // home page's sections, the toasts) keeps its own chunks, fetched when wanted.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 20,
                },
                { name: (id, ctx) => (importedUpFront(id, ctx, hydratedModules) ? "app" : null), priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
