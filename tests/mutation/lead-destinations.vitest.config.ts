// The test files that guard the lead's destinations and its story, alone: StrykerJS reruns the tests that cover
// each mutant, and with the whole suite a file of forty mutants took the better part of an hour on two cores. Each
// project of the full configuration (tests/vitest.config.ts) keeps its plugins and bindings and runs only these
// files. Used by tests/mutation/lead-destinations.stryker.mjs; docs/testing.md says when to run it.
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import full from "../vitest.config";

const filesOf: Record<string, string[]> = {
  unit: [
    "tests/unit/acknowledgment.test.ts",
    "tests/unit/contact-schema.test.ts",
    "tests/unit/lead-context.test.ts",
    "tests/unit/lead-webhook.test.ts",
    "tests/unit/send-settlement.test.ts",
    "tests/unit/visit-story.test.ts",
  ],
  workers: ["tests/workers/lead-context.test.ts"],
  "workers-destinations": ["tests/workers/destinations/*.test.ts"],
};

const projects = (full.test?.projects ?? []) as TestProjectInlineConfiguration[];

export default defineConfig({
  test: {
    ...full.test,
    projects: projects.map((project) => ({
      ...project,
      test: { ...project.test, include: filesOf[project.test?.name as string] ?? [] },
    })),
  },
});
