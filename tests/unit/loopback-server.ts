// A unit test file's stand-in server (a site, GitHub's API, a webhook) on a loopback port of its own: listening
// before the file's first test, closed after its last. `origin` is where it answers, once it listens.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export function servedOnLoopback(server: http.Server): { origin: string } {
  const served = { origin: "" };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    served.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  return served;
}
