import type { SectionCopy } from "~/content/home/section-copy-schema";
import { useMotion } from "~/components/ui/use-motion";
import { useNetworkRotation } from "~/lib/motion/use-network-rotation";
import { LogoSlots } from "./logo-slots";
import { SectionHeading } from "~/components/ui/section-heading";

interface NetworkProps {
  copy: SectionCopy["network"];
  institutions: readonly string[];
  partners: readonly string[];
}

/**
 * The network: four institutions and four technology partners at a time; every 1200 ms one slot
 * of one list, alternately, takes the next logo in that list's fixed order (app/lib/motion/network-rotation.ts).
 */
export function Network({ copy, institutions, partners }: NetworkProps) {
  const { paused } = useMotion();
  const { lists } = useNetworkRotation([institutions.length, partners.length], !paused);
  return (
    <section
      id="network"
      aria-labelledby="network-title"
      className="render-when-near [contain-intrinsic-size:auto_1160px] lg:[contain-intrinsic-size:auto_650px] py-24"
    >
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id="network-title" eyebrow={copy.eyebrow} heading={copy.heading} lede={copy.lede} />
        <div className="mt-12 space-y-10">
          <LogoSlots id="network-institutions" label={copy.institutions} names={institutions} slots={lists[0].slots} />
          <LogoSlots id="network-partners" label={copy.partners} names={partners} slots={lists[1].slots} />
        </div>
      </div>
    </section>
  );
}
