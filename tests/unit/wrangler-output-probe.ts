// Runs wranglerWithOutput with this process's arguments and prints the entries it read (tests/unit/release-tools.test.ts
// runs it with a stand-in wrangler on PATH).
import { wranglerWithOutput } from "../../scripts/deploy/wrangler-command.ts";

try {
  const { entries } = await wranglerWithOutput(process.argv.slice(2));
  console.log(JSON.stringify({ entries }));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
