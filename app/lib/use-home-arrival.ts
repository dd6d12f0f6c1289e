import { useEffect } from "react";
import { useLocation } from "react-router";
import { ARRIVAL_DELAY_MS, FORCE_HOME_TOP_KEY, scrollToSection, TARGET_SECTION_KEY } from "./section-scroll";

/**
 * On arriving at the home page: `forceHomeTop` wins and goes to the top; else the section named in
 * `targetSection`, else the URL hash, after the spec's 80 ms delay. Each flag is removed when it is acted on
 * (inside the timer, so an effect that is cleaned up before firing leaves the flag for the next run).
 */
export function useHomeArrival(): void {
  const location = useLocation();

  useEffect(() => {
    if (sessionStorage.getItem(FORCE_HOME_TOP_KEY)) {
      sessionStorage.removeItem(FORCE_HOME_TOP_KEY);
      sessionStorage.removeItem(TARGET_SECTION_KEY);
      window.scrollTo({ top: 0, behavior: "auto" });
      return;
    }
    const target = sessionStorage.getItem(TARGET_SECTION_KEY) ?? decodeURIComponent(location.hash.slice(1));
    if (!target) return;
    const timer = window.setTimeout(() => {
      sessionStorage.removeItem(TARGET_SECTION_KEY);
      scrollToSection(target);
    }, ARRIVAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.key, location.hash]);
}
