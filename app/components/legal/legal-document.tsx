import { BackToHome } from "~/components/ui/back-to-home";
import type { LegalDocument as Document } from "~/content/legal/legal-schema";
import { LegalBlock } from "./legal-block";
import { LegalContents } from "./legal-contents";

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2025-07" as "July 2025", the same on the server and in every browser locale. */
function monthAndYear(isoMonth: string): string {
  const [year, month] = isoMonth.split("-");
  return `${months[Number(month) - 1]} ${year}`;
}

/** The one template of the privacy policy and the legal notice: title, date, contents, numbered sections. */
export function LegalDocument({ document }: { document: Document }) {
  return (
    <article className="mx-auto max-w-6xl px-5 pt-28 pb-24 sm:px-8 sm:pt-32">
      <BackToHome />
      <header className="mt-10 max-w-3xl border-b border-white/10 pb-10">
        <p className="text-xs font-semibold tracking-[0.2em] text-teal-300 uppercase">Legal</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-white sm:text-5xl">{document.title}</h1>
        <p className="mt-4 text-sm text-slate-400">
          Last updated: <time dateTime={document.lastUpdated}>{monthAndYear(document.lastUpdated)}</time>
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
