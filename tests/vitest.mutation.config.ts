import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import base from "./vitest.config";

// The vitest configuration StrykerJS runs (stryker.config.json): the same projects as tests/vitest.config.ts, with
// each test file in a module graph of its own. `npm test` shares one graph between a worker's files (isolate:
// false), so a module is evaluated once per run; StrykerJS switches on a mutant of a module's top level (a
// constant, a function assigned to a name) while the module is evaluated, so under a shared graph such a mutant was
// never in effect, and it "survived" whatever the tests said.
const projects = (base.test?.projects ?? []) as TestProjectInlineConfiguration[];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: projects.map((project) => ({ ...project, test: { ...project.test, isolate: true } })),
  },
});
