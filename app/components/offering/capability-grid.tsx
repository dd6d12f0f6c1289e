import { useSiteText } from "~/components/layout/site-text";
import { ContentSection } from "~/components/ui/content-section";
import { IconCard } from "~/components/ui/icon-card";
import type { Offering } from "~/content/offerings/schema";

/** The four capabilities; `#capabilities` is what the hero's link and other pages point at. */
export function CapabilityGrid({ heading, lede, items }: Offering["capabilities"]) {
  const { text } = useSiteText();
  return (
    <ContentSection id="capabilities" eyebrow={text.offering.capabilities} heading={heading} lede={lede}>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <IconCard key={item.title} {...item} />
        ))}
      </ul>
    </ContentSection>
  );
}
