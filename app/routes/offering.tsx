import { BenefitList } from "~/components/offering/benefit-list";
import { CapabilityGrid } from "~/components/offering/capability-grid";
import { OfferingCta } from "~/components/offering/offering-cta";
import { OfferingHero } from "~/components/offering/offering-hero";
import { OfferingIntro } from "~/components/offering/offering-intro";
import { ProcessSteps } from "~/components/offering/process-steps";
import { VentureShowcase } from "~/components/offering/venture-showcase";
import { loadOffering } from "~/content/offerings/load-offering.server";
import { pageNotFound } from "~/lib/document/page-not-found";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/offering";

// One template for every service, venture and expertise page: the page is whatever content its path names.
// `url` is React Router's normalized URL: the same path whether the request was for the page or its .data.
// Only the loader reads content, so each page ships its own copy and nothing of the other ten.
export function loader({ url }: Route.LoaderArgs) {
  const page = loadOffering(url.pathname);
  // Routes are made from the same registry and match letter case exactly, and the build checks every page has its
  // body: a path without one is still answered as a 404, not an error.
  if (!page) pageNotFound();
  return { page };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData.page.title, description: args.loaderData.page.description });

export default function Offering({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <OfferingHero title={page.title} {...page.hero} showActions={page.kind !== "expertise"} />
      {page.kind === "venture" ? (
        <>
          <OfferingIntro {...page.intro} />
          <VentureShowcase {...page.ventures} />
        </>
      ) : (
        <OfferingIntro {...page.intro} />
      )}
      <BenefitList {...page.benefits} />
      <CapabilityGrid {...page.capabilities} />
      <ProcessSteps {...page.process} />
      <OfferingCta kind={page.kind} {...page.cta} />
    </>
  );
}
