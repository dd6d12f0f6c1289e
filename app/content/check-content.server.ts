import * as v from "valibot";
import { clients, clientsSchema } from "./home/clients";
import { expertiseCards, expertiseCardsSchema } from "./home/expertise-cards";
import { institutions, institutionsSchema } from "./home/institutions";
import { leaders, leadersSchema } from "./home/leaders";
import { mission, missionSchema } from "./home/mission";
import { partners, partnersSchema } from "./home/partners";
import { sectionCopy, sectionCopySchema } from "./home/section-copy";
import { slides, slidesSchema } from "./home/slides";
import { legalDocuments } from "./legal/documents";
import { privacyPolicy, privacySchema } from "./legal/privacy";
import { termsOfUse, termsSchema } from "./legal/terms";
import { loadOffering, offeringSlugsWithBodies } from "./offerings/load-offering.server";
import { offeringSchema } from "./offerings/schema";
import { type Listings, offeringPages, type SitePage, sitePages } from "./pages";
import { site } from "./site";
import { siteSchema } from "./site-schema";
import { underConstruction, underConstructionSchema } from "./under-construction";
import { vision, visionSchema } from "./vision";

/**
 * The one check of the site's content. Content modules are plain typed data; this parses every one of them
 * against its schema and checks the page registry holds together, and lists every problem it finds. The root
 * loader runs it while the build prerenders the pages, so a content mistake fails the build before any visitor
 * could see it; tests/unit/content.test.ts runs it too.
 */
export function contentProblems(): string[] {
  const problems: string[] = [];
  const check = (where: string, schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    for (const issue of result.issues ?? [])
      problems.push(`${where}: ${[v.getDotPath(issue), issue.message].filter(Boolean).join(" ")}`);
  };

  check("content/site.ts", siteSchema, site);
  check("content/home/section-copy.ts", sectionCopySchema, sectionCopy);
  check("content/home/slides.ts", slidesSchema, slides);
  check("content/home/expertise-cards.ts", expertiseCardsSchema, expertiseCards);
  check("content/home/mission.ts", missionSchema, mission);
  check("content/home/leaders.ts", leadersSchema, leaders);
  check("content/home/clients.ts", clientsSchema, clients);
  check("content/home/institutions.ts", institutionsSchema, institutions);
  check("content/home/partners.ts", partnersSchema, partners);
  check("content/legal/privacy.ts", privacySchema, privacyPolicy);
  check("content/legal/terms.ts", termsSchema, termsOfUse);
  check("content/vision.ts", visionSchema, vision);
  check("content/under-construction.ts", underConstructionSchema, underConstruction);
  for (const entry of offeringPages)
    check(`content/offerings/pages/${entry.slug}.ts`, offeringSchema, loadOffering(entry.path));
  problems.push(...registryProblems());
  return problems;
}

/** The page registry: unique slugs and paths, complete lists, a body or document for every page that needs one. */
export function registryProblems(pages: readonly SitePage[] = sitePages): string[] {
  const problems: string[] = [];
  const repeated = (values: readonly string[]) => values.filter((value, i) => values.indexOf(value) !== i);
  for (const slug of repeated(pages.map((entry) => entry.slug)))
    problems.push(`pages.ts: the slug "${slug}" is used twice`);
  for (const path of repeated(pages.map((entry) => entry.path)))
    problems.push(`pages.ts: the path "${path}" is used twice`);
  const legacy = pages.flatMap((entry) => (entry.legacyAssetSlug ? [entry.legacyAssetSlug] : []));
  for (const slug of repeated(legacy)) problems.push(`pages.ts: /assets/${slug} leads to two pages`);

  const positionsIn = (list: string, position: (listed: Listings) => number | undefined) => {
    const taken = pages.flatMap((entry) => {
      const at = position(entry.listed);
      return at === undefined ? [] : [at];
    });
    const expected = taken.map((_, i) => i + 1);
    if ([...taken].sort((a, b) => a - b).join() !== expected.join()) {
      problems.push(
        `pages.ts: the ${list} positions are ${[...taken].sort((a, b) => a - b).join(", ")}, not 1 to ${taken.length}`,
      );
    }
  };
  for (const group of ["services", "assets", "company"] as const) {
    positionsIn(`menu "${group}"`, (listed) => (listed.menu?.group === group ? listed.menu.position : undefined));
  }
  positionsIn("knowledge", (listed) => listed.knowledge);
  positionsIn("destinations", (listed) => listed.destinations);
  positionsIn("legal", (listed) => listed.legal);

  for (const entry of pages) {
    if (entry.kind === "service" && !entry.icon)
      problems.push(`pages.ts: the service "${entry.slug}" has no icon for its card`);
    if (entry.kind === "legal" && !legalDocuments[entry.slug])
      problems.push(`pages.ts: no legal document for "${entry.slug}"`);
  }
  const bodies = offeringSlugsWithBodies();
  const offerings = pages
    .filter((entry) => ["service", "venture", "expertise"].includes(entry.kind))
    .map((entry) => entry.slug);
  for (const slug of offerings.filter((slug) => !bodies.includes(slug)))
    problems.push(`pages.ts: no body in offerings/pages/ for "${slug}"`);
  for (const slug of bodies.filter((slug) => !offerings.includes(slug)))
    problems.push(`offerings/pages/${slug}.ts: no line in pages.ts`);
  return problems;
}

let checked = false;

/** Throws, naming every problem, if the content does not hold; checks once per server instance. */
export function checkContent(): void {
  if (checked) return;
  const problems = contentProblems();
  if (problems.length > 0)
    throw new Error(`The site's content does not hold:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  checked = true;
}
