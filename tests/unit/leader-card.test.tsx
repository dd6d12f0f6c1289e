// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeaderCard } from "~/components/home/leader-card";
import { SiteTextContext } from "~/components/layout/site-text";
import type { Leader } from "~/content/home/leaders-schema";
import { interfaceIn } from "~/content/localized.server";
import { navigationOf } from "~/content/navigation";
import type { PhotoVariants } from "~/lib/photos/photo-variants";

// A leader's portrait on the home page: their photo (the variants the build made of it, which the page's data
// carries) when the team's file names one, else the drawing made from their name.

const text = interfaceIn("en");
const leader: Leader = {
  name: "Ines Valcourt",
  role: "Chief Executive Officer",
  profileUrl: "https://www.linkedin.com/in/ines-valcourt-orbitant",
};
const photo: PhotoVariants = {
  width: 3000,
  height: 4000,
  variants: (["avif", "webp", "jpeg"] as const).map((format) => ({
    format,
    width: 640,
    height: 853,
    path: `/assets/photos/ines-0123456789-640.${format}`,
    bytes: 1000,
  })),
};

function card(shown: Leader): HTMLElement {
  const holder = document.createElement("ul");
  holder.innerHTML = renderToStaticMarkup(
    <SiteTextContext value={{ language: "en", text, navigation: navigationOf("en", text), alternates: [], year: 2026 }}>
      <LeaderCard leader={shown} />
    </SiteTextContext>,
  );
  return holder;
}

describe("a leader's portrait", () => {
  it("is the drawing from the portrait sheet when no photo is named", () => {
    const img = card(leader).querySelector("img");
    expect(card(leader).querySelector("picture")).toBeNull();
    expect(img?.getAttribute("src")).toBe("/images/leader-portraits.svg#ines-valcourt");
    expect(img?.getAttribute("alt")).toBe("Abstract portrait of Ines Valcourt");
  });

  it("is their photo, lazy and cropped square, at a quarter of the row or under half the screen", () => {
    const holder = card({ ...leader, photo });
    const img = holder.querySelector("picture img");
    expect(img?.getAttribute("alt")).toBe("Ines Valcourt");
    expect(img?.getAttribute("sizes")).toBe("(min-width: 64rem) 17rem, 45vw");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("class")).toBe("aspect-square h-auto w-full rounded-2xl object-cover");
    expect(holder.querySelector("source[type='image/avif']")?.getAttribute("srcset")).toBe(
      "/assets/photos/ines-0123456789-640.avif 640w",
    );
    expect(holder.innerHTML).not.toContain("leader-portraits.svg");
  });
});
