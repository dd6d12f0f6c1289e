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
import { interfaceIn } from "~/content/localized.server";
import { site } from "~/content/site";
import { siteEnvOf } from "~/lib/document/request-context.server";
import { languageOfPath } from "~/lib/language/languages";
import { organizationData } from "~/seo/organization-data";
import type { PageHandle } from "~/lib/document/page-handle";
import { canonicalPath, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/home";

// The home page, its sections in order. Its copy is read here, on the server (and at prerender), and so is the
// company's structured data, which needs the deployment's origin. The page is HTML; the carousel, the network
// and the contact form are islands React hydrates as they come on screen, each with only its own props.
export function loader({ context, url }: Route.LoaderArgs) {
  const { origin, turnstileSiteKey } = siteEnvOf(context);
  const language = languageOfPath(url.pathname);
  const text = interfaceIn(language);
  return {
    ...homeContent(language),
    organization: organizationData(origin, language, text.tagline),
    tagline: text.tagline,
    carouselText: text.carousel,
    turnstileSiteKey,
    path: canonicalPath(url.pathname),
  };
}

// Things move on this page (the hero, the carousel, the network): the header carries the motion control.
export const handle = { motion: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: site.name,
    description: args.loaderData.tagline,
    structuredData: args.loaderData.organization,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Hero copy={copy.hero} destinations={loaderData.destinations} />
      <Island
        name="carousel"
        component={Carousel}
        props={{ label: copy.carousel.label, slides: loaderData.slides, text: loaderData.carouselText }}
      />
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
      <ContactSection
        copy={copy.contact}
        text={loaderData.contactText}
        siteKey={loaderData.turnstileSiteKey}
        page={loaderData.path}
      />
    </>
  );
}
