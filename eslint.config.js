// Lint rules for the whole repository (npm run lint, part of npm test, which allows no warning). Why ESLint with
// typed rules rather than a single faster tool: docs/decisions/0011-lint-and-format.md.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * `files` may not import from the folders named in `above` (app folders, or the Worker), through the `~/` alias
 * or a relative path. One entry a folder: a later entry for the same file would replace this rule, not add to it.
 */
function layer(files, above) {
  const group = above.flatMap((folder) =>
    folder === "workers"
      ? ["**/workers/**"]
      : [`~/${folder}`, `~/${folder}/**`, `**/app/${folder}/**`, `../${folder}/**`],
  );
  return {
    files: [files],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group, message: "Imports point down only." }] }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".wrangler/",
      "bench-results/",
      ".stryker-tmp/",
      "reports/mutation/",
      "tests/e2e/.results/",
      "workers/worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Template literals interpolate numbers on purpose (sizes, ports, timings).
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
    },
  },
  { files: ["{app,workers}/**/*.tsx"], ...reactHooks.configs.flat["recommended-latest"] },
  // The ops console's pages are drawn by the Worker (workers/ops/console/), and held to the same rules.
  { files: ["{app,workers}/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  { files: ["app/**/*.{ts,tsx}"], languageOptions: { globals: globals.browser } },
  { files: ["workers/**/*.{ts,tsx}"], languageOptions: { globals: globals.serviceworker } },
  {
    files: ["tests/**/*", "scripts/**/*", "*.config.{js,ts}", "react-router.config.ts"],
    languageOptions: { globals: globals.node },
  },
  // Renders in Chromium, from Node: the functions it hands the page run in the browser.
  // Served to the browser tests in place of a third-party script.
  { files: ["scripts/stand-in/turnstile-widget.js"], languageOptions: { globals: globals.browser } },
  {
    files: ["scripts/tools/render-slide-videos.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Imports point down only: routes and the islands table (app/islands.ts) -> components and seo -> content and
  // behaviours -> lib. The app never imports
  // the Worker; the Worker takes from the app only what it shares with the pages (lib) and the registry and site
  // details (content).
  layer("app/lib/**", ["content", "components", "behaviours", "seo", "routes", "islands", "workers"]),
  layer("app/content/**", ["components", "behaviours", "seo", "routes", "islands", "workers"]),
  layer("app/behaviours/**", ["content", "components", "seo", "routes", "islands", "workers"]),
  layer("app/{components,seo}/**", ["routes", "islands", "workers"]),
  layer("app/{routes/**,*.ts,*.tsx}", ["workers"]),
  layer("workers/**", ["components", "behaviours", "seo", "routes"]),
  // Plain JavaScript (configs, scripts Node runs as they are) is outside the TypeScript projects.
  { files: ["**/*.{js,mjs}"], ...tseslint.configs.disableTypeChecked },
  prettier,
);
