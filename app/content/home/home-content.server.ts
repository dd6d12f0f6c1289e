import * as v from "valibot";
import { offeringPages } from "~/content/offerings/registry";
import { clients } from "./clients";
import { destinations } from "./destinations";
import { expertiseCards } from "./expertise-cards";
import { lineIconNames } from "~/content/icon-names";
import { institutions } from "./institutions";
import { leaders } from "./leaders";
import { mission } from "./mission";
import { partners } from "./partners";
import { sectionCopy } from "./section-copy";
import { serviceIcons } from "./service-icons";
import { slides } from "./slides";

// Everything the home page says, gathered for its loader. Server-only (.server.ts), so the copy travels in the
// page's HTML and data, never in the client bundle.

const serviceCardsSchema = v.pipe(
  v.array(
    v.object({
      path: v.string(),
      title: v.pipe(v.string(), v.nonEmpty()),
      summary: v.pipe(v.string(), v.nonEmpty()),
      icon: v.picklist(lineIconNames, "every service needs an icon in service-icons.ts"),
    }),
  ),
  v.length(3),
);

export type ServiceCard = v.InferOutput<typeof serviceCardsSchema>[number];

function serviceCards() {
  return v.parse(
    serviceCardsSchema,
    offeringPages
      .filter((page) => page.kind === "service")
      .map(({ path, title, summary }) => ({ path, title, summary, icon: serviceIcons[path] })),
  );
}

export function homeContent() {
  return {
    copy: sectionCopy,
    destinations,
    slides,
    services: serviceCards(),
    expertiseCards,
    mission,
    leaders,
    clients,
    institutions,
    partners,
  };
}

export type HomeContent = ReturnType<typeof homeContent>;
