import { useSiteText } from "~/components/layout/site-text";
import { site } from "~/content/site";
import { localizedPath } from "~/lib/language/languages";
import type { LegalBlock as Block } from "~/content/legal/legal-schema";

/** One block of a legal section: a paragraph, a list, defined terms, a link, or our contact details. */
export function LegalBlock({ block }: { block: Block }) {
  const { language } = useSiteText();
  if (typeof block === "string") return <p>{block}</p>;
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-violet-300">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if ("terms" in block) {
    return (
      <dl className="space-y-3">
        {block.terms.map(({ term, detail }) => (
          <div key={term} className="rounded-xl border border-white/10 bg-white/[0.03] px-5 py-4">
            <dt className="font-semibold text-white">{term}</dt>
            <dd className="mt-1">{detail}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if ("link" in block) {
    return (
      <p>
        <a
          href={localizedPath(language, block.link.to)}
          className="font-medium text-violet-200 underline underline-offset-4 hover:text-white"
        >
          {block.link.label}
        </a>
      </p>
    );
  }
  const { address } = site;
  return (
    <address className="rounded-xl border border-white/10 bg-white/[0.03] px-5 py-4 not-italic">
      <span className="block font-semibold text-white">{site.legalName}</span>
      <span className="block">{address.street}</span>
      <span className="block">
        {address.city}, {address.region} {address.postalCode}
      </span>
      <span className="block">{address.country}</span>
      <a
        href={`mailto:${site.email}`}
        className="mt-2 inline-block text-violet-200 underline underline-offset-4 hover:text-white"
      >
        {site.email}
      </a>
    </address>
  );
}
