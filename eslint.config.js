// Lint rules for the whole repository (npm run lint, part of npm test, which allows no warning). Why ESLint with
// typed rules rather than a single faster tool: docs/decisions/0011-lint-and-format.md.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".wrangler/",
      "bench-results/",
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
  { files: ["app/**/*.tsx"], ...reactHooks.configs.flat["recommended-latest"] },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  { files: ["app/**/*.{ts,tsx}"], languageOptions: { globals: globals.browser } },
  { files: ["workers/**/*.ts"], languageOptions: { globals: globals.serviceworker } },
  {
    files: ["tests/**/*", "scripts/**/*", "*.config.{js,ts}", "react-router.config.ts"],
    languageOptions: { globals: globals.node },
  },
  // Renders in Chromium, from Node: the functions it hands the page run in the browser.
  {
    files: ["scripts/tools/render-slide-videos.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Plain JavaScript (configs, scripts Node runs as they are) is outside the TypeScript projects.
  { files: ["**/*.{js,mjs}"], ...tseslint.configs.disableTypeChecked },
  prettier,
);
