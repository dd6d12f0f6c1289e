import type { ExpertiseCard } from "~/content/home/expertise-cards";
import type { Leader } from "~/content/home/leaders-schema";
import type { Mission as MissionContent } from "~/content/home/mission-schema";
import type { SectionCopy } from "~/content/home/section-copy-schema";
import { ExpertiseCards } from "./expertise-cards";
import { Leadership } from "./leadership";
import { Mission } from "./mission";
import { SectionHeading } from "~/components/ui/section-heading";

interface ExpertiseProps {
  copy: SectionCopy["expertise"];
  cards: readonly ExpertiseCard[];
  mission: MissionContent;
  leadershipCopy: SectionCopy["leadership"];
  leaders: readonly Leader[];
}

/** Expertise, mission and leadership (id "expertise"): one section in three parts. */
export function Expertise({ copy, cards, mission, leadershipCopy, leaders }: ExpertiseProps) {
  return (
    <section
      id="expertise"
      aria-labelledby="expertise-title"
      className="render-when-near [contain-intrinsic-size:auto_3540px] lg:[contain-intrinsic-size:auto_2130px] py-24"
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id="expertise-title" {...copy} />
        <ExpertiseCards cards={cards} />
        <Mission mission={mission} />
        <Leadership copy={leadershipCopy} leaders={leaders} />
      </div>
    </section>
  );
}
