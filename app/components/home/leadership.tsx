import type { Leader } from "~/content/home/leaders-schema";
import type { SectionCopy } from "~/content/home/section-copy-schema";
import { LeaderCard } from "./leader-card";
import { SectionHeading } from "~/components/ui/section-heading";

/** The leadership team of four (id "leadership": an Insights entry's author links here). */
export function Leadership({ copy, leaders }: { copy: SectionCopy["leadership"]; leaders: readonly Leader[] }) {
  return (
    <div id="leadership" className="mt-24">
      <SectionHeading id="leadership-title" level={3} {...copy} />
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {leaders.map((leader) => (
          <LeaderCard key={leader.name} leader={leader} />
        ))}
      </ul>
    </div>
  );
}
