import { LogoMark } from "~/components/ui/logo-mark";
import { site } from "~/content/site";
import { NavEntry } from "./nav-entry";
import { useSiteText } from "./site-text";
import { currentYearHook } from "~/lib/document/page-hooks";

const headingClass = "mb-4 text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase";

export function SiteFooter() {
  const { text, navigation, year } = useSiteText();
  const { footerSections, footerPages, knowledgeLinks, legalLinks } = navigation;
  return (
    <footer className="border-t border-white/10 bg-night text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-4">
        <div className="space-y-3">
          <p className="text-base font-semibold text-white">{site.name}</p>
          <p>{text.tagline}</p>
          {/* The footer lists the e-mail only; the phone stays in the contact section. */}
          <a
            href={`mailto:${site.email}`}
            className="inline-block py-0.5 text-violet-200 underline-offset-4 hover:underline"
          >
            {site.email}
          </a>
        </div>
        <nav aria-label={text.footer.navigation}>
          <h2 className={headingClass}>{text.footer.navigate}</h2>
          <ul className="space-y-2">
            {[...footerSections, ...footerPages].map((item) => (
              <li key={item.label}>
                <NavEntry item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{text.footer.knowledge}</h2>
          <ul className="space-y-2">
            {knowledgeLinks.map((item) => (
              <li key={item.label}>
                <NavEntry item={item} />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{text.footer.fundedBy}</h2>
          <ul className="space-y-3 text-slate-200">
            {site.funders.map((funder) => (
              <li key={funder.name}>
                <LogoMark name={funder.name} height={26} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            {/* Prerendered pages are built once and served for years: the page script writes the current year. */}©{" "}
            <span {...currentYearHook.attr()} suppressHydrationWarning>
              {year}
            </span>{" "}
            {site.legalName}. {text.footer.rights}
          </p>
          <ul className="flex gap-3">
            {legalLinks.map((item) => (
              <li key={item.path}>
                <NavEntry item={item} className="inline-block rounded-full border border-white/15 px-3 py-1.5" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
