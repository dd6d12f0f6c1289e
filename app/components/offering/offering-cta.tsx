import { SchedulingDialog } from "~/components/ui/scheduling-dialog";
import type { OfferingKind } from "~/content/pages";

interface OfferingCtaProps {
  kind: OfferingKind;
  heading: string;
  body: string;
  buttonLabel: string;
  dialogTitle: string;
}

// Service (and venture) dialogs hold the calendar 80vh high; expertise dialogs are at
// most max-w-4xl wide and 80% of the viewport high.
const dialogSize: Record<OfferingKind, { frameHeight: string; maxWidthClass?: string }> = {
  service: { frameHeight: "80vh" },
  venture: { frameHeight: "80vh" },
  expertise: { frameHeight: "80vh", maxWidthClass: "max-w-4xl" },
};

/** The closing call to action: a consultation booked in the scheduling dialog. */
export function OfferingCta({ kind, heading, body, buttonLabel, dialogTitle }: OfferingCtaProps) {
  return (
    <section id="cta" aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-28">
      <div className="relative bg-[linear-gradient(135deg,rgb(91_33_182/0.5),rgb(17_15_30)_55%,rgb(19_78_74/0.4))] overflow-hidden rounded-3xl border border-violet-300/20 px-7 py-14 text-center sm:px-16 sm:py-20">
        <h2
          id="cta-heading"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
        >
          {heading}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{body}</p>
        <SchedulingDialog
          triggerLabel={buttonLabel}
          title={dialogTitle}
          {...dialogSize[kind]}
          triggerClassName="mt-10 inline-flex cursor-pointer items-center rounded-full bg-white px-7 py-3.5 text-base font-semibold text-ink shadow-lg shadow-violet-950/50 transition hover:bg-violet-100"
        />
      </div>
    </section>
  );
}
