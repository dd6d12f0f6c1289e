interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  heading: string;
  lede?: string;
  className?: string;
}

/** The eyebrow, h2 and lede that open a content section (offering pages, vision). */
export function SectionHeading({ id, eyebrow, heading, lede, className = "" }: SectionHeadingProps) {
  return (
    <div className={`max-w-2xl ${className}`}>
      <p className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
        {heading}
      </h2>
      {lede && <p className="mt-4 text-lg leading-relaxed text-slate-300">{lede}</p>}
    </div>
  );
}
