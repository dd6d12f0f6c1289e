import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SectionId } from "~/content/site-schema";
import { FORCE_HOME_TOP_KEY, scrollToSection, scrollToTop, TARGET_SECTION_KEY } from "./section-scroll";

/**
 * The one way the header, menu and footer reach a home-page section: scroll there when already home;
 * otherwise leave the target in session storage and navigate home, where the arrival effect scrolls to it.
 */
export function useSectionNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onHome = pathname === "/";

  const goToSection = useCallback(
    (section: SectionId) => {
      if (onHome) {
        scrollToSection(section);
        return;
      }
      if (section === "home") sessionStorage.setItem(FORCE_HOME_TOP_KEY, "true");
      else sessionStorage.setItem(TARGET_SECTION_KEY, section);
      void navigate("/");
    },
    [onHome, navigate],
  );

  const goHomeTop = useCallback(() => {
    if (onHome) scrollToTop();
    else goToSection("home");
  }, [onHome, goToSection]);

  return { onHome, goToSection, goHomeTop };
}
