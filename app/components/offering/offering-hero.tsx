import { BackToHome } from "~/components/ui/back-to-home";

interface OfferingHeroProps {
  title: string;
  eyebrow: string;
  lede: string;
  /** The row of in-page links; expertise pages keep it hidden (spec section 2). */
  showActions: boolean;
}

const actionClass = "inline-flex items-center rounded-full px-5 py-2.5 text-sm font-semibold transition";

export function OfferingHero({ title, eyebrow, lede, showActions }: OfferingHeroProps) {
  return (
    <div className="relative isolate overflow-hidden border-b border-white/5">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(55%_65%_at_85%_0%,rgb(139_92_246/0.22),transparent_70%),radial-gradient(45%_55%_at_0%_100%,rgb(45_212_191/0.09),transparent_70%)]" />
      <div className="mx-auto max-w-6xl px-5 pt-28 pb-16 sm:px-8 sm:pt-32 sm:pb-24">
        <BackToHome />
        <p className="mt-12 text-xs font-semibold tracking-[0.2em] text-teal-300 uppercase">{eyebrow}</p>
        <h1 className="mt-4 max-w-4xl text-5xl font-semibold tracking-tight text-balance text-white sm:text-7xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{lede}</p>
        <div hidden={!showActions} className="mt-10 flex flex-wrap gap-3">
          <a href="#capabilities" className={`${actionClass} bg-violet-400 text-ink hover:bg-violet-300`}>
            Explore capabilities
          </a>
          <a href="#process" className={`${actionClass} border border-white/20 text-white hover:border-violet-300`}>
            See how we work
          </a>
        </div>
      </div>
    </div>
  );
}
