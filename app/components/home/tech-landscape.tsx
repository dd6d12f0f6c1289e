import type { SectionCopy } from "~/content/home/section-copy-schema";

/** The technology landscape (id "tech-landscape"): in the page, hidden. */
export function TechLandscape({ copy }: { copy: SectionCopy["techLandscape"] }) {
  return (
    <section id="tech-landscape" hidden aria-labelledby="tech-landscape-title">
      <h2 id="tech-landscape-title">{copy.title}</h2>
      <p>{copy.intro}</p>
    </section>
  );
}
