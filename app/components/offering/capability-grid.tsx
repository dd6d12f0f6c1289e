import { LineIcon } from "~/components/ui/line-icon";
import type { Capability } from "~/content/offerings/schema";
import { SectionHeading } from "~/components/ui/section-heading";

interface CapabilityGridProps {
  heading: string;
  lede: string;
  items: readonly Capability[];
}

/** The four capabilities; `#capabilities` is what the hero's link and other pages point at. */
export function CapabilityGrid({ heading, lede, items }: CapabilityGridProps) {
  return (
    <section id="capabilities" aria-labelledby="capabilities-heading" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-24">
      <SectionHeading id="capabilities-heading" eyebrow="Capabilities" heading={heading} lede={lede} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-white/10 bg-white/[0.03] p-6 transition hover:border-violet-300/40">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-violet-400/15 text-violet-200">
              <LineIcon name={item.icon} />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-white">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-300">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
