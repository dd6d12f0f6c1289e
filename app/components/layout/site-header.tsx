import { MotionToggle } from "~/components/layout/motion-toggle";
import { BrandLogo } from "~/components/ui/brand-logo";
import { site } from "~/content/site";
import { localizedPath } from "~/lib/language/languages";
import { LanguageSwitcher } from "./language-switcher";
import { SiteMenu } from "./site-menu";
import { useSiteText } from "./site-text";
import { invokerCommand } from "~/lib/document/invoker-command";
import { scrolledHook, scrollStateHook } from "~/lib/document/page-hooks";

const MENU_ID = "site-menu";

/**
 * The fixed header: the logo (a link home; on home it scrolls to the top), the motion control where the page
 * has motion, the links to this page in the other languages, and the menu button. `data-scrolled` turns true once the page has scrolled past 20px
 * (behaviours/header-state.ts), and the header turns more opaque.
 */
export function SiteHeader({ motionControl }: { motionControl: boolean }) {
  const { text, language } = useSiteText();
  return (
    <header
      {...scrollStateHook.attr()}
      {...scrolledHook.attr("false")}
      className="fixed inset-x-0 top-0 z-40 h-16 [view-transition-name:site-header] border-b border-transparent bg-ink/40 transition-colors duration-300 data-[scrolled=true]:border-white/10 data-[scrolled=true]:bg-ink/95 data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/30 data-[scrolled=true]:backdrop-blur"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-5 sm:px-8">
        <a href={localizedPath(language, "/")} aria-label={`${site.name}, ${text.header.home}`} className="rounded-md">
          <BrandLogo />
        </a>
        <div className="flex items-center gap-3">
          {motionControl && <MotionToggle />}
          <LanguageSwitcher />
          <button
            type="button"
            {...invokerCommand("show-modal", MENU_ID)}
            aria-haspopup="dialog"
            className="flex cursor-pointer items-center gap-3 rounded-full border border-white/20 px-4 py-2 text-sm font-medium text-white hover:border-violet-300 hover:text-violet-100"
          >
            <span>{text.header.menu}</span>
            <svg aria-hidden="true" width="18" height="12" viewBox="0 0 18 12">
              <path d="M0 1h18M0 6h18M0 11h18" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        </div>
      </div>
      <SiteMenu id={MENU_ID} />
    </header>
  );
}
