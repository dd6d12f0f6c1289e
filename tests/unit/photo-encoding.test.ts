import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedPhoto } from "../../scripts/bench/generated-photo";
import { type EncodedPhoto, encodePhoto, variantWidths } from "../../scripts/build/photos/encode-photo";
import { photoSettings } from "../../scripts/build/photos/photo-settings";

// What the build makes of one photograph: the formats at the widths the settings name, never wider than the
// original, upright, and with nothing of the camera's metadata left in what visitors get.

describe("the widths a photo is offered at", () => {
  const widths = [320, 640, 960, 1280, 1600];

  it("are the settings' widths for a photo wider than the widest", () => {
    expect(variantWidths(4000, widths)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(1600, widths)).toEqual([320, 640, 960, 1280, 1600]);
  });

  it("stop at the original's own width, never wider, leaving out one nearly as wide", () => {
    expect(variantWidths(1000, widths)).toEqual([320, 640, 1000]);
    expect(variantWidths(1100, widths)).toEqual([320, 640, 960, 1100]);
    expect(variantWidths(700, widths)).toEqual([320, 700]);
  });

  it("are the original's width alone for a photo narrower than the narrowest", () => {
    expect(variantWidths(200, widths)).toEqual([200]);
    expect(variantWidths(320, widths)).toEqual([320]);
  });
});

describe("a photo encoded", () => {
  // A camera held upright: the pixels are stored 1000 wide and 700 high, and EXIF orientation 6 says to turn them a
  // quarter clockwise, so the photo is 700 wide and 1000 high. The camera wrote where it was and what it was.
  let original: Buffer;
  let encoded: EncodedPhoto;
  beforeAll(async () => {
    original = await generatedPhoto({
      width: 1000,
      height: 700,
      seed: 3,
      orientation: 6,
      exif: {
        IFD0: { Make: "Orbitant", Model: "Field camera" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "3/1 42/1 0/1" },
      },
    });
  }, 60_000);
  beforeAll(async () => {
    encoded = await encodePhoto(original, photoSettings);
  }, 120_000);

  it("is upright: its size is the turned one", async () => {
    const stored = await sharp(original).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([1000, 700, 6]);
    expect([encoded.width, encoded.height]).toEqual([700, 1000]);
    const widest = encoded.variants.at(-1);
    expect([widest?.width, widest?.height]).toEqual([700, 1000]);
  });

  it("is AVIF, WebP and JPEG at each width, narrowest first, never wider than the original", async () => {
    // 640 is left out: within a tenth of the original's 700.
    expect(encoded.variants.map((variant) => `${variant.format} ${variant.width}x${variant.height}`)).toEqual([
      "avif 320x457",
      "webp 320x457",
      "jpeg 320x457",
      "avif 700x1000",
      "webp 700x1000",
      "jpeg 700x1000",
    ]);
    for (const variant of encoded.variants) {
      const read = await sharp(variant.data).metadata();
      expect([read.format, read.width, read.height]).toEqual([
        variant.format === "avif" ? "heif" : variant.format,
        variant.width,
        variant.height,
      ]);
    }
  });

  it("keeps none of the original's metadata: no EXIF (camera, GPS), no orientation, no ICC profile", async () => {
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("Field camera");
    for (const variant of encoded.variants) {
      const read = await sharp(variant.data).metadata();
      expect({ exif: read.exif, orientation: read.orientation, icc: read.icc, xmp: read.xmp }).toEqual({
        exif: undefined,
        orientation: undefined,
        icc: undefined,
        xmp: undefined,
      });
      expect(variant.data.includes("Field camera")).toBe(false);
    }
  });

  it("is smaller in each format at a smaller width, and AVIF smallest at each", () => {
    for (const format of ["avif", "webp", "jpeg"]) {
      const sizes = encoded.variants.filter((variant) => variant.format === format).map((v) => v.data.length);
      expect(sizes).toEqual(sizes.toSorted((a, b) => a - b));
    }
    for (const width of [320, 700]) {
      const [avif, ...others] = encoded.variants.filter((variant) => variant.width === width);
      for (const other of others) expect(avif?.data.length).toBeLessThan(other.data.length);
    }
  });
});

describe("a photo with transparency", { timeout: 30_000 }, () => {
  it("keeps it in AVIF and WebP, and is laid on the pages' background in JPEG", async () => {
    const png = await sharp({
      create: { width: 400, height: 200, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const encoded = await encodePhoto(png, { ...photoSettings, avif: { quality: 50, effort: 0 } });
    expect(encoded.variants.map((variant) => `${variant.format} ${variant.width}`)).toEqual([
      "avif 320",
      "webp 320",
      "jpeg 320",
      "avif 400",
      "webp 400",
      "jpeg 400",
    ]);
    const channels = async (format: string) => {
      const variant = encoded.variants.find((candidate) => candidate.format === format);
      return (await sharp(variant?.data).metadata()).channels;
    };
    expect(await channels("webp")).toBe(4);
    expect(await channels("avif")).toBe(4);
    const jpeg = encoded.variants.find((variant) => variant.format === "jpeg");
    const { data } = await sharp(jpeg?.data).raw().toBuffer({ resolveWithObject: true });
    // #0b0a14, within JPEG's rounding.
    expect(Math.abs((data[0] ?? 0) - 0x0b)).toBeLessThanOrEqual(3);
    expect(Math.abs((data[2] ?? 0) - 0x14)).toBeLessThanOrEqual(3);
  });
});

describe("bytes that are no picture", () => {
  it("are refused", async () => {
    await expect(encodePhoto(new TextEncoder().encode("not a photo at all"), photoSettings)).rejects.toThrow();
  });
});
