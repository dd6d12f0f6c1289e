import type { LineIconName } from "~/content/icon-names";
import { destinations } from "~/content/navigation";
import { loadOffering } from "~/content/offerings/load-offering.server";
import { offeringPages } from "~/content/pages";
import { clients } from "./clients";
import { expertiseCardsOf } from "./expertise-cards";
import { institutions } from "./institutions";
import { leaders } from "./leaders";
import { mission } from "./mission";
import { partners } from "./partners";
import { sectionCopy } from "./section-copy";
import { slides } from "./slides";

// Everything the home page says, gathered for its loader. Server-only (.server.ts), so the copy travels in the
// page's HTML and data, never in the client bundle.

export interface ServiceCard {
  path: string;
  title: string;
  summary: string;
  icon: LineIconName;
}

/** The services, as their registry lines and pages describe them (the build checks each has an icon). */
function serviceCards(): ServiceCard[] {
  return offeringPages
    .filter((entry) => entry.kind === "service")
    .map((entry) => ({
      path: entry.path,
      title: entry.label,
      summary: loadOffering(entry.path)?.summary ?? "",
      icon: entry.icon ?? "spark",
    }));
}

export function homeContent() {
  return {
    copy: sectionCopy,
    destinations,
    slides,
    services: serviceCards(),
    expertiseCards: expertiseCardsOf(),
    mission,
    leaders,
    clients,
    institutions,
    partners,
  };
}
