// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EntryPhoto } from "~/components/insights/entry-photo";
import { completePhotos } from "~/components/ui/complete-photos.server";
import { Photo } from "~/components/ui/photo";
import { PhotoPicture } from "~/components/ui/photo-picture";
import { photoAddress } from "~/lib/photos/photo-address";
import type { PhotoManifest, PhotoVariants } from "~/lib/photos/photo-variants";

// A photo on a page: the `<picture>` a page ships (AVIF, WebP, then the `<img>`'s JPEG, at every width, with its
// size and how it loads), and the stand-in the page is rendered with until the build puts the picture in its place.

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
const manifest: PhotoManifest = { "/images/insights/harbour.jpg": harbour };

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

describe("a photo's stand-in, completed by the build", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const page = (alt: string, priority = false) =>
    `<main><h1>Harbour</h1>${renderToStaticMarkup(
      <Photo src="/images/insights/harbour.jpg" alt={alt} sizes="100vw" priority={priority} className="hero" />,
    )}<p>After</p></main>`;

  it("becomes the picture, with the props the page gave it, the rest of the page untouched", () => {
    const tricky = `The "Dawn" & <Dusk> crew's boat`;
    const { html, missing } = completePhotos(page(tricky, true), manifest);
    expect(missing).toEqual([]);
    expect(html).toBe(
      `<main><h1>Harbour</h1>${renderToStaticMarkup(
        <PhotoPicture photo={harbour} alt={tricky} sizes="100vw" priority className="hero" />,
      )}<p>After</p></main>`,
    );
    expect(parsed(html).img.getAttribute("alt")).toBe(tricky);
  });

  it("completes every photo of a page", () => {
    const { html } = completePhotos(page("one") + page("two"), manifest);
    expect(html.match(/<source type="image\/avif"/g)).toHaveLength(2);
    expect(html).not.toContain("data-photo");
  });

  it("of a photo the build did not make is left as it is and reported", () => {
    const stand = renderToStaticMarkup(<Photo src="/images/insights/gone.jpg" alt="Gone" sizes="100vw" />);
    expect(completePhotos(stand, manifest)).toEqual({ html: stand, missing: ["/images/insights/gone.jpg"] });
  });

  it("shows the original in development only: a build's page never names it", () => {
    vi.stubEnv("DEV", true);
    expect(parsed(page("Dev")).img.getAttribute("src")).toBe("/images/insights/harbour.jpg");
    vi.stubEnv("DEV", false);
    expect(page("Built")).not.toContain('src="/images/insights/harbour.jpg"');
  });
});

describe("a photo's stand-in address, completed by the build", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("becomes the address of the narrowest variant at least as wide, in the format asked, an origin before it kept", () => {
    vi.stubEnv("DEV", false);
    const structuredData = JSON.stringify({
      image: `https://example.org${photoAddress("/images/insights/harbour.jpg", 1200)}`,
      thumbnail: photoAddress("/images/insights/harbour.jpg", 300, "webp"),
    });
    const page = `<script type="application/ld+json">${structuredData}</script>`;
    expect(completePhotos(page, manifest)).toEqual({
      html: `<script type="application/ld+json">${JSON.stringify({
        image: "https://example.org/assets/photos/harbour-0123456789-1280.jpg",
        thumbnail: "/assets/photos/harbour-0123456789-320.webp",
      })}</script>`,
      missing: [],
    });
  });

  it("exactly as wide as a variant, is that variant, not the next", () => {
    vi.stubEnv("DEV", false);
    const exact = photoAddress("/images/insights/harbour.jpg", 640, "webp");
    expect(completePhotos(exact, manifest).html).toBe("/assets/photos/harbour-0123456789-640.webp");
  });

  it("wider than the widest variant, is the widest; of a photo the build did not make, is reported", () => {
    vi.stubEnv("DEV", false);
    const wide = photoAddress("/images/insights/harbour.jpg", 4000, "avif");
    expect(completePhotos(wide, manifest).html).toBe("/assets/photos/harbour-0123456789-1600.avif");
    const gone = `<link href="${photoAddress("/images/insights/gone.jpg", 640)}">`;
    expect(completePhotos(gone, manifest)).toEqual({ html: gone, missing: ["/images/insights/gone.jpg"] });
  });

  it("is the original's in development", () => {
    vi.stubEnv("DEV", true);
    expect(photoAddress("/images/insights/harbour.jpg", 1200)).toBe("/images/insights/harbour.jpg");
  });
});
