import { site } from "~/content/site";
import { type Language, localizedPath } from "~/lib/language/languages";

/**
 * The company's schema.org record (JSON-LD), from the same content as the rest of the site, described in the
 * home page's language. Built by the home page's loader (server and prerender), for that page only.
 */
export function organizationData(origin: string, language: Language, tagline: string) {
  const home = localizedPath(language, "/");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    description: tagline,
    url: `${origin}${home}`,
    logo: `${origin}/logo.png`,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "US",
    },
  };
}

export type OrganizationData = ReturnType<typeof organizationData>;
