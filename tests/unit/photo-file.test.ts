import { mkdir, mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFileData, contentFileProblems } from "~/content/check-content.server";
import { leadersSchema } from "~/content/home/leaders-schema";
import { photoFileProblem, photoReferences } from "~/content/photos/photo-file.server";
import { PHOTO_MAX_BYTES, photoFolders, photoPath, photoTypeOf } from "~/content/photos/photo-rules";

// The content check's look at a photo a content file names: the file must be there, be a JPEG, PNG, WebP or AVIF by
// its bytes (whatever its name), and be at most 20 MB; a problem is one line with the file, the field and what is
// expected. Entries and the leadership team name photos the same way.

const tiny = sharp({ create: { width: 8, height: 8, channels: 3, background: "#445566" } });
let root: string;
const at = (photo: string) => path.join(root, photo);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "photo-file-"));
  await mkdir(at("images/people"), { recursive: true });
  await writeFile(at("images/people/a.jpg"), await tiny.clone().jpeg().toBuffer());
  await writeFile(at("images/people/b.png"), await tiny.clone().png().toBuffer());
  await writeFile(at("images/people/c.webp"), await tiny.clone().webp().toBuffer());
  await writeFile(at("images/people/d.avif"), await tiny.clone().avif().toBuffer());
  // A PNG named as a JPEG is still a picture: the bytes decide.
  await writeFile(at("images/people/e.jpg"), await tiny.clone().png().toBuffer());
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("a picture's type", () => {
  const bytes = (...parts: (string | number[])[]) =>
    Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));
  // An ISO media file's first box: its size, "ftyp", the major brand, a version, then the compatible brands.
  const ftyp = (...brands: string[]) => {
    const size = 16 + (brands.length - 1) * 4;
    return bytes([0, 0, 0, size], "ftyp", brands[0] ?? "", [0, 0, 0, 0], brands.slice(1).join(""));
  };

  it("is read from its first bytes", async () => {
    expect(photoTypeOf(await tiny.clone().jpeg().toBuffer())).toBe("JPEG");
    expect(photoTypeOf(await tiny.clone().png().toBuffer())).toBe("PNG");
    expect(photoTypeOf(await tiny.clone().webp().toBuffer())).toBe("WebP");
    expect(photoTypeOf(await tiny.clone().avif().toBuffer())).toBe("AVIF");
  });

  it("is AVIF for a file of AVIF's brand, major or compatible, and not for other ISO media (HEIC, MP4)", () => {
    expect(photoTypeOf(ftyp("avif", "mif1", "miaf"))).toBe("AVIF");
    expect(photoTypeOf(ftyp("mif1", "avif", "miaf"))).toBe("AVIF");
    expect(photoTypeOf(ftyp("avis", "msf1"))).toBe("AVIF");
    expect(photoTypeOf(ftyp("heic", "mif1", "heic"))).toBeUndefined();
    expect(photoTypeOf(ftyp("isom", "iso2", "mp41"))).toBeUndefined();
  });

  it("is none for other files: text, SVG, GIF, a RIFF that is not WebP, a cut-off JPEG marker, nothing", () => {
    expect(photoTypeOf(bytes("hello, this is text"))).toBeUndefined();
    expect(photoTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(photoTypeOf(bytes("GIF89a", [1, 0, 1, 0]))).toBeUndefined();
    expect(photoTypeOf(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toBeUndefined();
    expect(photoTypeOf(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(photoTypeOf(new Uint8Array())).toBeUndefined();
  });
});

describe("a photo's file", () => {
  it("holds when it is a JPEG, PNG, WebP or AVIF picture within the limit, whatever its name says", () => {
    for (const photo of ["a.jpg", "b.png", "c.webp", "d.avif", "e.jpg"])
      expect(photoFileProblem(`/images/people/${photo}`, root), photo).toBeUndefined();
  });

  it("missing, is refused as such", () => {
    expect(photoFileProblem("/images/people/nobody.jpg", root)).toBe(
      "/images/people/nobody.jpg is not in public/: expected a photo file there",
    );
  });

  it("a folder, is refused", () => {
    expect(photoFileProblem("/images/people", root)).toBe("/images/people is a folder: expected a photo file");
  });

  it("not a picture, is refused though it is named .jpg", async () => {
    await writeFile(at("images/people/notes.jpg"), "Meeting notes, not a photo.");
    expect(photoFileProblem("/images/people/notes.jpg", root)).toBe(
      "/images/people/notes.jpg is not a picture: expected a JPEG, PNG, WebP or AVIF file (judged by its bytes)",
    );
  });

  it("over 20 MB, is refused; at 20 MB exactly, it holds", async () => {
    const file = at("images/people/large.jpg");
    await writeFile(file, await tiny.clone().jpeg().toBuffer());
    await truncate(file, PHOTO_MAX_BYTES);
    expect(photoFileProblem("/images/people/large.jpg", root)).toBeUndefined();
    await truncate(file, PHOTO_MAX_BYTES + 1);
    expect(photoFileProblem("/images/people/large.jpg", root)).toBe(
      "/images/people/large.jpg is 20.0 MB: expected at most 20.0 MB (a smaller export of the photo)",
    );
  });
});

describe("a photo's path in content", () => {
  const people = photoPath(photoFolders.people);

  it("is a picture's file in its folder of photos", () => {
    for (const good of [
      "/images/people/ines-valcourt.jpg",
      "/images/people/ines.valcourt_2.JPEG",
      "/images/people/a.png",
      "/images/people/a.webp",
      "/images/people/a.AVIF",
    ])
      expect(v.is(people, good), good).toBe(true);
  });

  it("is refused elsewhere, or of another type, or with spaces or capitals in its name", () => {
    for (const bad of [
      "/images/insights/a.jpg",
      "/images/people/sub/../a.jpg",
      "/images/people/a.svg",
      "/images/people/a.heic",
      "/images/people/Ines.jpg",
      "/images/people/ines valcourt.jpg",
      "images/people/a.jpg",
      "https://example.com/images/people/a.jpg",
    ])
      expect(v.is(people, bad), bad).toBe(false);
    expect(v.safeParse(people, "/images/people/a.svg").issues?.[0]?.message).toBe(
      "expected a photo in /images/people/ (a .jpg, .png, .webp or .avif file of lower-case words)",
    );
  });
});

describe("the content check", () => {
  it("finds every path in a folder of photos a file's data names, with its place in the data", () => {
    expect(
      photoReferences([
        { name: "A", image: "/images/people/a.jpg" },
        { name: "B", nested: { photos: ["/images/insights/x.png", "/images/slides/s.svg"] } },
      ]),
    ).toEqual([
      { field: "0.image", path: "/images/people/a.jpg" },
      { field: "1.nested.photos.0", path: "/images/insights/x.png" },
    ]);
  });

  it("takes a leader's photo and refuses one that is not there, in the editor's words: the leader, the field, what is expected", () => {
    const leaders = contentFileData["./home/leaders.yaml"] as Record<string, unknown>[];
    const withPhoto = leaders.map((leader, i) =>
      i === 1 ? { ...leader, image: "/images/people/nobody.jpg" } : leader,
    );
    expect(v.is(leadersSchema, withPhoto)).toBe(true);
    expect(contentFileProblems({ ...contentFileData, "./home/leaders.yaml": withPhoto })).toEqual([
      "Leadership team: Leaders, item 2 › Photo: /images/people/nobody.jpg is not in public/; expected a photo file " +
        "there. [app/content/home/leaders.yaml: 1.image]",
    ]);
  });

  it("reports a photo path outside its folder by the schema's rule, without reading a file", () => {
    const leaders = contentFileData["./home/leaders.yaml"] as Record<string, unknown>[];
    const elsewhere = leaders.map((leader, i) => (i === 0 ? { ...leader, image: "/images/insights/a.jpg" } : leader));
    expect(contentFileProblems({ ...contentFileData, "./home/leaders.yaml": elsewhere })).toEqual([
      "Leadership team: Leaders, item 1 › Photo: “/images/insights/a.jpg” does not have the expected form; " +
        "expected a photo in /images/people/ (a .jpg, .png, .webp or .avif file of lower-case words). " +
        "[app/content/home/leaders.yaml: 0.image]",
    ]);
  });
});
