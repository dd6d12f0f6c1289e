// StrykerJS on the lead's destinations and its story, with only the tests that guard them
// (lead-destinations.vitest.config.ts beside this file). One file at a time:
//   npm run test:mutation -- tests/mutation/lead-destinations.stryker.mjs --mutate workers/contact/acknowledgment.ts
import { readFileSync } from "node:fs";

const base = JSON.parse(readFileSync(new URL("../../stryker.config.json", import.meta.url), "utf8"));

export default {
  ...base,
  vitest: { ...base.vitest, configFile: "tests/mutation/lead-destinations.vitest.config.ts" },
};
