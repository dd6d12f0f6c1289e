import type { StandardBody } from "~/content/offerings/schema";

export default {
  /** One line for the cards and lists that point at the page. */
  summary: "Finding where quantum computing pays off before the hardware makes it obvious.",
  description:
    "We identify the optimization, simulation and security problems where quantum computing will pay off for your business, and prepare your teams for them.",
  hero: {
    eyebrow: "Expertise · Quantum computing",
    lede: "Quantum computers will not replace your data center, but for a narrow set of problems they will change what is possible. We help you find yours, test it on today's hardware and get ready for what comes next.",
  },
  intro: {
    heading: "Separating quantum advantage from quantum hype",
    paragraphs: [
      "Claims about quantum computing range from breaking all encryption next year to never being useful at all. Neither helps a leader decide where to invest. What helps is a sober view of which of your problems have the mathematical structure quantum algorithms exploit.",
      "Our quantum team combines physicists who have built qubits with engineers who have shipped optimization software. We benchmark quantum and quantum-inspired methods against the best classical solvers on your real instances, and we say so when classical wins.",
      "At the same time we prepare your security posture for a world with capable quantum machines, starting with an inventory of where vulnerable cryptography sits in your systems.",
    ],
    video: {
      source: "orbitant006",
      title: "Quantum: where it pays and when",
      poster: "/posters/quantum.svg",
    },
  },
  benefits: {
    heading: "Why quantum with us",
    lede: "Quantum readiness is a long game; these are the advantages of playing it with a team that has done the science.",
    items: [
      "Honest benchmarks against state-of-the-art classical solvers, not against straw men.",
      "Hardware-agnostic advice across superconducting, trapped-ion and photonic platforms.",
      "A use-case roadmap tied to published hardware milestones rather than press releases.",
      "Team training that gives your engineers working fluency in quantum programming.",
      "A post-quantum cryptography migration plan aligned with current standards work.",
      "Quantum-inspired algorithms that often deliver gains on classical hardware today.",
    ],
  },
  capabilities: {
    heading: "Our quantum practice",
    lede: "From the first briefing to running code on real devices.",
    items: [
      {
        icon: "atom",
        title: "Use-case discovery",
        description:
          "Workshops and a structured screen of your optimization, simulation and machine-learning problems for quantum suitability.",
      },
      {
        icon: "cpu",
        title: "Algorithm prototyping",
        description:
          "Variational, annealing and quantum-inspired prototypes run on simulators and cloud-accessible quantum processors.",
      },
      {
        icon: "shield",
        title: "Post-quantum security",
        description: "Cryptographic inventories, risk ranking and migration plans toward quantum-resistant algorithms.",
      },
      {
        icon: "book",
        title: "Quantum literacy",
        description:
          "Executive briefings and hands-on courses that give your teams the vocabulary to judge vendors and papers.",
      },
    ],
  },
  process: {
    heading: "A quantum roadmap in four steps",
    lede: "Designed to create value now while positioning you for the hardware that is coming.",
    steps: [
      {
        title: "Brief and screen",
        description:
          "Leaders learn what quantum can and cannot do, and we screen a long list of candidate problems for fit.",
      },
      {
        title: "Benchmark",
        description:
          "Two or three promising problems are formulated and solved with quantum, quantum-inspired and classical methods.",
      },
      {
        title: "Plan",
        description:
          "Results feed a roadmap that sets out when each use case could become viable and what it would take.",
      },
      {
        title: "Build capability",
        description:
          "We train a core team, set up vendor relationships and revisit the roadmap as hardware milestones arrive.",
      },
    ],
  },
  cta: {
    heading: "Want to know what quantum means for your business?",
    body: "Book a briefing with our quantum team. We will walk through your likely use cases and the honest timeline for each.",
    buttonLabel: "Book a quantum briefing",
    dialogTitle: "Book a quantum briefing",
  },
} satisfies StandardBody;
