import { Carousel } from "~/components/sections/carousel";
import { ClientsStrip } from "~/components/sections/clients-strip";
import { ContactSection } from "~/components/sections/contact-section";
import { Expertise } from "~/components/sections/expertise";
import { Hero } from "~/components/sections/hero";
import { Network } from "~/components/sections/network";
import { Services } from "~/components/sections/services";
import { TechLandscape } from "~/components/sections/tech-landscape";
import { homeContent } from "~/content/home/home-content.server";
import { site } from "~/content/site";
import { deploymentOf } from "~/lib/deployment.server";
import { organizationData } from "~/lib/organization-data";
import { pageMeta } from "~/lib/page-meta";
import { useHomeArrival } from "~/lib/use-home-arrival";
import type { Route } from "./+types/home";

// The home page (spec section 2), its sections in the spec's order. Its copy is read here, on the server (and at
// prerender), and reaches the page as loader data: the client bundle carries components, not copy. So does the
// company's structured data, which needs the deployment's origin.
export function loader({ context }: Route.LoaderArgs) {
  return { ...homeContent(), organization: organizationData(deploymentOf(context).origin) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: site.name, description: site.tagline, structuredData: args.loaderData?.organization });

export default function Home({ loaderData }: Route.ComponentProps) {
  useHomeArrival();
  const { copy } = loaderData;
  return (
    <>
      <Hero copy={copy.hero} destinations={loaderData.destinations} />
      <Carousel label={copy.carousel.label} slides={loaderData.slides} />
      <Services copy={copy.services} services={loaderData.services} />
      <TechLandscape copy={copy.techLandscape} />
      <Expertise
        copy={copy.expertise}
        cards={loaderData.expertiseCards}
        mission={loaderData.mission}
        leadershipCopy={copy.leadership}
        leaders={loaderData.leaders}
      />
      <ClientsStrip title={copy.clients.title} clients={loaderData.clients} />
      <Network copy={copy.network} institutions={loaderData.institutions} partners={loaderData.partners} />
      <ContactSection copy={copy.contact} />
    </>
  );
}
