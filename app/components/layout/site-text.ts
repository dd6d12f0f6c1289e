import { createContext, use } from "react";
import type { InterfaceText } from "~/content/interface-schema";
import type { Navigation } from "~/content/navigation";
import type { Language } from "~/lib/language/languages";

/**
 * What the page being rendered says around its content, in its language: the interface's words and the site's
 * links (root.tsx reads them in its loader and provides them here). Pages render on the server only, so this is
 * never in a browser bundle; an island that needs words is given them as props.
 */
export interface SiteText {
  language: Language;
  text: InterfaceText;
  navigation: Navigation;
  /** This page in each other language, for the switcher and the suggestion. */
  alternates: readonly { language: Language; name: string; href: string }[];
  /** The year the page was rendered, for the footer's copyright (a render reads no clock). */
  year: number;
}

export const SiteTextContext = createContext<SiteText | null>(null);

export function useSiteText(): SiteText {
  const value = use(SiteTextContext);
  if (!value) throw new Error("useSiteText outside the document's provider (root.tsx)");
  return value;
}
