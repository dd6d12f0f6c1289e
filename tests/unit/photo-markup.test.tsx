// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EntryPhoto } from "~/components/insights/entry-photo";
import { PhotoPicture } from "~/components/ui/photo-picture";
import { type PhotoVariants, variantFor } from "~/lib/photos/photo-variants";

// A photo on a page: the `<picture>` a page ships (AVIF, WebP, then the `<img>`'s JPEG, at every width, with its
// size and how it loads), from the variants the build made, and an Insights entry's photo in its box.

const formats = ["avif", "webp", "jpeg"] as const;
const extension = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;
const harbour: PhotoVariants = {
  width: 4000,
  height: 3000,
  variants: [320, 640, 960, 1280, 1600].flatMap((width) =>
    formats.map((format) => ({
      format,
      width,
      height: (width * 3) / 4,
      path: `/assets/photos/harbour-0123456789-${width}.${extension[format]}`,
      bytes: width * 10,
    })),
  ),
};

/** The markup, parsed: the `<picture>`'s children as the browser reads them. */
function parsed(html: string) {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const picture = holder.querySelector("picture");
  const sources = [...(picture?.querySelectorAll("source") ?? [])];
  const img = picture?.querySelector("img");
  if (!picture || !img) throw new Error(`no picture with an img in ${html}`);
  return { holder, picture, sources, img };
}

const srcset = (format: (typeof formats)[number]) =>
  [320, 640, 960, 1280, 1600]
    .map((width) => `/assets/photos/harbour-0123456789-${width}.${extension[format]} ${width}w`)
    .join(", ");

describe("a photo's picture", () => {
  const render = (priority?: boolean) =>
    parsed(
      renderToStaticMarkup(
        <PhotoPicture
          photo={harbour}
          alt="Boats in a harbour at dawn"
          sizes="(min-width: 64rem) 56rem, 100vw"
          className="w-full"
          {...(priority === undefined ? {} : { priority })}
        />,
      ),
    );

  it("offers AVIF, then WebP, then the img's JPEG, each at every width, with the page's sizes", () => {
    const { sources, img } = render();
    expect(sources.map((source) => [source.getAttribute("type"), source.getAttribute("srcset")])).toEqual([
      ["image/avif", srcset("avif")],
      ["image/webp", srcset("webp")],
    ]);
    expect(img.getAttribute("srcset")).toBe(srcset("jpeg"));
    for (const element of [...sources, img]) {
      expect(element.getAttribute("sizes")).toBe("(min-width: 64rem) 56rem, 100vw");
    }
    // For a browser that reads no srcset: the JPEG at 960, wide enough for most screens.
    expect(img.getAttribute("src")).toBe("/assets/photos/harbour-0123456789-960.jpg");
  });

  it("has its width and height (the widest variant's), its description and its classes", () => {
    const { img } = render();
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "1200"]);
    expect(img.getAttribute("alt")).toBe("Boats in a harbour at dawn");
    expect(img.getAttribute("class")).toBe("w-full");
  });

  it("loads lazily unless it is the page's main picture, always decoding off the main thread", () => {
    const lazy = render().img;
    expect([lazy.getAttribute("loading"), lazy.getAttribute("fetchpriority"), lazy.getAttribute("decoding")]).toEqual([
      "lazy",
      null,
      "async",
    ]);
    const hero = render(true).img;
    expect([hero.getAttribute("loading"), hero.getAttribute("fetchpriority"), hero.getAttribute("decoding")]).toEqual([
      "eager",
      "high",
      "async",
    ]);
  });

  it("names no original, only the variants", () => {
    const { holder } = render(true);
    expect(holder.innerHTML).not.toContain("/images/insights/");
  });

  it("of a photo narrower than the fallback's width falls back on its widest JPEG", () => {
    const small: PhotoVariants = { width: 500, height: 400, variants: harbour.variants.filter((v) => v.width === 320) };
    const { img } = parsed(renderToStaticMarkup(<PhotoPicture photo={small} alt="" sizes="100vw" />));
    expect(img.getAttribute("src")).toBe("/assets/photos/harbour-0123456789-320.jpg");
  });
});

describe("an Insights entry's photo", () => {
  const photo = { variants: harbour, alt: "Boats in a harbour at dawn" };
  const sizes = "(min-width: 896px) 832px, calc(100vw - 40px)";

  it("is the picture of the variants the build made, with its description and the page's sizes, in a 3:2 box", () => {
    const { holder, sources, img } = parsed(
      renderToStaticMarkup(<EntryPhoto photo={photo} sizes={sizes} className="rounded-3xl" />),
    );
    expect(img.getAttribute("alt")).toBe("Boats in a harbour at dawn");
    expect(sources).toHaveLength(2);
    expect([...sources, img].map((element) => element.getAttribute("sizes"))).toEqual([sizes, sizes, sizes]);
    expect(img.getAttribute("srcset")).toBe(srcset("jpeg"));
    expect(img.getAttribute("class")?.split(" ")).toEqual(expect.arrayContaining(["aspect-[3/2]", "rounded-3xl"]));
    expect(holder.innerHTML).not.toContain("/images/insights/");
  });

  it("loads at once and first as an entry's hero, and elsewhere as it nears the screen", () => {
    const loading = (priority: boolean) => {
      const { img } = parsed(renderToStaticMarkup(<EntryPhoto photo={photo} priority={priority} sizes={sizes} />));
      return [img.getAttribute("loading"), img.getAttribute("fetchpriority")];
    };
    expect(loading(true)).toEqual(["eager", "high"]);
    expect(loading(false)).toEqual(["lazy", null]);
  });
});

describe("a photo's variant at a width (an article's JSON-LD image: its JPEG at 1200 px)", () => {
  const at = (format: (typeof formats)[number], width: number) => variantFor(harbour, format, width)?.path;

  it("is the narrowest variant at least as wide, in the format asked", () => {
    expect(at("jpeg", 1200)).toBe("/assets/photos/harbour-0123456789-1280.jpg");
    expect(at("webp", 300)).toBe("/assets/photos/harbour-0123456789-320.webp");
  });

  it("exactly as wide as a variant, is that variant, not the next; a pixel wider, is the next", () => {
    expect(at("webp", 640)).toBe("/assets/photos/harbour-0123456789-640.webp");
    expect(at("webp", 641)).toBe("/assets/photos/harbour-0123456789-960.webp");
  });

  it("reads the variants by width, in whatever order the build listed them", () => {
    const shuffled = { ...harbour, variants: [...harbour.variants].reverse() };
    expect(variantFor(shuffled, "jpeg", 1200)?.path).toBe("/assets/photos/harbour-0123456789-1280.jpg");
    expect(variantFor(shuffled, "avif", 4000)?.path).toBe("/assets/photos/harbour-0123456789-1600.avif");
  });

  it("wider than the widest variant, is the widest; of a photo without that format, is none", () => {
    expect(at("avif", 4000)).toBe("/assets/photos/harbour-0123456789-1600.avif");
    const jpegOnly: PhotoVariants = { ...harbour, variants: harbour.variants.filter((v) => v.format === "jpeg") };
    expect(variantFor(jpegOnly, "avif", 640)).toBeUndefined();
  });
});
