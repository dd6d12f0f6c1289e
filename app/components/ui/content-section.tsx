import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

interface ContentSectionProps {
  /** The section's anchor; its heading gets `${id}-heading` and names the section for assistive technology. */
  id: string;
  eyebrow: string;
  heading: string;
  lede?: string;
  /** Classes of the full-width band (background, borders). */
  className?: string;
  children: ReactNode;
}

/** A named page section in the site's content column: eyebrow, h2 and lede, then whatever the section shows. */
export function ContentSection({ id, eyebrow, heading, lede, className = "", children }: ContentSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8 sm:py-24">
        <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} heading={heading} lede={lede} />
        {children}
      </div>
    </section>
  );
}
