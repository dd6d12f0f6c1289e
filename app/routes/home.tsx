import { Hero } from "~/components/home/hero";
import { lazySection } from "~/components/ui/lazy-section";
import { homeContent } from "~/content/home/home-content.server";
import { site } from "~/content/site";
import { siteEnvOf } from "~/lib/document/request-context.server";
import { organizationData } from "~/seo/organization-data";
import type { PageHandle } from "~/lib/document/page-handle";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/home";

// Everything below the first screen is fetched as the visitor scrolls to it, in a chunk of its own; its HTML is
// in the page from the start.
const Carousel = lazySection("carousel", () => import("~/components/home/carousel").then((m) => m.Carousel));
const Services = lazySection("services", () => import("~/components/home/services").then((m) => m.Services));
const TechLandscape = lazySection("tech-landscape", () =>
  import("~/components/home/tech-landscape").then((m) => m.TechLandscape),
);
const Expertise = lazySection("expertise", () => import("~/components/home/expertise").then((m) => m.Expertise));
const ClientsStrip = lazySection("clients", () =>
  import("~/components/home/clients-strip").then((m) => m.ClientsStrip),
);
const Network = lazySection("network", () => import("~/components/home/network").then((m) => m.Network));
const ContactSection = lazySection("contact", () =>
  import("~/components/home/contact-section").then((m) => m.ContactSection),
);

// The home page, its sections in order. Its copy is read here, on the server (and at prerender), and reaches the
// page as loader data: the client bundle carries components, not copy. So does the company's structured data,
// which needs the deployment's origin.
export function loader({ context }: Route.LoaderArgs) {
  return { ...homeContent(), organization: organizationData(siteEnvOf(context).origin) };
}

// The one page that needs React in the browser: the carousel, the network rotation and the contact form.
export const handle = { hydrate: true, motion: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: site.name, description: site.tagline, structuredData: args.loaderData.organization });

export default function Home({ loaderData }: Route.ComponentProps) {
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
