// Strings and orders the site must show, written once for the unit and browser tests that check them.

/** The rotating destinations, in order. */
export const destinationPaths = [
  "/services/innovation-enabler",
  "/services/mvp-builder",
  "/services/applied-research",
  "/assets/quantum",
  "/assets/robotics",
  "/assets/scalable-ai",
  "/assets/behavioural-systems",
  "/assets/mit-media-lab",
  "/services/venture-builder",
  "/assets/complexity-modelling",
];

/** The leadership team's four roles. */
export const leadershipRoles = [
  "Chief Executive Officer",
  "Chief Scientific Officer",
  "Chief Quantum Innovation Officer",
  "Chief Technology Officer",
];

/** The footer's Knowledge list: where its eight entries lead, in order. */
export const knowledgePaths = [
  "/expertise/mit-media-lab",
  "/expertise/quantum",
  "/expertise/robotics",
  "/expertise/scalable-ai",
  "/expertise/behavioural-systems",
  "/expertise/complexity-modelling",
  "/expertise/irt-platform",
  "/services/venture-builder",
];

/** The menu's three groups and their items, in order. */
export const menuGroups: Record<string, readonly string[]> = {
  "Our Services": ["Innovation Enabler", "MVP Builder", "Applied Research"],
  "Our Assets": [
    "Open Innovation",
    "Quantum",
    "Robotics",
    "Scalable AI",
    "Behavioral Systems",
    "Optimization Modeling",
    "Prototype Engineering",
    "Venture Builder",
  ],
  Company: ["Vision", "Contact"],
};
