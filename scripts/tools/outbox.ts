// npm run outbox -- <command> --url <site>     (the token comes from the OPS_TOKEN environment variable)
//
//   status                            counts: queued, retrying, held, dead, delivered in 24 h, the oldest ages, in all
//                                     and per destination (email, webhook, acknowledgment)
//   list [--state dead|retrying|queued|held] [--destination D]   the messages with a send in one state (dead by
//                                     default; of one destination), each send's state, without their fields
//   show REF                          one message, fields included
//   replay REF [--destination D]      its dead letters (of that destination only) are tried again; an acknowledgment
//                                     only within its window after the message (`show` gives its windowEndsAt):
//                                     replayed after it, it is dropped, not sent, and the answer's note says so
//   release REF                       a held message (no proof of a person) goes to the verified lane, next in line
//   discard REF                       the message is deleted
//   discard-held --from TIME --to TIME   every held message received in that range is deleted (a flood)
//
// A client of the site's operations API (/api/ops/outbox, workers/ops/ops-route.ts), so that nobody needs curl
// and a token on a command line (where the shell's history would keep it). Exits 0 when the site answered the
// command, 1 when it refused it (the status and code are printed), 2 when the command itself is wrong.
import { pathToFileURL } from "node:url";
import { MESSAGE_REF_PATTERN } from "../../workers/contact/message-ref.ts";
import { destinations, listings } from "../../workers/contact/outbox-listings.ts";

const USAGE =
  `usage: npm run outbox -- <status | list [--state ${listings.join("|")}] [--destination D] | show REF |\n` +
  "       replay REF [--destination D] | release REF | discard REF | discard-held --from TIME --to TIME> --url <site>\n" +
  `       D is one of ${destinations.join(", ")}; an acknowledgment replayed after its windowEndsAt is dropped, not sent\n` +
  "       with the ops token in the OPS_TOKEN environment variable; TIME as ISO 8601, e.g. 2026-11-25T09:00:00Z";

interface Invocation {
  method: "GET" | "POST" | "DELETE";
  path: string;
  site: URL;
}

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`--${name} needs a value`);
  args.splice(index, 2);
  return value;
}

/** The request a command line asks for. */
export function parseOutboxCommand(argv: readonly string[]): Invocation {
  const args = [...argv];
  const url = option(args, "url");
  const state = option(args, "state");
  const from = option(args, "from");
  const to = option(args, "to");
  const destination = option(args, "destination");
  if (!url) throw new UsageError("--url <site> is required, for example --url https://www.example.com");
  let site: URL;
  try {
    site = new URL(url);
  } catch {
    throw new UsageError(`--url ${url} is not a URL`);
  }
  const [command, ref, ...rest] = args;
  if (rest.length > 0) throw new UsageError(`unexpected ${rest.join(" ")}`);
  const messagePath = () => {
    if (!ref || !MESSAGE_REF_PATTERN.test(ref)) throw new UsageError(`${command ?? ""} needs a message reference`);
    return `/api/ops/outbox/messages/${ref}`;
  };
  if (command !== "list" && state !== undefined) throw new UsageError("--state goes with list");
  if (destination !== undefined && !(destinations as readonly string[]).includes(destination)) {
    throw new UsageError(`--destination is one of ${destinations.join(", ")}`);
  }
  if (destination !== undefined && command !== "list" && command !== "replay") {
    throw new UsageError("--destination goes with list and replay");
  }
  const onlyTo = destination === undefined ? "" : `destination=${destination}`;
  if (command !== "discard-held" && (from !== undefined || to !== undefined)) {
    throw new UsageError("--from and --to go with discard-held");
  }
  switch (command) {
    case "status":
      if (ref) throw new UsageError("status takes no reference");
      return { method: "GET", path: "/api/ops/outbox", site };
    case "list": {
      if (ref) throw new UsageError("list takes no reference");
      const listed = state ?? "dead";
      if (!(listings as readonly string[]).includes(listed))
        throw new UsageError(`--state is one of ${listings.join(", ")}`);
      return { method: "GET", path: `/api/ops/outbox/messages?state=${listed}${onlyTo && `&${onlyTo}`}`, site };
    }
    case "show":
      return { method: "GET", path: messagePath(), site };
    case "replay":
      return { method: "POST", path: `${messagePath()}/replay${onlyTo && `?${onlyTo}`}`, site };
    case "release":
      return { method: "POST", path: `${messagePath()}/release`, site };
    case "discard":
      return { method: "DELETE", path: messagePath(), site };
    case "discard-held": {
      if (ref) throw new UsageError("discard-held takes no reference");
      if (!from || !to) throw new UsageError("discard-held needs --from TIME and --to TIME");
      const range = new URLSearchParams({ from, to });
      return { method: "DELETE", path: `/api/ops/outbox/held?${range.toString()}`, site };
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : "no command");
  }
}

/** Runs one command; returns the exit code. `print` receives what the site answered, as indented JSON. */
export async function runOutboxCommand(
  argv: readonly string[],
  token: string | undefined,
  print: (line: string) => void,
): Promise<number> {
  let invocation: Invocation;
  try {
    invocation = parseOutboxCommand(argv);
    if (!token) throw new UsageError("set OPS_TOKEN to the site's ops token");
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    print(`${error.message}\n${USAGE}`);
    return 2;
  }
  const response = await fetch(new URL(invocation.path, invocation.site), {
    method: invocation.method,
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  const body: unknown = await response.json().catch(() => null);
  print(JSON.stringify(body, null, 2));
  if (!response.ok) {
    print(`the site answered ${response.status}${response.status === 404 ? " (is OPS_TOKEN set on the site?)" : ""}`);
    return 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await runOutboxCommand(process.argv.slice(2), process.env.OPS_TOKEN, (line) => {
    console.log(line);
  });
}
