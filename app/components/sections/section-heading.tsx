interface SectionHeadingProps {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** h2 for a page section, h3 for a part of one. */
  level?: 2 | 3;
  className?: string;
}

/** The eyebrow, title and optional intro that open every home section, in one style. */
export function SectionHeading({ id, eyebrow, title, intro, level = 2, className = "" }: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={`max-w-2xl ${className}`}>
      <p className="text-xs font-semibold tracking-[0.22em] text-teal-300 uppercase">{eyebrow}</p>
      <Heading
        id={id}
        className={`mt-3 font-semibold tracking-tight text-balance text-white ${level === 2 ? "text-3xl sm:text-5xl" : "text-2xl sm:text-4xl"}`}
      >
        {title}
      </Heading>
      {intro && <p className="mt-5 text-lg text-pretty text-slate-300">{intro}</p>}
    </div>
  );
}
