import { useEffect, useState } from "react";
import { Link } from "react-router";
import { MotionToggle } from "~/components/motion/motion-toggle";
import { BrandLogo } from "~/components/ui/brand-logo";
import { site } from "~/content/site";
import { useSectionNavigation } from "~/lib/use-section-navigation";
import { SiteMenu } from "./site-menu";

/** Spec section 9: the header turns more opaque once the page has scrolled past 20px. */
const SCROLLED_THRESHOLD_PX = 20;

export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { goHomeTop } = useSectionNavigation();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 h-16 border-b transition-colors duration-300 ${
        scrolled ? "border-white/10 bg-ink/95 shadow-lg shadow-black/30 backdrop-blur" : "border-transparent bg-ink/40"
      }`}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-5 sm:px-8">
        <Link
          to="/"
          aria-label={`${site.name}, home`}
          className="rounded-md"
          onClick={(event) => {
            event.preventDefault();
            goHomeTop();
          }}
        >
          <BrandLogo />
        </Link>
        <div className="flex items-center gap-3">
          <MotionToggle />
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen(true)}
            className="flex cursor-pointer items-center gap-3 rounded-full border border-white/20 px-4 py-2 text-sm font-medium text-white hover:border-violet-300 hover:text-violet-100"
          >
            <span>Menu</span>
            <svg aria-hidden="true" width="18" height="12" viewBox="0 0 18 12">
              <path d="M0 1h18M0 6h18M0 11h18" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        </div>
      </div>
      <SiteMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
