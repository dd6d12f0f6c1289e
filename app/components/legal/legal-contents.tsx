import { useSiteText } from "~/components/layout/site-text";
import type { LegalDocument } from "~/content/legal/legal-schema";

/** The document's table of contents: a numbered link to each section's anchored heading. */
export function LegalContents({ sections }: { sections: LegalDocument["sections"] }) {
  const { text } = useSiteText();
  return (
    <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
      <h2 id="contents-heading" className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase">
        {text.legal.contents}
      </h2>
      <ol className="mt-4 space-y-1 border-l border-white/10 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-ml-px block border-l border-transparent py-1.5 pl-4 text-slate-300 hover:border-violet-300 hover:text-white"
            >
              <span className="tabular-nums text-slate-400">{index + 1}.</span> {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
