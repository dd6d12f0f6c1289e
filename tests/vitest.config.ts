import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type Plugin } from "vitest/config";
import { contentFiles } from "../scripts/build/content-files.ts";
import { EnvironmentSequencer } from "./environment-sequencer.ts";
import { destinationsEnv, providerEnv } from "./workers/provider-env.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const alias = { "~": fileURLToPath(new URL("../app", import.meta.url)) };

// The Worker imports React Router's build through a virtual module that only the React Router Vite plugin
// provides. Worker tests exercise the Hono layer (API, redirects, headers), so a stub build that answers
// every document request with a tiny HTML page stands in for it.
function stubServerBuild(): Plugin {
  const id = "virtual:react-router/server-build";
  return {
    name: "stub-react-router-server-build",
    enforce: "pre",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? `export * from ${JSON.stringify(`${root}tests/workers/stub-server-build.ts`)};`
        : undefined,
  };
}

// The D1 schema (migrations/), read here in Node and applied in workerd before every test (fresh-state.ts).
const withD1Schema = {
  provide: { d1Migrations: await readD1Migrations(`${root}migrations`) },
  setupFiles: ["tests/workers/fresh-state.ts"],
};

export default defineConfig({
  test: {
    // One worker a core. Vitest's default leaves one core free, which left this run on one core of two: in npm test
    // the other lanes take what it leaves, and alone it finishes in 58 s instead of 90.
    maxWorkers: "100%",
    // A test's time limit finds a test that hangs; it is not a measure of speed (the benches are). npm test runs
    // these tests beside the browser tests at a lower priority (docs/decisions/0070-browser-tests-beside-the-checks.md),
    // where they get a tenth of a core at times: the first read of the whole site's content (a second alone) took
    // 39 s in a fresh clone's run, past a limit of 30 s.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Each project's files of one environment run together, so a worker goes on from one file to the next instead
    // of being replaced at every change of environment (docs/decisions/0077-test-workers-kept-across-files.md).
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        resolve: { alias },
        plugins: [contentFiles()],
        test: {
          name: "unit",
          root,
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          // A file that needs a document says so (`// @vitest-environment happy-dom`): a document for each of
          // the forty files took more time than their tests.
          environment: "node",
          // Files run one after another in a worker kept for the next, instead of a fresh worker each: a third
          // of this project's time went to starting workers. A file that needs a clean document or globals
          // resets them itself.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        plugins: [
          stubServerBuild(),
          contentFiles(),
          cloudflareTest({ wrangler: { configPath: `${root}wrangler.toml` }, miniflare: { bindings: providerEnv } }),
        ],
        test: {
          name: "workers",
          root,
          include: ["tests/workers/*.test.ts"],
          // A worker's files share one workerd, one after another, instead of starting one each (half this
          // project's time went to starting them); the setup file clears what a file leaves (fresh-state.ts).
          isolate: false,
          ...withD1Schema,
        },
      },
      // The same Worker with a lead webhook and an acknowledgment template set: the outbox reads its bindings.
      {
        resolve: { alias },
        plugins: [
          stubServerBuild(),
          contentFiles(),
          cloudflareTest({
            wrangler: { configPath: `${root}wrangler.toml` },
            miniflare: { bindings: destinationsEnv },
          }),
        ],
        test: {
          name: "workers-destinations",
          root,
          include: ["tests/workers/destinations/*.test.ts"],
          isolate: false,
          ...withD1Schema,
        },
      },
    ],
  },
});
