import { useSiteText } from "~/components/layout/site-text";
import { PageHero } from "~/components/ui/page-hero";

interface OfferingHeroProps {
  title: string;
  eyebrow: string;
  lede: string;
  /** The row of in-page links; expertise pages keep it hidden. */
  showActions: boolean;
}

const actionClass = "inline-flex items-center rounded-full px-5 py-2.5 text-sm font-semibold transition";

export function OfferingHero({ title, eyebrow, lede, showActions }: OfferingHeroProps) {
  const { text } = useSiteText();
  return (
    <PageHero eyebrow={eyebrow} title={title}>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{lede}</p>
      <div hidden={!showActions} className="mt-10 flex flex-wrap gap-3">
        <a href="#capabilities" className={`${actionClass} bg-violet-400 text-ink hover:bg-violet-300`}>
          {text.offering.exploreCapabilities}
        </a>
        <a href="#process" className={`${actionClass} border border-white/20 text-white hover:border-violet-300`}>
          {text.offering.seeHowWeWork}
        </a>
      </div>
    </PageHero>
  );
}
