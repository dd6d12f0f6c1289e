import { useSiteText } from "~/components/layout/site-text";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Offering } from "~/content/offerings/schema";

/** Why work with us here: the page's six benefits, as a checked list beside the section's heading. */
export function BenefitList({ heading, lede, items }: Offering["benefits"]) {
  const { text } = useSiteText();
  return (
    <section id="benefits" aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-5 py-12 sm:px-8">
      <div className="grid gap-10 rounded-3xl border border-white/10 bg-night p-7 sm:p-12 lg:grid-cols-[1fr_1.4fr] lg:gap-14">
        <SectionHeading id="benefits-heading" eyebrow={text.offering.benefits} heading={heading} lede={lede} />
        <ul className="grid content-start gap-x-8 gap-y-6 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-slate-200">
              <svg
                aria-hidden="true"
                width="20"
                height="20"
                viewBox="0 0 20 20"
                className="mt-1 shrink-0 text-teal-300"
              >
                <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
                <path
                  d="M6 10.5l2.5 2.5L14 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                />
              </svg>
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
