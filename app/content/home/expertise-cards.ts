import * as v from "valibot";
import { lineIconNames } from "~/content/icon-names";

// The expertise cards (icon, title, optional description, route). Every route is null, so the
// cards are not links; the schema holds that until a page is published.

const expertiseCardSchema = v.object({
  icon: v.picklist(lineIconNames),
  title: v.pipe(v.string(), v.nonEmpty()),
  description: v.optional(v.pipe(v.string(), v.nonEmpty())),
  route: v.null(),
});

export type ExpertiseCard = v.InferOutput<typeof expertiseCardSchema>;

export const expertiseCardsSchema = v.array(expertiseCardSchema);

export const expertiseCards: v.InferOutput<typeof expertiseCardsSchema> = [
  {
    icon: "lightbulb",
    title: "Open Innovation",
    description: "Research labs, start-ups and corporate teams working one brief, with the IP terms settled up front.",
    route: null,
  },
  {
    icon: "atom",
    title: "Quantum",
    description: "Use cases sized against realistic hardware roadmaps, and the algorithms ready when the qubits are.",
    route: null,
  },
  {
    icon: "robot",
    title: "Robotics",
    description: "Manipulation and autonomy for messy, changing environments, proven on your site rather than ours.",
    route: null,
  },
  {
    icon: "network",
    title: "Scalable AI",
    description: "Models, data pipelines and monitoring designed together, so accuracy survives the first year.",
    route: null,
  },
  {
    icon: "brain",
    title: "Behavioral Systems",
    description: "Products and policies designed around how people actually decide, tested in the field.",
    route: null,
  },
  {
    icon: "chart",
    title: "Optimization Modeling",
    description: "Simulation and optimisation of complex operations, down to the decision worth making on Monday.",
    route: null,
  },
  { icon: "cube", title: "Prototype Engineering", route: null },
  { icon: "leaf", title: "Venture Builder", route: null },
  {
    icon: "gauge",
    title: "Innovation Readiness Tool",
    description: "Our platform for measuring how ready a team is to take a new technology to market.",
    route: null,
  },
];
