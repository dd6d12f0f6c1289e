import type { Venture } from "~/content/offerings/schema";
import { SectionHeading } from "~/components/ui/section-heading";
import { VentureCard } from "./venture-card";

interface VentureShowcaseProps {
  heading: string;
  lede: string;
  items: readonly Venture[];
}

/** The ventures the venture builder has produced, side by side. */
export function VentureShowcase({ heading, lede, items }: VentureShowcaseProps) {
  return (
    <section id="ventures" aria-labelledby="ventures-heading" className="mx-auto max-w-6xl px-5 pb-20 sm:px-8 sm:pb-24">
      <SectionHeading id="ventures-heading" eyebrow="Our ventures" heading={heading} lede={lede} />
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        {items.map((venture) => (
          <VentureCard key={venture.title} venture={venture} />
        ))}
      </div>
    </section>
  );
}
