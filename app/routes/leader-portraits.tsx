import { ArtSheet } from "~/components/ui/art-sheet";
import { PortraitMark } from "~/components/ui/portrait-mark";
import { sharedHomeContent } from "~/content/localized.server";
import { svgResponse } from "~/lib/document/svg-response.server";
import { PORTRAIT_SHEET_SIZE } from "~/lib/marks/art-sheets";

// The leaders' portraits as one SVG sheet (lib/marks/art-sheets.ts), prerendered at build time like the sitemap.
// The page's <img> carries each portrait's description, in the page's language.
export function loader() {
  const pictures = sharedHomeContent().leaders.map(({ name }) => ({
    name,
    width: PORTRAIT_SHEET_SIZE,
    height: PORTRAIT_SHEET_SIZE,
    art: <PortraitMark name={name} label={name} size={PORTRAIT_SHEET_SIZE} />,
  }));
  return svgResponse(<ArtSheet pictures={pictures} />);
}
