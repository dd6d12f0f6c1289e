// A stand-in for the email provider's REST API on loopback, for the browser tests and `npm run bench:contact`.
// It answers POST /api/v1.0/email/send like the provider (200 "OK", or 400 for a malformed request) and
// records every request. The sender's address steers it, so a test can ask for a failure through the real
// Worker: `status-500@...` answers 500, `delay-3000@...` answers after 3 s.
//   GET /deliveries[?contains=text]   the template_params of the requests it accepted (200), in order
//   GET /health                       200
// Run: node tests/stand-in/email-provider.mjs --port 8812
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

const MAX_BODY = 64 * 1024;
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

const isText = (value) => typeof value === "string" && value.length > 0;

/** The provider's checks on a send request, as far as the stand-in needs them. */
function malformed(body) {
  if (typeof body !== "object" || body === null) return "The body is not a JSON object";
  for (const key of ["lib_version", "user_id", "service_id", "template_id"]) {
    if (!isText(body[key])) return `The ${key} is required`;
  }
  const params = body.template_params;
  if (typeof params !== "object" || params === null) return "The template_params are required";
  for (const key of ["from_name", "from_email", "company", "message", "to_name"]) {
    if (typeof params[key] !== "string") return `The template parameter ${key} is missing`;
  }
  return null;
}

export function startProviderStandIn({ port, host = "127.0.0.1" }) {
  /** @type {Array<{ status: number; params: Record<string, string> }>} */
  const received = [];

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

      const sender = body.template_params.from_email;
      const delay = /^delay-(\d+)@/.exec(sender);
      if (delay) await sleep(Number(delay[1]));
      const forced = /^status-(\d{3})@/.exec(sender);
      const status = forced ? Number(forced[1]) : 200;
      received.push({ status, params: body.template_params });
      return answer(status, status === 200 ? "OK" : `Stand-in refusal ${status}: account detail that must stay private`);
    } catch (error) {
      return answer(500, String(error));
    }
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${port}`,
        received,
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
  const portFlag = process.argv.indexOf("--port");
  const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : 8812);
  const standIn = await startProviderStandIn({ port });
  console.log(`email provider stand-in on ${standIn.url}`);
  const stop = () => standIn.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
