import { describe, expect, it } from "vitest";
import { loader as legalLoader } from "~/routes/legal";
import { loader as offeringLoader } from "~/routes/offering";

// A template's loader reads its page off the path. Routes are made from the registry, yet a path can still name no
// page (letter case aside, which routes.ts matches exactly): the answer is a 404, never an exception, which would be
// a 500.
type LoaderArgs = Parameters<typeof offeringLoader>[0];
const argsFor = (path: string) => ({ url: new URL(`https://site.test${path}`) }) as unknown as LoaderArgs;

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("the loader found a page");
}

describe("a template's loader, for a path that names no page of its kind", () => {
  it.each([
    ["offering", "/services/no-such-service", offeringLoader],
    ["offering", "/SERVICES/MVP-BUILDER", offeringLoader],
    ["legal", "/es/PRIVACY", legalLoader],
    ["legal", "/vision", legalLoader],
  ] as const)("%s %s: a 404", (_, path, loader) => {
    const thrown = thrownBy(() => loader(argsFor(path) as never));
    // React Router's `data(null, { status: 404 })`, which it answers as a 404.
    expect(thrown).not.toBeInstanceOf(Error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it.each([
    ["/services/mvp-builder", offeringLoader],
    ["/es/terms", legalLoader],
  ] as const)("%s: its page", (path, loader) => {
    expect(loader(argsFor(path) as never)).toBeTruthy();
  });
});
