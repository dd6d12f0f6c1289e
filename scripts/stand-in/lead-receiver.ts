// A stand-in for the lead webhook's receiver (a CRM, Zapier, Make, n8n) on loopback, for the browser tests,
// `npm run bench:contact` and local development. Like a real receiver it verifies every post's Standard Webhooks
// signature with the specification's own library (a post that fails it is answered 401), and it fails on request:
// `POST /control` with `{ "status": 503, "forMs": 60000, "delayMs": 0 }` answers that status (and waits that long
// before answering) to every post for that long; `{}` puts it back to normal.
//   GET /deliveries[?contains=text]   the events it accepted (2xx), in order, each with its webhook-id
//   GET /posts                        every post: { id, at, status, verified }, in order
//   GET /health                       200
// Run: node scripts/stand-in/lead-receiver.ts --port 8814 --secret whsec_... [--hostname 127.0.0.1]
// Locally: set LEAD_WEBHOOK_URL=http://127.0.0.1:8814/hooks/lead and the same LEAD_WEBHOOK_SECRET in .dev.vars.
import { createServer, type IncomingMessage } from "node:http";
import { pathToFileURL } from "node:url";
import { Webhook } from "standardwebhooks";
import { readBody } from "./request-body.ts";

const MAX_BODY = 64 * 1024;
const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export interface ReceivedPost {
  id: string;
  /** When it arrived (Date.now()). */
  at: number;
  status: number;
  verified: boolean;
  /** The event, once its signature was verified. */
  event: unknown;
}

interface Failure {
  status: number;
  until: number;
  delayMs: number;
}

export function startLeadReceiver({
  port,
  secret,
  host = "127.0.0.1",
}: {
  port: number;
  secret: string;
  host?: string;
}): Promise<{
  url: string;
  posts: ReceivedPost[];
  /** Answers `status` to every post for `forMs` from now, each after `delayMs`. */
  fail: (failure: { status: number; forMs: number; delayMs?: number }) => void;
  close: () => Promise<void>;
}> {
  const webhook = new Webhook(secret);
  const posts: ReceivedPost[] = [];
  let failure: Failure | null = null;
  const fail = ({ status, forMs, delayMs = 0 }: { status: number; forMs: number; delayMs?: number }) => {
    failure = { status, until: Date.now() + forMs, delayMs };
  };

  async function handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? "/", `http://${host}`);
    if (request.method === "GET" && url.pathname === "/health") return { status: 200, body: { ok: true } };
    if (request.method === "GET" && url.pathname === "/posts") {
      return { status: 200, body: posts.map(({ id, at, status, verified }) => ({ id, at, status, verified })) };
    }
    if (request.method === "GET" && url.pathname === "/deliveries") {
      const contains = url.searchParams.get("contains") ?? "";
      const accepted = posts.filter((post) => post.status < 300 && JSON.stringify(post.event).includes(contains));
      return { status: 200, body: accepted.map((post) => ({ id: post.id, event: post.event })) };
    }
    if (request.method !== "POST") return { status: 405, body: { error: "method not allowed" } };
    const text = await readBody(request, MAX_BODY);
    if (url.pathname === "/control") {
      const asked = JSON.parse(text || "{}") as Partial<{ status: number; forMs: number; delayMs: number }>;
      failure = null;
      if (asked.status !== undefined) fail({ status: asked.status, forMs: asked.forMs ?? 0, delayMs: asked.delayMs });
      return { status: 200, body: { ok: true } };
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
    );
    const post: ReceivedPost = {
      id: headers["webhook-id"] ?? "",
      at: Date.now(),
      status: 200,
      verified: false,
      event: null,
    };
    posts.push(post);
    try {
      post.event = webhook.verify(text, headers);
      post.verified = true;
    } catch {
      post.status = 401;
      return { status: 401, body: { error: "signature not verified" } };
    }
    const now = failure && Date.now() < failure.until ? failure : null;
    if (now) {
      post.status = now.status;
      if (now.delayMs > 0) await sleep(now.delayMs);
      return { status: now.status, body: { error: "failing on request" } };
    }
    return { status: 200, body: { ok: true } };
  }

  const server = createServer((request, response) => {
    const send = ({ status, body }: { status: number; body: unknown }) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    handle(request).then(send, (error: unknown) => {
      send({ status: 500, body: { error: String(error) } });
    });
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}`,
        posts,
        fail,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              done();
            });
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const secret = option("secret");
  if (!secret) throw new Error("--secret whsec_... is required: the receiver verifies every post with it");
  const receiver = await startLeadReceiver({ port: Number(option("port") ?? 8814), secret });
  console.log(`lead webhook receiver on ${receiver.url}/hooks/lead`);
  const stop = () => {
    void receiver.close().then(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
