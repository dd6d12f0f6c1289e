import { SchedulingDialog } from "~/components/ui/scheduling-dialog";
import type { Destination } from "~/content/navigation";
import type { SectionCopy } from "~/content/home/section-copy-schema";
import { useSiteText } from "~/components/layout/site-text";
import { sectionHref } from "~/content/navigation";
import { HeroOrbit } from "./hero-orbit";
import { ParticleField } from "./particle-field";
import { RotatingDestination } from "./rotating-destination";

const primaryButton =
  "inline-flex cursor-pointer items-center gap-2 rounded-full bg-white px-6 py-3 font-medium text-ink shadow-lg shadow-violet-500/20 transition-colors hover:bg-violet-100";
const secondaryButton =
  "inline-flex cursor-pointer items-center gap-2 rounded-full border border-white/25 bg-white/5 px-6 py-3 font-medium text-white backdrop-blur transition-colors hover:border-violet-200 hover:bg-white/10";

/** The hero (id "home"): headline, rotating destinations, the two buttons and the booking dialog. */
export function Hero({ copy, destinations }: { copy: SectionCopy["hero"]; destinations: readonly Destination[] }) {
  const lastSpace = copy.headline.lastIndexOf(" ");
  const { text, language } = useSiteText();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative isolate flex min-h-[100svh] items-center overflow-hidden pt-28 pb-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(60rem_40rem_at_20%_0%,rgba(124,58,237,0.32),transparent_70%),radial-gradient(50rem_36rem_at_100%_100%,rgba(45,212,191,0.14),transparent_70%)]"
      />
      <HeroOrbit />
      <ParticleField className="pointer-events-none absolute inset-0 -z-10 h-full w-full opacity-60 sm:opacity-100" />
      <div className="mx-auto w-full max-w-7xl px-5 sm:px-8">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-4 py-1.5 text-xs text-slate-300 backdrop-blur sm:text-sm">
          <span
            aria-hidden="true"
            className="size-1.5 rounded-full bg-teal-300 shadow-[0_0_12px_2px] shadow-teal-300/60"
          />
          {copy.eyebrow}
        </p>
        <h1
          id="home-title"
          className="mt-8 max-w-5xl text-5xl leading-[1.02] font-semibold tracking-tight text-white sm:text-7xl lg:text-8xl"
        >
          {copy.headline.slice(0, lastSpace)}{" "}
          <span className="bg-gradient-to-r from-violet-300 via-fuchsia-200 to-teal-200 bg-clip-text text-transparent">
            {copy.headline.slice(lastSpace + 1)}
          </span>
        </h1>
        <RotatingDestination lead={copy.rotatorLead} destinations={destinations} />
        <p className="mt-8 max-w-2xl text-lg text-pretty text-slate-300 sm:text-xl">{text.tagline}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          {/* In the page, but hidden: kept for when the services deserve a call of their own. */}
          <a href={sectionHref("services", language)} hidden className={primaryButton}>
            {copy.getStarted}
          </a>
          <a href={sectionHref("contact", language)} className={primaryButton}>
            {copy.getToKnowUs}
          </a>
          <SchedulingDialog
            triggerLabel={copy.booking.trigger}
            title={copy.booking.title}
            frameHeight="700px"
            triggerClassName={secondaryButton}
          />
        </div>
      </div>
    </section>
  );
}
