import { Hero } from "~/components/home/hero";
import { Carousel } from "~/components/home/carousel";
import { ClientsStrip } from "~/components/home/clients-strip";
import { ContactSection } from "~/components/home/contact-section";
import { Expertise } from "~/components/home/expertise";
import { LatestInsights } from "~/components/home/latest-insights";
import { Network } from "~/components/home/network";
import { Services } from "~/components/home/services";
import { TechLandscape } from "~/components/home/tech-landscape";
import { Island } from "~/components/ui/island";
import { homeContent } from "~/content/home/home-content.server";
import { leaderPhotosIn } from "~/content/home/leader-photos.server";
import { insightsListPageIn } from "~/content/insights/insight-data.server";
import { insightsTextIn, interfaceIn } from "~/content/localized.server";
import { site } from "~/content/site";
import { siteEnvOf } from "~/lib/document/request-context.server";
import { languageOfPath } from "~/lib/language/languages";
import { organizationData } from "~/seo/organization-data";
import type { PageHandle } from "~/lib/document/page-handle";
import { canonicalPath, pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/home";

// The home page, its sections in order. Its copy is read here, on the server (and at prerender), and so are the
// company's structured data, which needs the deployment's origin, the newest Insights entries of its language
// (the build's prerender data; no section when there are none) and the leaders' photos (the prerender data too).
// The page is HTML; the carousel, the network and the contact form are islands React hydrates as they come on
// screen, each with only its own props.
export async function loader({ context, url }: Route.LoaderArgs) {
  const { origin, turnstileSiteKey } = siteEnvOf(context);
  const language = languageOfPath(url.pathname);
  const text = interfaceIn(language);
  const { eyebrow, latest, kinds } = insightsTextIn(language);
  const newest = (await insightsListPageIn(context, language, 1))?.entries.slice(0, LATEST_INSIGHTS) ?? [];
  return {
    latestInsights: newest.length > 0 ? { entries: newest, words: { eyebrow, latest, kinds } } : null,
    ...homeContent(language, await leaderPhotosIn(context)),
    organization: organizationData(origin, language, text.tagline),
    tagline: text.tagline,
    carouselText: text.carousel,
    turnstileSiteKey,
    path: canonicalPath(url.pathname),
  };
}

/** The newest Insights entries the home page shows. */
const LATEST_INSIGHTS = 3;

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
      {loaderData.latestInsights && <LatestInsights {...loaderData.latestInsights} />}
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
