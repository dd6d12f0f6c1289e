import { describe, expect, it } from "vitest";
import { parseOutboxCommand } from "../../scripts/tools/outbox";

const site = ["--url", "https://www.example.com"];
const request = (...args: string[]) => {
  const { method, path } = parseOutboxCommand([...args, ...site]);
  return `${method} ${path}`;
};

describe("npm run outbox: the command line to the ops API", () => {
  it("lists the held lane, and the other states", () => {
    expect(request("list", "--state", "held")).toBe("GET /api/ops/outbox/messages?state=held");
    expect(request("list")).toBe("GET /api/ops/outbox/messages?state=dead");
    expect(() => request("list", "--state", "spam")).toThrow(/--state is one of queued, retrying, held, dead/);
  });

  it("releases a held message to the verified lane", () => {
    expect(request("release", "7k3q9x2ab4")).toBe("POST /api/ops/outbox/messages/7k3q9x2ab4/release");
    expect(() => request("release")).toThrow(/needs a message reference/);
    expect(() => request("release", "ILOU123456")).toThrow(/needs a message reference/);
  });

  it("discards the held messages of a time range in one call", () => {
    expect(request("discard-held", "--from", "2026-11-25T09:00:00Z", "--to", "2026-11-25T10:00:00Z")).toBe(
      "DELETE /api/ops/outbox/held?from=2026-11-25T09%3A00%3A00Z&to=2026-11-25T10%3A00%3A00Z",
    );
    expect(() => request("discard-held", "--from", "2026-11-25T09:00:00Z")).toThrow(/needs --from TIME and --to TIME/);
    expect(() => request("list", "--from", "2026-11-25T09:00:00Z")).toThrow(/go with discard-held/);
  });
});
