// A stand-in for Cloudflare Turnstile's siteverify API on loopback, for the browser tests and
// `npm run bench:contact` (no machine here reaches challenges.cloudflare.com). It answers
// POST /turnstile/v0/siteverify (JSON or form-encoded, as the real one takes both) by the token's text
// (siteverify-answer.ts: pass, fail, expired, slow-<ms>, down, down-after-<ms>, pass-host-<name>), and, like the
// real one, answers a token it has already seen with timeout-or-duplicate unless the request repeats that token's
// idempotency key.
//   GET /verifications   every request it answered: { token, remoteip, idempotencyKey, success } (200), in order
//   GET /health          200
// Run: node scripts/stand-in/turnstile.ts --port 8813 [--hostname 127.0.0.1]
import { createServer, type IncomingMessage } from "node:http";
import { pathToFileURL } from "node:url";
import { readBody } from "./request-body.ts";
import { siteverifyAnswer, type SiteverifyReply } from "./siteverify-answer.ts";

const MAX_BODY = 16 * 1024;
const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

function fieldsOf(text: string, contentType: string): Record<string, unknown> {
  if (contentType.startsWith("application/json")) {
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export interface Verification {
  token: string;
  remoteip: string | null;
  idempotencyKey: string | null;
  success: boolean;
}

/** `hostname`: the site the tokens are for. */
export function startTurnstileStandIn({
  port,
  host = "127.0.0.1",
  hostname = "127.0.0.1",
}: {
  port: number;
  host?: string;
  hostname?: string;
}): Promise<{ url: string; verifications: Verification[]; close: () => Promise<void> }> {
  const verifications: Verification[] = [];
  /** Each token seen, with the idempotency key and answer of its first verification. */
  const seen = new Map<string, { idempotencyKey: string | null; reply: SiteverifyReply }>();

  async function handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? "/", `http://${host}`);
    if (request.method === "GET" && url.pathname === "/health") return { status: 200, body: { ok: true } };
    if (request.method === "GET" && url.pathname === "/verifications") return { status: 200, body: verifications };
    if (request.method !== "POST" || url.pathname !== "/turnstile/v0/siteverify") {
      return { status: 404, body: { success: false, "error-codes": ["not-found"] } };
    }
    const fields = fieldsOf(await readBody(request, MAX_BODY), request.headers["content-type"] ?? "");
    const token = typeof fields.response === "string" ? fields.response : "";
    const idempotencyKey = typeof fields.idempotency_key === "string" ? fields.idempotency_key : null;
    const earlier = seen.get(token);
    let reply: SiteverifyReply;
    if (earlier && (idempotencyKey === null || earlier.idempotencyKey !== idempotencyKey)) {
      reply = { status: 200, body: { success: false, "error-codes": ["timeout-or-duplicate"] }, delayMs: 0 };
    } else {
      reply = earlier?.reply ?? siteverifyAnswer(fields, { hostname });
      if (token && reply.status === 200) seen.set(token, { idempotencyKey, reply });
    }
    verifications.push({
      token,
      remoteip: typeof fields.remoteip === "string" ? fields.remoteip : null,
      idempotencyKey,
      success: reply.body.success === true,
    });
    if (reply.delayMs > 0) await sleep(reply.delayMs);
    return { status: reply.status, body: reply.body };
  }

  const server = createServer((request, response) => {
    const send = ({ status, body }: { status: number; body: unknown }) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    handle(request).then(send, (error: unknown) => {
      send({ status: 500, body: { success: false, "error-codes": ["internal-error"], detail: String(error) } });
    });
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        verifications,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
  };
  const standIn = await startTurnstileStandIn({
    port: Number(option("port", "8813")),
    hostname: option("hostname", "127.0.0.1"),
  });
  console.log(`Turnstile siteverify stand-in on ${standIn.url}`);
}
