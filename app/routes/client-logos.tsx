import { ArtSheet } from "~/components/ui/art-sheet";
import { LogoMark } from "~/components/ui/logo-mark";
import { sharedHomeContent } from "~/content/localized.server";
import { svgResponse } from "~/lib/document/svg-response.server";
import { LOGO_SHEET_HEIGHT } from "~/lib/marks/art-sheets";
import { wordmarkWidth } from "~/lib/marks/mark-from-name";

// The clients strip's logos as one SVG sheet (lib/marks/art-sheets.ts), prerendered at build time like the
// sitemap. The names are drawn in the strip's text colour (Tailwind's slate-300).
export function loader() {
  const pictures = sharedHomeContent().clients.map((name) => ({
    name,
    width: wordmarkWidth(name, LOGO_SHEET_HEIGHT),
    height: LOGO_SHEET_HEIGHT,
    art: <LogoMark name={name} height={LOGO_SHEET_HEIGHT} />,
  }));
  return svgResponse(<ArtSheet pictures={pictures} color="#cad5e2" />);
}
