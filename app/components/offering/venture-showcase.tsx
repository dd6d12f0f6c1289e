import { useSiteText } from "~/components/layout/site-text";
import { ContentSection } from "~/components/ui/content-section";
import type { VentureOffering } from "~/content/offerings/schema";
import { VentureCard } from "./venture-card";

/** The ventures the venture builder has produced, side by side. */
export function VentureShowcase({ heading, lede, items }: VentureOffering["ventures"]) {
  const { text } = useSiteText();
  return (
    <ContentSection id="ventures" eyebrow={text.offering.ventures} heading={heading} lede={lede}>
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        {items.map((venture) => (
          <VentureCard key={venture.title} venture={venture} />
        ))}
      </div>
    </ContentSection>
  );
}
