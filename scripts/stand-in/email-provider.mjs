// A stand-in for the email provider's REST API on loopback, for the browser tests and `npm run bench:contact`.
// It answers POST /api/v1.0/email/send like the provider: 200 "OK", 400 for a malformed request, and, like
// the provider, 429 "Too Many Requests" to a call that comes sooner than its account's rate allows (by default
// one call a second per account, the account being the request's user_id; a refused call does not count).
// It takes the site's two templates' params (the consultancy's e-mail, the prospect's acknowledgment) and records
// every request. The sender's address (an acknowledgment's recipient) steers it, so a test can ask for a failure through the real
// Worker: `status-500@...` answers 500, `status-503-times-2@...` answers 503 to the first two calls with the
// same message and then accepts it, `status-503-while-held@...` answers 503 while the e-mail says it has no proof
// of a person (`verified: "no"`) and accepts it once ops release it, `delay-3000@...` answers after 3 s. `standIn.outage(ms)` (in process) makes it
// answer 503 to every send for that long, as the provider does when it is down.
//   GET /deliveries[?contains=text]   the template_params of the requests it accepted (200), in order
//   GET /health                       200
// Run: node scripts/stand-in/email-provider.mjs --port 8812 [--rate <calls a second per account> | --unlimited]
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

const MAX_BODY = 64 * 1024;
/** The provider's answer beyond its rate. */
export const RATE_LIMIT_TEXT = "Too Many Requests";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) request.destroy(new Error("body too large"));
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

const MESSAGE_KEYS = ["from_name", "from_email", "company", "message", "to_name"];
const ACKNOWLEDGMENT_KEYS = ["to_email", "to_name", "locale", "message_ref"];
const isText = (value) => typeof value === "string" && value.length > 0;

/** The provider's checks on a send request, as far as the stand-in needs them. */
function malformed(body) {
  if (typeof body !== "object" || body === null) return "The body is not a JSON object";
  for (const key of ["lib_version", "user_id", "service_id", "template_id"]) {
    if (!isText(body[key])) return `The ${key} is required`;
  }
  const params = body.template_params;
  if (typeof params !== "object" || params === null) return "The template_params are required";
  // The site's two templates: the consultancy's e-mail (from_...) and the prospect's acknowledgment (to_email).
  const keys = "to_email" in params ? ACKNOWLEDGMENT_KEYS : MESSAGE_KEYS;
  for (const key of keys) {
    if (typeof params[key] !== "string") return `The template parameter ${key} is missing`;
  }
  return null;
}

/**
 * @param {{ port: number; host?: string; rate?: number | null }} options `rate`: calls a second each account
 *   may make (default 1); `null` accepts everything at once, for throughput runs.
 */
export function startProviderStandIn({ port, host = "127.0.0.1", rate = 1 }) {
  /** @type {Array<{ status: number; params: Record<string, string>; account: string; at: number }>} */
  const received = [];
  /** When each account's last accepted call arrived (performance.now()). */
  const lastAccepted = new Map();
  /** How many calls each `status-NNN-times-K` message has had answered with its status. */
  const forcedSoFar = new Map();
  const spacingMs = rate ? 1000 / rate : 0;
  /** Until when (performance.now()) every send is answered 503. */
  let downUntil = 0;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", `http://${host}`);
    const answer = (status, text, type = "text/plain") => {
      response.writeHead(status, { "Content-Type": type });
      response.end(text);
    };
    try {
      if (request.method === "GET" && url.pathname === "/health") return answer(200, "OK");
      if (request.method === "GET" && url.pathname === "/deliveries") {
        const contains = url.searchParams.get("contains") ?? "";
        const delivered = received
          .filter((entry) => entry.status === 200 && JSON.stringify(entry.params).includes(contains))
          .map((entry) => entry.params);
        return answer(200, JSON.stringify(delivered), "application/json");
      }
      if (request.method !== "POST" || url.pathname !== "/api/v1.0/email/send") return answer(404, "Not Found");

      let body;
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return answer(400, "The body is not valid JSON");
      }
      const problem = malformed(body);
      if (problem) return answer(400, problem);

      const account = body.user_id;
      const arrived = performance.now();
      if (arrived < downUntil) {
        received.push({ status: 503, params: body.template_params, account, at: arrived });
        return answer(503, "Service Unavailable");
      }
      // An answer the sender's address asks for comes whatever the pace, like the provider's verdict on the
      // message itself: a test that asks for a refusal gets that refusal, even when a busy machine brings two
      // calls closer together than the rate.
      // An acknowledgment has no sender: its recipient's address steers it instead.
      const sender = body.template_params.from_email ?? body.template_params.to_email;
      const forced = forcedStatus(sender, body.template_params);
      if (forced !== 200) {
        received.push({ status: forced, params: body.template_params, account, at: arrived });
        return answer(forced, `Stand-in refusal ${forced}: account detail that must stay private`);
      }
      const last = lastAccepted.get(account);
      if (spacingMs > 0 && last !== undefined && arrived - last < spacingMs) {
        received.push({ status: 429, params: body.template_params, account, at: arrived });
        return answer(429, RATE_LIMIT_TEXT);
      }
      lastAccepted.set(account, arrived);

      const delay = /^delay-(\d+)@/.exec(sender);
      if (delay) await sleep(Number(delay[1]));
      received.push({ status: 200, params: body.template_params, account, at: arrived });
      return answer(200, "OK");
    } catch (error) {
      return answer(500, String(error));
    }
  });

  /**
   * `status-NNN@` always answers NNN; `status-NNN-times-K@` answers NNN to the first K calls of a message;
   * `status-NNN-while-held@` answers NNN to a held message's e-mail only.
   */
  function forcedStatus(sender, params) {
    const forced = /^status-(\d{3})(?:-times-(\d+)|(-while-held))?@/.exec(sender);
    if (!forced) return 200;
    if (forced[3] !== undefined) return params.verified === "no" ? Number(forced[1]) : 200;
    if (forced[2] === undefined) return Number(forced[1]);
    const key = `${sender}\n${params.message}`;
    const soFar = forcedSoFar.get(key) ?? 0;
    if (soFar >= Number(forced[2])) return 200;
    forcedSoFar.set(key, soFar + 1);
    return Number(forced[1]);
  }

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      resolve({
        // Port 0 takes any free port: the address says which.
        url: `http://${host}:${server.address().port}`,
        received,
        /** Answers 503 to every send for `ms` from now. */
        outage: (ms) => {
          downUntil = performance.now() + ms;
        },
        close: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const flag = (name) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const port = Number(flag("port") ?? 8812);
  const rate = process.argv.includes("--unlimited") ? null : Number(flag("rate") ?? 1);
  if (rate !== null && !(rate > 0)) throw new Error("--rate takes a number of calls a second above 0");
  const standIn = await startProviderStandIn({ port, rate });
  console.log(
    `email provider stand-in on ${standIn.url}, ${rate === null ? "unlimited" : `${rate} call(s) a second per account`}`,
  );
  const stop = () => standIn.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
