import { defineContent } from "~/content/define-content";
import { expertiseCardEntriesSchema } from "~/content/home/expertise-cards";
import { prototypeEngineering } from "~/content/pages";

// The home page's expertise cards in English, in their order.
export const expertiseCardEntries = defineContent(expertiseCardEntriesSchema, [
  {
    page: "mit-media-lab",
    icon: "lightbulb",
    description: "Research labs, start-ups and corporate teams working one brief, with the IP terms settled up front.",
  },
  {
    page: "quantum",
    icon: "atom",
    description: "Use cases sized against realistic hardware roadmaps, and the algorithms ready when the qubits are.",
  },
  {
    page: "robotics",
    icon: "robot",
    description: "Manipulation and autonomy for messy, changing environments, proven on your site rather than ours.",
  },
  {
    page: "scalable-ai",
    icon: "network",
    description: "Models, data pipelines and monitoring designed together, so accuracy survives the first year.",
  },
  {
    page: "behavioural-systems",
    icon: "brain",
    description: "Products and policies designed around how people actually decide, tested in the field.",
  },
  {
    page: "complexity-modelling",
    icon: "chart",
    description: "Simulation and optimisation of complex operations, down to the decision worth making on Monday.",
  },
  { ...prototypeEngineering, icon: "cube" },
  { page: "venture-builder", icon: "leaf" },
  {
    page: "irt-platform",
    icon: "gauge",
    description: "Our platform for measuring how ready a team is to take a new technology to market.",
  },
]);
