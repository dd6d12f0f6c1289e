import { useSiteText } from "~/components/layout/site-text";
import { ContentSection } from "~/components/ui/content-section";
import type { Offering } from "~/content/offerings/schema";

/** The four-step process, numbered by its order. */
export function ProcessSteps({ heading, lede, steps }: Offering["process"]) {
  const { text } = useSiteText();
  return (
    <ContentSection
      id="process"
      eyebrow={text.offering.process}
      heading={heading}
      lede={lede}
      className="border-y border-white/5 bg-night/60"
    >
      <ol className="mt-12 grid gap-10 md:grid-cols-2 lg:grid-cols-4 lg:gap-8">
        {steps.map((step, index) => (
          <li key={step.title} className="border-t border-violet-300/30 pt-6">
            <span className="block text-4xl font-semibold text-violet-300 tabular-nums">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-white">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-300">{step.description}</p>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
