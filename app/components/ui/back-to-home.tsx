import { useSiteText } from "~/components/layout/site-text";
import { localizedPath } from "~/lib/language/languages";
import { BackLink } from "./back-link";

/** The 'Back to Home' control that service, expertise and vision pages open with, to home in their language. */
export function BackToHome() {
  const { text, language } = useSiteText();
  return <BackLink href={localizedPath(language, "/")}>{text.backToHome}</BackLink>;
}
