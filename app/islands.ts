import type { IslandTable } from "./components/ui/hydrate-islands";

// The parts of the site that need React in the browser, by the name their <Island> gives them, each loaded
// when it first comes on screen (components/ui/hydrate-islands.ts). Everything else is HTML, CSS and the
// behaviours. An island is added here and rendered through <Island name=...> where it stands.
export const islands = {
  carousel: () => import("./components/home/carousel").then((module) => module.Carousel),
  network: () => import("./components/home/network").then((module) => module.Network),
  "contact-form": () => import("./components/home/contact-form").then((module) => module.ContactForm),
} satisfies IslandTable;
