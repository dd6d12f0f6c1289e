import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { otherFileSystem } from "./other-file-system";

// What a file system that takes no hard link answers: some mounted and network folders refuse with EPERM or ENOTSUP
// rather than EXDEV, the answer of a link across file systems (tried for real in photo-build.test.ts).
const refusal = vi.hoisted(() => ({ code: undefined as string | undefined }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  return {
    ...actual,
    link: (from: string, to: string) =>
      refusal.code === undefined
        ? actual.link(from, to)
        : Promise.reject(Object.assign(new Error(`${refusal.code}: no link here`), { code: refusal.code })),
  };
});

let copyIntoBuild: typeof import("../../scripts/build/copy-into-build").copyIntoBuild;
beforeAll(async () => {
  // The unit tests' files share their workers' modules (isolate: false): a file before this one may have loaded
  // copy-into-build.ts with the real node:fs/promises (photo-build.test.ts does, through the photos plugin), and
  // that copy would never see the refusal. Loaded afresh here, it imports the one above.
  vi.resetModules();
  ({ copyIntoBuild } = await import("../../scripts/build/copy-into-build"));
});

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "copy-into-build-"));
});
afterEach(async () => {
  refusal.code = undefined;
  await rm(scratch, { recursive: true, force: true });
});

describe("a file the build puts from a cache", () => {
  for (const code of ["EPERM", "ENOTSUP"]) {
    it(`is copied where the file system refuses a link with ${code}`, async () => {
      const from = path.join(scratch, "cache", "card.png");
      await mkdir(path.dirname(from), { recursive: true });
      await writeFile(from, "the card's bytes");
      refusal.code = code;
      const out = path.join(scratch, "client");
      await copyIntoBuild(out, [{ from, to: "cards/card.png" }]);
      expect(await readFile(path.join(out, "cards/card.png"), "utf8")).toBe("the card's bytes");
      expect((await stat(path.join(out, "cards/card.png"))).ino).not.toBe((await stat(from)).ino);
    });
  }
});

describe("a file the build puts again where the last build put it", () => {
  const cached = async () => {
    const from = path.join(scratch, "cache", "variant.avif");
    await mkdir(path.dirname(from), { recursive: true });
    await writeFile(from, "the variant's bytes");
    return from;
  };

  it("is the cache's file again, linked, not a copy", async () => {
    const from = await cached();
    const out = path.join(scratch, "client");
    await copyIntoBuild(out, [{ from, to: "assets/photos/variant.avif" }]);
    await copyIntoBuild(out, [{ from, to: "assets/photos/variant.avif" }]);
    expect((await stat(path.join(out, "assets/photos/variant.avif"))).ino).toBe((await stat(from)).ino);
  });

  // A second file system to build on, where a link to the cache cannot be made (EXDEV after EEXIST).
  it.skipIf(!otherFileSystem)("is copied again on another file system than the cache", async () => {
    const from = await cached();
    const out = await mkdtemp(path.join(otherFileSystem ?? "", "client-"));
    try {
      await copyIntoBuild(out, [{ from, to: "variant.avif" }]);
      await writeFile(from, "the variant's new bytes");
      await copyIntoBuild(out, [{ from, to: "variant.avif" }]);
      expect(await readFile(path.join(out, "variant.avif"), "utf8")).toBe("the variant's new bytes");
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
