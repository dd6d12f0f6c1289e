import type { StandardBody } from "~/content/offerings/schema";

export default {
  /** One line for the cards and lists that point at the page. */
  summary: "Models of complex operations that find the decision worth making.",
  description:
    "Optimization Modeling builds mathematical models of complex operations, from supply chains to staff rosters, that find better decisions and explain them.",
  hero: {
    eyebrow: "Expertise · Operations research",
    lede: "When thousands of constraints interact, intuition and spreadsheets stop finding good answers. We build optimization and simulation models that do, and tools that let your planners use them every day.",
  },
  intro: {
    heading: "Better decisions in systems too complex to reason about",
    paragraphs: [
      "Routing a delivery fleet, scheduling a hospital's staff or planning production across several plants involves more combinations than any team can weigh by hand. Most organizations fall back on rules of thumb that worked years ago and quietly cost them margin, service or both.",
      "We formulate these problems mathematically, using mixed-integer programming, constraint programming and simulation, and solve them with industrial-grade solvers. Where uncertainty dominates, stochastic and agent-based models test each plan against thousands of possible futures.",
      "A model is only useful if planners trust it, so we design decision-support tools that explain recommendations, allow overrides and learn from them.",
    ],
    video: {
      source: "orbitant010",
      title: "Optimization Modeling: finding the decision worth making",
      poster: "/posters/complexity-modelling.svg",
    },
  },
  benefits: {
    heading: "Why optimization with us",
    lede: "A good model pays for itself in the first planning cycle and keeps paying as conditions change.",
    items: [
      "Savings quantified against your current plans before any tool is built.",
      "Models that respect every real constraint, including the unwritten ones planners know.",
      "Scenario analysis that shows how plans hold up under demand shocks and disruptions.",
      "Planner-facing tools with explanations, overrides and what-if comparisons.",
      "Solver choices and licensing matched to the size of your problem and your budget.",
      "Models maintained as code, tested and versioned like any other production system.",
    ],
  },
  capabilities: {
    heading: "Our modeling capabilities",
    lede: "The mathematics, the software and the change management that make optimization stick.",
    items: [
      {
        icon: "grid",
        title: "Mathematical optimization",
        description:
          "Linear, integer and constraint programming models for scheduling, routing, allocation and network design.",
      },
      {
        icon: "network",
        title: "Simulation and complexity",
        description:
          "Discrete-event and agent-based simulations that reveal how complex systems respond to policies and shocks.",
      },
      {
        icon: "chart",
        title: "Forecasting under uncertainty",
        description: "Probabilistic demand and supply forecasts that feed robust and stochastic optimization.",
      },
      {
        icon: "checklist",
        title: "Decision-support tools",
        description: "Planning applications that put model recommendations in front of the people who make the calls.",
      },
    ],
  },
  process: {
    heading: "How we build a model you can trust",
    lede: "Four steps from a hand-drawn sketch of the problem to a tool in daily use.",
    steps: [
      {
        title: "Map the decision",
        description:
          "We capture objectives, constraints and data sources with the planners who make the decision today.",
      },
      {
        title: "Formulate and prove",
        description: "A first model runs on historical data so we can compare its plans with what actually happened.",
      },
      {
        title: "Build the tool",
        description: "The model is wrapped in an interface planners use, integrated with your data and systems.",
      },
      {
        title: "Embed and refine",
        description: "We run it alongside existing planning, tune it with feedback, then hand it over with training.",
      },
    ],
  },
  cta: {
    heading: "Is a planning problem costing you more than it should?",
    body: "Describe the decision your planners struggle with. We will estimate the improvement a model could deliver and how quickly.",
    buttonLabel: "Estimate my optimization gains",
    dialogTitle: "Estimate your optimization gains",
  },
} satisfies StandardBody;
