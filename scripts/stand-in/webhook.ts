// A stand-in for an incoming webhook (Slack, Mattermost...) on loopback, for local development: point
// OPS_ALERT_WEBHOOK_URL at it (.dev.vars) and it prints every alert the contact outbox posts, as a chat channel
// would show it. `--fail N` answers 500 to the first N posts, to watch the outbox try again.
// Run: node scripts/stand-in/webhook.ts [--port 8790] [--fail 0]
import { createServer } from "node:http";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
};
const port = Number(option("port", "8790"));
let failures = Number(option("fail", "0"));

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks).toString("utf8");
    let text = body;
    try {
      const parsed = JSON.parse(body) as { text?: unknown };
      if (typeof parsed.text === "string") text = parsed.text;
    } catch {
      // Not JSON: shown as it came.
    }
    const failing = failures > 0;
    if (failing) failures -= 1;
    console.log(`\n[${new Date().toISOString()}] ${request.method} ${request.url} -> ${failing ? 500 : 200}\n${text}`);
    response.writeHead(failing ? 500 : 200, { "Content-Type": "text/plain" });
    response.end(failing ? "failing on purpose" : "ok");
  });
}).listen(port, "127.0.0.1", () => {
  console.log(`Webhook stand-in on http://127.0.0.1:${port}/ (set OPS_ALERT_WEBHOOK_URL to it in .dev.vars)`);
});
