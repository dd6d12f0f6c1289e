import { Hero } from "~/components/home/hero";
import { Carousel } from "~/components/home/carousel";
import { ClientsStrip } from "~/components/home/clients-strip";
import { ContactSection } from "~/components/home/contact-section";
import { Expertise } from "~/components/home/expertise";
import { Network } from "~/components/home/network";
import { Services } from "~/components/home/services";
import { TechLandscape } from "~/components/home/tech-landscape";
import { Island } from "~/components/ui/island";
import { homeContent } from "~/content/home/home-content.server";
import { site } from "~/content/site";
import { siteEnvOf } from "~/lib/document/request-context.server";
import { organizationData } from "~/seo/organization-data";
import type { PageHandle } from "~/lib/document/page-handle";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/home";

// The home page, its sections in order. Its copy is read here, on the server (and at prerender), and so is the
// company's structured data, which needs the deployment's origin. The page is HTML; the carousel, the network
// and the contact form are islands React hydrates as they come on screen, each with only its own props.
export function loader({ context }: Route.LoaderArgs) {
  return { ...homeContent(), organization: organizationData(siteEnvOf(context).origin) };
}

// Things move on this page (the hero, the carousel, the network): the header carries the motion control.
export const handle = { motion: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: site.name, description: site.tagline, structuredData: args.loaderData.organization });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Hero copy={copy.hero} destinations={loaderData.destinations} />
      <Island name="carousel" component={Carousel} props={{ label: copy.carousel.label, slides: loaderData.slides }} />
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
      <Island
        name="network"
        component={Network}
        props={{ copy: copy.network, institutions: loaderData.institutions, partners: loaderData.partners }}
      />
      <ContactSection copy={copy.contact} />
    </>
  );
}
