// npm run smoke -- --url <origin> [--canonical <origin>] [--ops expect-sign-in|expect-404]
//                  [--version <id> [--worker <name>]]
//
// After a deploy, the deployed site checked as a visitor and as ops would see it, one line a check ("ok", or
// "FAILED" and why):
// - each language's home page (`/`, `/es`) answers 200 with its canonical link on the site's origin (--canonical,
//   the --url origin unless given: a workers.dev address serves pages written for the custom domain), the security
//   headers and the policy of workers/security-headers.ts, and a Cache-Control that has browsers revalidate it on
//   every visit, so a deploy is seen at once; the hashed files it loads are cached for good (the build's _headers);
// - /api/health answers 200 (its causes printed when not);
// - a page view's beacon answers 204: one view of `/` from a browser's user agent, its source `smoke-check`, so the
//   numbers show it for what it is, and it counts as no more than one page view;
// - /ops answers its sign-in page or a 404, as --ops says (either, without it);
// - /api/contact refuses an empty message with a 400: no message is ever sent, nobody gets an e-mail from a check.
// With --version, the site is first asked until /api/health names that version as the one answering (a new
// deployment takes seconds to spread), up to a deadline; with --worker too, every request asks for that version of
// that Worker (Cloudflare's version override header), so a version uploaded at 0 % is checked before it takes
// traffic. A transient failure (no answer, 429, 502-504) is tried again before a check reads it
// (scripts/deploy/smoke-request.ts); the checks themselves are scripts/deploy/smoke-checks.ts.
// Exit 0 when every check passed, 1 when any failed, 2 when the command itself is wrong. Nothing here needs a
// token or an account: it asks what any visitor may ask.
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { loadModule } from "../build/load-module.ts";
import { type OpsExpectation, type SiteFacts, smokeChecks } from "./smoke-checks.ts";
import { CheckFailed, requester, waitForVersion } from "./smoke-request.ts";

const USAGE =
  "usage: npm run smoke -- --url <origin> [--canonical <origin>] [--ops expect-sign-in|expect-404]\n" +
  "                        [--version <id> [--worker <name>]]\n" +
  "       --canonical: the origin the pages name as theirs (default: the --url origin)\n" +
  "       --version: wait until this version answers; with --worker, ask that Worker for it on every request";

class UsageError extends Error {}

interface Command {
  origin: string;
  canonical: string;
  ops: OpsExpectation;
  version?: string;
  worker?: string;
}

function originOption(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new UsageError(`--${name} ${value} is not an http(s) URL`);
  }
  return new URL(value).origin;
}

export function parseCommand(argv: string[]): Command {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: "string" },
        canonical: { type: "string" },
        ops: { type: "string" },
        version: { type: "string" },
        worker: { type: "string" },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const origin = originOption("url", values.url);
  if (!origin) throw new UsageError("--url <origin> is required, for example --url https://www.example.com");
  const ops = values.ops ?? "either";
  if (ops !== "expect-sign-in" && ops !== "expect-404" && ops !== "either") {
    throw new UsageError(`--ops is expect-sign-in or expect-404, not ${ops}`);
  }
  const { version, worker } = values;
  if (version !== undefined && !/^[0-9a-f-]{36}$/.test(version)) {
    throw new UsageError(`--version ${version} is not a version id`);
  }
  if (worker !== undefined && (version === undefined || !/^[a-z0-9-]+$/.test(worker))) {
    throw new UsageError("--worker <name> names the Worker to ask for --version, which it needs");
  }
  return { origin, canonical: originOption("canonical", values.canonical) ?? origin, ops, version, worker };
}

/** What the checks hold the site to, read from its own modules once a process (Vite loads them: a second or two). */
let facts: Promise<SiteFacts> | undefined;
function siteFacts(): Promise<SiteFacts> {
  facts ??= readSiteFacts();
  return facts;
}

async function readSiteFacts(): Promise<SiteFacts> {
  const [security, { languages }, { VISIT_BEACON_PATH }] = await Promise.all([
    loadModule<Pick<SiteFacts, "baseSecurityHeaders" | "contentSecurityPolicy" | "HASHED_ASSET_CACHE_CONTROL">>(
      "workers/security-headers.ts",
    ),
    loadModule<Pick<SiteFacts, "languages">>("app/lib/language/languages.ts"),
    loadModule<Pick<SiteFacts, "VISIT_BEACON_PATH">>("app/lib/visit/visit-beacon.ts"),
  ]);
  return { ...security, languages, VISIT_BEACON_PATH };
}

/**
 * The command, run on `argv` (its arguments), each line printed through `print` and a usage error through
 * `printError`; resolves to its exit code. The tests run it in their own process this way, and the command by Node.
 */
export async function runSmokeCheck(
  argv: string[],
  print: (line: string) => void = console.log,
  printError: (line: string) => void = console.error,
): Promise<number> {
  let command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    printError(`${error.message}\n${USAGE}`);
    return 2;
  }
  const { origin, canonical, version, worker } = command;
  const asked = version ? ` (version ${version}${worker ? `, asked of ${worker} by override` : ""})` : "";
  print(`Smoke check of ${origin}${canonical === origin ? "" : ` (pages on ${canonical})`}${asked}`);
  const request = requester({ override: version && worker ? { worker, id: version } : undefined });
  if (version) {
    try {
      print(`ok      version ${version} answers: ${await waitForVersion(request, origin, version)}`);
    } catch (error) {
      // Every check would read another version's answers: none is run.
      print(`FAILED  version ${version} answers: ${error instanceof Error ? error.message : String(error)}`);
      print("1 check(s) failed.");
      return 1;
    }
  }
  let failed = 0;
  for (const check of smokeChecks(command, await siteFacts(), request)) {
    try {
      print(`ok      ${check.name}: ${await check.run()}`);
    } catch (error) {
      failed += 1;
      // Anything else that went wrong (a body that would not decode, say) fails the check that met it, not the run.
      const why = error instanceof CheckFailed ? error.message : `could not read the answer (${String(error)})`;
      print(`FAILED  ${check.name}: ${why}`);
    }
  }
  print(failed === 0 ? "Every check passed." : `${failed} check(s) failed.`);
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await runSmokeCheck(process.argv.slice(2));
}
