// A photograph made here, for the benchmarks and the tests of the build's photos: a landscape of sky and ground
// with the texture and the sensor grain of a camera's picture, so that it compresses as a photo does (a flat
// colour would shrink to nothing in every format and measure nothing). The same seed makes the same photo.
import sharp, { type Exif } from "sharp";
import { randomSource } from "./seeded-random.ts";

export interface GeneratedPhotoOptions {
  width: number;
  height: number;
  seed: number;
  /** JPEG quality, as a camera saves it. */
  quality?: number;
  /** EXIF to write into the file, as a camera or a phone does (its place and make). */
  exif?: Exif;
  /** The EXIF orientation a camera held sideways writes (6: the pixels are to be turned a quarter clockwise). */
  orientation?: number;
}

/** Value noise on a grid of `cell` pixels, smoothly interpolated: one octave of a landscape's shapes. */
function valueNoise(width: number, height: number, cell: number, random: () => number): Float32Array {
  const columns = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: columns * rows }, random);
  const out = new Float32Array(width * height);
  const at = (x: number, y: number) => grid[y * columns + x] ?? 0;
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    const sy = fy * fy * (3 - 2 * fy);
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const sx = fx * fx * (3 - 2 * fx);
      const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
      const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
      out[y * width + x] = top + (bottom - top) * sy;
    }
  }
  return out;
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** The scene's shapes at an eighth of the size: sky over a horizon, and ground, shaded by a few octaves. */
function scene(width: number, height: number, random: () => number): Buffer {
  const octaves = [64, 32, 16, 8, 4, 2].map((cell, i) => ({
    noise: valueNoise(width, height, Math.max(1, (cell * width) / 500), random),
    weight: 0.45 * 0.7 ** i,
  }));
  const horizon = valueNoise(width, 1, Math.max(2, (60 * width) / 500), random);
  const warm = random();
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let shade = 0;
      for (const { noise, weight } of octaves) shade += (noise[i] ?? 0) * weight;
      const line = height * (0.3 + 0.3 * (horizon[x] ?? 0));
      const p = i * 3;
      if (y < line) {
        const t = y / line;
        pixels[p] = clamp(80 + 110 * t + 60 * shade);
        pixels[p + 1] = clamp(130 + 90 * t + 40 * shade);
        pixels[p + 2] = clamp(190 + 50 * t + 20 * shade);
      } else {
        const t = (y - line) / (height - line);
        pixels[p] = clamp(50 + 130 * shade + 70 * warm - 30 * t);
        pixels[p + 1] = clamp(70 + 140 * shade - 20 * t);
        pixels[p + 2] = clamp(30 + 70 * shade + 50 * (1 - warm));
      }
    }
  }
  return pixels;
}

/** A photo as a camera's JPEG file. */
export async function generatedPhoto({ width, height, seed, quality = 90, exif, orientation }: GeneratedPhotoOptions) {
  const random = randomSource(seed);
  const small = { width: Math.max(8, Math.round(width / 8)), height: Math.max(8, Math.round(height / 8)) };
  const pixels = await sharp(scene(small.width, small.height, random), { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  // Texture (foliage, gravel, fabric) from tiles of unequal sizes, so it never visibly repeats, and grain.
  const tiles = [
    { side: 509, cell: 3, weight: 30 },
    { side: 331, cell: 3, weight: 30 },
    { side: 727, cell: 11, weight: 40 },
  ].map(({ side, cell, weight }) => ({ side, weight, noise: valueNoise(side, side, cell, random) }));
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p += 3) {
      let texture = 0;
      for (const { side, weight, noise } of tiles)
        texture += ((noise[(y % side) * side + (x % side)] ?? 0.5) - 0.5) * weight;
      const detail = texture + (random() - 0.5) * 10;
      pixels[p] = clamp((pixels[p] ?? 0) + detail);
      pixels[p + 1] = clamp((pixels[p + 1] ?? 0) + detail);
      pixels[p + 2] = clamp((pixels[p + 2] ?? 0) + detail * 0.8);
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality });
  if (orientation) image = image.withMetadata({ orientation });
  if (exif) image = image.withExif(exif);
  return image.toBuffer();
}
