interface SectionHeadingProps {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  heading: string;
  lede?: string;
  /** h2 opens a page section; h3 a part of one (the home page's leadership team inside its expertise section). */
  level?: 2 | 3;
  className?: string;
}

/** The eyebrow, heading and lede that open a content section (home, offering pages, vision). */
export function SectionHeading({ id, eyebrow, heading, lede, level = 2, className = "" }: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={`max-w-2xl ${className}`}>
      <p className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase">{eyebrow}</p>
      <Heading id={id} className="mt-3 text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
        {heading}
      </Heading>
      {lede && <p className="mt-4 text-lg leading-relaxed text-slate-300">{lede}</p>}
    </div>
  );
}
