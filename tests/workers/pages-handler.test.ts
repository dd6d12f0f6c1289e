import { RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { cspNonceContext } from "~/lib/document/request-context.server";
import { pagesHandler } from "../../workers/pages/pages-handler";
import * as stubBuild from "./stub-server-build";

const build = stubBuild as unknown as ServerBuild;

/** What a failing load rejects with. */
const loadFailure = new Error("the build did not load");

/** A loader of the stub build that counts its loads, failing the first `failures` of them. */
function countedLoad(failures = 0) {
  const load = () => {
    load.calls += 1;
    return load.calls <= failures ? Promise.reject(loadFailure) : Promise.resolve(build);
  };
  load.calls = 0;
  return load;
}

const ask = (handler: ReturnType<typeof pagesHandler>, path: string) => {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, "nonce");
  return handler(new Request(`https://example.com${path}`), context);
};

describe("the pages' React Router handler", () => {
  it("loads a built Worker's server build once, for every request after the first", async () => {
    const load = countedLoad();
    const handler = pagesHandler(load, "production", false);
    const first = await ask(handler, "/one");
    const second = await ask(handler, "/two");
    // The stub build's document, for its catch-all route (a 404) at each path.
    expect(await first.text()).toContain("<p>/one</p>");
    expect(await second.text()).toContain("<p>/two</p>");
    expect(load.calls).toBe(1);
  });

  it("loads the build once for first requests that arrive together", async () => {
    const load = countedLoad();
    const handler = pagesHandler(load, "production", false);
    const [, second] = await Promise.all([ask(handler, "/one"), ask(handler, "/two")]);
    expect(await second.text()).toContain("<p>/two</p>");
    expect(load.calls).toBe(1);
  });

  it("keeps a loader's error to itself in a built Worker, and shows it on the dev server", async () => {
    // The stub's catch-all route, its loader throwing.
    const catchAll = build.routes["not-found"];
    if (!catchAll) throw new Error("the stub build has no catch-all route");
    const loader = () => {
      throw new Error("a detail for the developers only");
    };
    const failing: ServerBuild = {
      ...build,
      routes: { ...build.routes, "not-found": { ...catchAll, module: { ...catchAll.module, loader } } },
    };
    // React Router logs the error either way: kept out of the test's output.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = async (mode: string, devServer: boolean) =>
      (
        await ask(
          pagesHandler(() => Promise.resolve(failing), mode, devServer),
          "/broken.data",
        )
      ).text();
    try {
      expect(await answer("production", false)).not.toContain("a detail for the developers only");
      expect(await answer("development", true)).toContain("a detail for the developers only");
      // A Worker built in development mode (`vite build --mode development`) shows it too: the mode is handed on.
      expect(await answer("development", false)).toContain("a detail for the developers only");
      // And on the dev server the mode is handed on too: a production mode there keeps the detail.
      expect(await answer("production", true)).not.toContain("a detail for the developers only");
    } finally {
      logged.mockRestore();
    }
  });

  // The dev server, not the mode, decides: Vite may have changed the build under it, a built Worker's never changes.
  for (const { where, devServer, loads } of [
    { where: "for every request on Vite's dev server, which may have changed it", devServer: true, loads: 2 },
    { where: "once in a Worker built in development mode too", devServer: false, loads: 1 },
  ])
    it(`loads the build ${where}`, async () => {
      const load = countedLoad();
      const handler = pagesHandler(load, "development", devServer);
      await ask(handler, "/one");
      await ask(handler, "/two");
      expect(load.calls).toBe(loads);
    });

  it("loads the build again after each failed load, until one succeeds", async () => {
    const load = countedLoad(2);
    const handler = pagesHandler(load, "production", false);
    await expect(ask(handler, "/one")).rejects.toBe(loadFailure);
    await expect(ask(handler, "/two")).rejects.toBe(loadFailure);
    expect(await (await ask(handler, "/three")).text()).toContain("<p>/three</p>");
    await ask(handler, "/four");
    expect(load.calls).toBe(3);
  });

  it("loads the build again for the next request when a load fails", async () => {
    const load = countedLoad(1);
    const handler = pagesHandler(load, "production", false);
    // The load's own error, its stack and cause with it, for React Router's log.
    await expect(ask(handler, "/one")).rejects.toBe(loadFailure);
    const next = await ask(handler, "/two");
    expect(await next.text()).toContain("<p>/two</p>");
    expect(load.calls).toBe(2);
  });
});
