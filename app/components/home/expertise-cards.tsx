import { LineIcon } from "~/components/ui/line-icon";
import type { ExpertiseCard } from "~/content/home/expertise-cards";

/** The expertise cards: icon, title, optional description. Their route is null, so they are not links. */
export function ExpertiseCards({ cards }: { cards: readonly ExpertiseCard[] }) {
  return (
    <ul className="mt-14 grid gap-px overflow-hidden rounded-3xl border border-white/10 bg-white/10 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="bg-ink p-8">
          <LineIcon name={card.icon} size={28} className="text-teal-300" />
          <h3 className="mt-5 text-lg font-semibold text-white">{card.title}</h3>
          {card.description && <p className="mt-2 text-sm text-pretty text-slate-400">{card.description}</p>}
        </li>
      ))}
    </ul>
  );
}
