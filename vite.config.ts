import { createRequire } from "node:module";
import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin, type Rolldown } from "vite";
import { usePreviewRuntimeFlags } from "./scripts/build/build-memory.ts";
import { contentFiles } from "./scripts/build/content-files.ts";
import { copyIntoBuild } from "./scripts/build/copy-into-build.ts";
import { contentEditorFiles as editorFiles, type EditorFile } from "./scripts/build/content-editor-files.ts";
import { loadModule } from "./scripts/build/load-module.ts";
import { photos, type PhotosApi } from "./scripts/build/photos/photos-plugin.ts";
import { defaultShareCardCacheDir, shareCardCache } from "./scripts/build/share-card-cache.ts";
import { renderShareCard, shareCardDrawing } from "./scripts/build/share-cards.ts";

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
          throw new Error(
            "The site's content does not hold. Each line names the entry and the field as the editor at /admin " +
              `shows them, what is wrong and what is expected, then the file:\n${problems.map((problem) => `- ${problem}`).join("\n")}`,
          );
      });
      await checked;
    },
  };
}

/**
 * A share card for every page of the registry but home, in every language (app/seo/share-card.ts), drawn at build
 * time into `cards/<slug>.png` and `cards/<language>/<slug>.png`, and one for every published Insights entry
 * (`cards/insights/<slug>.png`; scripts/build/share-cards.ts). A card that cannot be made fails the build. Cards
 * are kept between builds by what they show (scripts/build/share-card-cache.ts): a build draws only new ones, and
 * copies each card's file from the cache into the client build once it is written (copy-into-build.ts).
 */
function shareCards(): Plugin {
  let cards: { from: string; to: string }[] = [];
  return {
    name: "share-cards",
    apply: "build",
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const started = performance.now();
      const { shareCardSpecs } = await loadModule<typeof import("./app/seo/share-card")>("app/seo/share-card.ts");
      const { interfaceIn } = await loadModule<typeof import("./app/content/localized.server")>(
        "app/content/localized.server.ts",
      );
      const { languageCodes } = await loadModule<typeof import("./app/lib/language/languages")>(
        "app/lib/language/languages.ts",
      );
      const { insightCardSpecs } = await loadModule<typeof import("./scripts/build/insights-data")>(
        "scripts/build/insights-data.ts",
      );
      const specs = [
        ...shareCardSpecs(languageCodes.map((language) => ({ language, text: interfaceIn(language) }))),
        ...insightCardSpecs(),
      ];
      const cache = shareCardCache(defaultShareCardCacheDir, await shareCardDrawing());
      cards = [];
      for (const spec of specs) cards.push({ from: await cache.card(spec, renderShareCard), to: spec.fileName });
      const { drawn, cached } = cache.counts;
      this.info(
        `share cards: ${drawn} drawn, ${cached} from the cache (${path.relative(process.cwd(), defaultShareCardCacheDir)}), ` +
          `${Math.round(performance.now() - started)} ms`,
      );
    },
    async writeBundle() {
      if (this.environment.name !== "client") return;
      await copyIntoBuild(path.resolve(this.environment.config.root, this.environment.config.build.outDir), cards);
    },
  };
}

/**
 * The prerender data (app/content/prerender-data.server.ts), written into the client build for the Worker to read
 * while it prerenders the pages, and removed before deploy (react-router.config.ts), so none of it becomes part of
 * the Worker's code: the Insights entries, each language's list and each entry with its body rendered, and the
 * leaders' photos (scripts/build/prerender-data.ts). Their photos are the variants the photos plugin made
 * (`photoBuild`), prepared before any bundle.
 */
function prerenderData(photoBuild: { api: PhotosApi }): Plugin {
  return {
    name: "prerender-data",
    apply: "build",
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const { prerenderDataFiles } = await loadModule<typeof import("./scripts/build/prerender-data")>(
        "scripts/build/prerender-data.ts",
      );
      for (const { fileName, source } of prerenderDataFiles(photoBuild.api.manifest()))
        this.emitFile({ type: "asset", fileName, source });
    },
  };
}

/**
 * Vite wraps every dynamic import of a browser build in a helper that first preloads the imported chunk's
 * dependencies and CSS (about 0.7 KB gzip). The page script preloads nothing (its chunks import their own
 * dependencies, and no island brings CSS), so the helper is replaced by what it reduces to here: the import itself.
 */
function noPreloadHelper(): Plugin {
  const helperId = "\0vite/preload-helper.js";
  return {
    name: "no-preload-helper",
    enforce: "pre",
    load: (id) => (id === helperId ? "export const __vitePreload = (load) => load();" : undefined),
  };
}

/**
 * The script every page loads (app/page-script.ts), built on its own: no page runs React Router in the browser,
 * so this build, not the router's client build, holds all the JavaScript a visitor gets. React and each island
 * are chunks it imports when an island comes on screen. Pages link it by the URL `virtual:page-script` exports;
 * the client build writes the files. In development the dev server serves the source, behind React Refresh.
 */
function pageScript(entry: string): Plugin {
  const virtualId = "virtual:page-script";
  const devEntryId = "virtual:page-script-dev";
  let dev = false;
  let chunks: Promise<Rolldown.OutputChunk[]> | undefined;
  const compile = () =>
    (chunks ??= build({
      configFile: false,
      logLevel: "warn",
      publicDir: false,
      resolve: { tsconfigPaths: true },
      plugins: [noPreloadHelper(), contentFiles()],
      build: {
        write: false,
        modulePreload: false,
        rolldownOptions: {
          input: entry,
          output: {
            entryFileNames: "assets/page-[hash].js",
            chunkFileNames: "assets/page-[name]-[hash].js",
            // React and ReactDOM in one chunk of their own (page-react-*), shared by the islands and the toasts,
            // and cached across deploys until a dependency changes.
            codeSplitting: {
              groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
            },
          },
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
    resolveId: (source) => (source === virtualId || source === devEntryId ? `\0${source}` : undefined),
    async load(id) {
      // In development the islands' modules carry React Refresh, which needs its runtime in place first; React
      // Router's own scripts would install it, and no page loads those.
      if (id === `\0${devEntryId}`)
        return `import "virtual:react-router/inject-hmr-runtime";\nimport ${JSON.stringify(`/${entry}`)};`;
      if (id !== `\0${virtualId}`) return;
      if (dev) return `export default ${JSON.stringify(`/@id/__x00__${devEntryId}`)};`;
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

/**
 * The content editor's files (Sveltia CMS, decision 0045; scripts/build/content-editor-files.ts): its script and
 * fonts, into `admin/` of the client build, so that /admin loads nothing from another origin. The dev server
 * serves the same files.
 */
function contentEditorFiles(): Plugin {
  // The package's entry is npm/index.js: its folder is two levels up.
  const packageDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve("@sveltia/cms")));
  let files: Promise<EditorFile[]> | undefined;
  const prepare = () => (files ??= editorFiles(packageDir));
  return {
    name: "content-editor-files",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void prepare().then((files) => {
          const file = files.find(({ fileName }) => request.url?.split("?")[0] === `/${fileName}`);
          if (!file) {
            next();
            return;
          }
          response.setHeader("Content-Type", file.fileName.endsWith(".woff2") ? "font/woff2" : "text/javascript");
          response.end(file.source);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { fileName, source } of await prepare()) this.emitFile({ type: "asset", fileName, source });
    },
  };
}

const photoBuild = photos();

export default defineConfig(({ isPreview }) => {
  // The preview's workerd answers every request of the prerender: its isolates collect their garbage as they go
  // rather than once they hold hundreds of megabytes (decision 0084).
  if (isPreview) usePreviewRuntimeFlags();
  return {
    plugins: [
      contentFiles(),
      contentCheck(),
      cloudflare({ viteEnvironment: { name: "ssr" } }),
      tailwindcss(),
      pageScript("app/page-script.ts"),
      shareCards(),
      prerenderData(photoBuild),
      contentEditorFiles(),
      reactRouter(),
      // After React Router's: it completes the pages React Router prerenders.
      photoBuild,
    ],
    resolve: { tsconfigPaths: true },
    // The preview server only serves a finished build, to React Router's prerender, which asks it for every page. Left
    // to watch, the router's child compiler would watch the whole project, build/ with it, and read a folder again each
    // time the prerender writes a file into it: a cost a page that grows with the pages before it (decision 0082).
    server: isPreview ? { watch: null } : undefined,
  };
});
