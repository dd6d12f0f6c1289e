// wrangler preview ... --json | node scripts/deploy/preview-address.ts     (the preview workflow, for its comment)
//
// Prints `url=<address>`: the Preview's own address, which always serves the pull request's latest deployment
// (rather than the deployment's, which is pinned to one commit), for $GITHUB_OUTPUT. Exit 1 when wrangler's output
// names no https address: the comment would point nowhere.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import * as v from "valibot";
import { printedJson } from "./wrangler-command.ts";

const addresses = v.array(v.pipe(v.string(), v.url(), v.startsWith("https://")));

/** What `wrangler preview --json` prints, as far as read here: the Preview's and the deployment's addresses. */
const previewSchema = v.object({
  preview: v.object({ urls: v.optional(addresses, []) }),
  deployment: v.optional(v.object({ urls: v.optional(addresses, []) }), {}),
});

/** The address to post: the Preview's first, else the deployment's; throws when wrangler printed neither. */
export function previewAddress(stdout: string): string {
  const parsed = printedJson(stdout);
  const result = v.safeParse(previewSchema, parsed);
  if (!result.success) throw new Error("`wrangler preview --json` printed no Preview");
  const [address] = [...result.output.preview.urls, ...result.output.deployment.urls];
  if (address === undefined) throw new Error("the Preview has no address (is workers.dev turned off?)");
  return address;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(`url=${previewAddress(readFileSync(0, "utf8"))}`);
  } catch (error) {
    console.error(`preview address: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
