import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { interfaceIn } from "~/content/localized.server";
import { offering, sitePages } from "~/content/pages";
import { languageCodes } from "~/lib/language/languages";
import { shareCardSpecs } from "~/seo/share-card";
import { renderShareCard } from "../../scripts/build/share-cards";

const pngSize = (bytes: Uint8Array) => {
  const view = Buffer.from(bytes);
  return {
    signature: view.subarray(1, 4).toString("latin1"),
    width: view.readUInt32BE(16),
    height: view.readUInt32BE(20),
  };
};

// Three cards drawn (satori, then resvg) take half a second alone; on two cores shared with the rest of npm test
// (a load average of 7) they once took 6.3 s, past vitest's default 5 s.
describe("share cards, as the build draws them", { timeout: 30_000 }, () => {
  const every = languageCodes.map((language) => ({ language, text: interfaceIn(language) }));

  it("one for every page but home in every language, from the registry: a new page gets its own with no step of its own", () => {
    const cardPages = sitePages.filter((page) => page.kind !== "home").map((page) => page.slug);
    expect(shareCardSpecs(every).map((spec) => spec.fileName)).toEqual([
      ...cardPages.map((slug) => `cards/${slug}.png`),
      ...cardPages.map((slug) => `cards/es/${slug}.png`),
    ]);
    const spanish = { language: "es" as const, text: interfaceIn("es") };
    const withNewPage = shareCardSpecs(
      [
        {
          ...spanish,
          text: { ...spanish.text, pages: { ...spanish.text.pages, "throwaway-topic": "Tema de prueba" } },
        },
      ],
      [...sitePages, offering("expertise", "throwaway-topic")],
    );
    expect(withNewPage.at(-1)).toEqual({
      slug: "throwaway-topic",
      title: "Tema de prueba",
      kind: "expertise",
      kindLabel: "Especialidad",
      path: "/cards/es/throwaway-topic.png",
      fileName: "cards/es/throwaway-topic.png",
      siteName: "Orbitant",
    });
  });

  it("draws a 1200x630 PNG, the same for the same page and different for another", async () => {
    const [first, second] = shareCardSpecs(every);
    if (!first || !second) throw new Error("the registry needs two pages with cards");
    const digest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
    const card = await renderShareCard(first);
    expect(pngSize(card)).toEqual({ signature: "PNG", width: 1200, height: 630 });
    expect(digest(await renderShareCard(first))).toBe(digest(card));
    expect(digest(await renderShareCard(second))).not.toBe(digest(card));
  });

  it("refuses a card it cannot make legibly, which fails the build", async () => {
    const [spec] = shareCardSpecs(every);
    if (!spec) throw new Error("no card");
    await expect(
      renderShareCard({
        ...spec,
        title: "A title far too long to be set on a card at a size a thumbnail reads: ".repeat(2),
      }),
    ).rejects.toThrow(/title must be 1 to 110 characters/);
    await expect(renderShareCard({ ...spec, title: "   " })).rejects.toThrow(/title must be/);
  });
});
