import type { InsightSource } from "~/content/insights/insight-files.server";
import type { PhotoVariants } from "~/lib/photos/photo-variants";

// An Insights entry with a photo, for the tests of what the build makes of it.

/** An entry's photo as the entry writes it, and the variants the build made of it (its manifest's). */
export const harbourPhoto = "/images/insights/harbour.jpg";
export const harbourVariants: PhotoVariants = {
  width: 4000,
  height: 3000,
  variants: [640, 1280, 1600].flatMap((width) =>
    (["jpeg", "webp"] as const).map((format) => {
      const path = `/assets/photos/harbour-0a1b2c3d4e-${width}.${format === "jpeg" ? "jpg" : "webp"}`;
      return { format, width, height: (width * 3) / 4, path, bytes: 9 };
    }),
  ),
};

/** An entry's file with a photo (`image`) and its description, “Boats at dawn”. */
export const withPhoto = (source: InsightSource, image = harbourPhoto): InsightSource => ({
  ...source,
  text: source.text.replace("date:", `image: ${image}\nimageAlt: Boats at dawn\ndate:`),
});
