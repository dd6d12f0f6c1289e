import { matchesGlob } from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import base from "./vitest.config";

// The vitest configuration StrykerJS runs (stryker.config.json): the projects of tests/vitest.config.ts, narrowed to
// the test files named in MUTATION_TESTS (comma-separated paths; all of them when it is unset), each file in a module
// graph of its own, so nothing one file evaluated is carried into another's run.
//
// Narrow here, not with StrykerJS's --testFiles: given test files, StrykerJS 10.1 runs a mutant of a module's top
// level (a constant, a function assigned to a name, a schema) with the mutant switched on at run time, after the
// module was evaluated, so such a mutant "survives" whatever the tests say. Without --testFiles it is switched on
// before the test files load, in the Workers pool too. A project none of the files belongs to is left out, so its
// workerd is not started.
const only = process.env.MUTATION_TESTS?.split(",")
  .map((file) => file.trim())
  .filter(Boolean);
const projects = (base.test?.projects ?? []) as TestProjectInlineConfiguration[];

const narrowed = projects.flatMap((project) => {
  const include = project.test?.include ?? [];
  const files = only?.filter((file) => include.some((pattern) => matchesGlob(file, pattern)));
  if (files?.length === 0) return [];
  return [{ ...project, test: { ...project.test, isolate: true, ...(files ? { include: files } : {}) } }];
});

export default defineConfig({ ...base, test: { ...base.test, projects: narrowed } });
