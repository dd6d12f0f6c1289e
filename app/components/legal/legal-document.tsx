import { useSiteText } from "~/components/layout/site-text";
import { BackToHome } from "~/components/ui/back-to-home";
import type { LegalDocument as Document } from "~/content/legal/legal-schema";
import { LegalBlock } from "./legal-block";
import { LegalContents } from "./legal-contents";

/** "2025-07" as the page's language writes a month: "July 2025", "julio de 2025". */
function monthAndYear(isoMonth: string, language: string): string {
  const date = new Date(`${isoMonth}-01T00:00:00Z`);
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

/** The one template of the privacy policy and the legal notice: title, date, contents, numbered sections. */
export function LegalDocument({ document }: { document: Document }) {
  const { text, language } = useSiteText();
  return (
    <article className="mx-auto max-w-6xl px-5 pt-28 pb-24 sm:px-8 sm:pt-32">
      <BackToHome />
      <header className="mt-10 max-w-3xl border-b border-white/10 pb-10">
        <p className="text-xs font-semibold tracking-[0.2em] text-teal-300 uppercase">{text.cardKinds.legal}</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-white sm:text-5xl">{document.title}</h1>
        <p className="mt-4 text-sm text-slate-400">
          {text.legal.updated}{" "}
          <time dateTime={document.lastUpdated}>{monthAndYear(document.lastUpdated, language)}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-300">{document.intro}</p>
      </header>
      <div className="mt-12 grid gap-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <LegalContents sections={document.sections} />
        <div className="max-w-3xl space-y-14">
          {document.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="text-2xl font-semibold tracking-tight text-white">
                <span className="mr-2 text-violet-300 tabular-nums">{index + 1}.</span>
                {section.heading}
              </h2>
              <div className="mt-5 space-y-4 leading-relaxed text-slate-300">
                {section.blocks.map((block, blockIndex) => (
                  // Blocks are static content in a fixed order, so their position is a stable key.
                  <LegalBlock key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
