import type { ServiceCard } from "~/content/home/home-content.server";
import type { SectionCopy } from "~/content/home/section-copy-schema";
import { LineIcon } from "~/components/ui/line-icon";
import { SectionHeading } from "~/components/ui/section-heading";

/** The three services (id "services"): icon, title and summary from the offerings registry. */
export function Services({ copy, services }: { copy: SectionCopy["services"]; services: readonly ServiceCard[] }) {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="render-when-near [contain-intrinsic-size:auto_1380px] lg:[contain-intrinsic-size:auto_700px] py-24"
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id="services-title" {...copy} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {services.map((service, i) => (
            <li
              key={service.path}
              className="relative overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-b from-white/[0.07] to-white/[0.01] p-8"
            >
              <div className="flex items-center justify-between">
                <span className="grid size-14 place-items-center rounded-2xl border border-violet-300/30 bg-violet-400/10 text-violet-200">
                  <LineIcon name={service.icon} size={28} />
                </span>
                <span aria-hidden="true" className="font-mono text-sm text-slate-500">
                  0{i + 1}
                </span>
              </div>
              <h3 className="mt-8 text-2xl font-semibold tracking-tight text-white">{service.title}</h3>
              <p className="mt-3 text-pretty text-slate-300">{service.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
