import type { StandardBody } from "~/content/offerings/schema";

export default {
  /** One line for the cards and lists that point at the page. */
  summary: "Our innovation readiness tool: a measured baseline of how ready you are to innovate.",
  description:
    "The IRT Platform measures innovation readiness across strategy, culture, capabilities and processes, benchmarks you against peers and shows where to start.",
  hero: {
    eyebrow: "Expertise · Innovation readiness tool",
    lede: "Before you invest in innovation, know your starting point. Our innovation readiness tool turns opinions about how innovative you are into a measured baseline, and tracks it as you improve.",
  },
  intro: {
    heading: "Measure readiness before you spend on innovation",
    paragraphs: [
      "Leaders often launch innovation initiatives on the assumption that the organization is ready for them, only to find that funding rules, incentives or skills pull in the opposite direction. The IRT Platform surfaces those obstacles before they sink the program.",
      "The platform combines a validated survey of staff at every level with structured interviews and operational data. It scores readiness across strategy, leadership, culture, capabilities, processes and resources, and shows how your profile compares with organizations of similar size and sector.",
      "Results arrive as an interactive dashboard rather than a static report, so teams can drill into departments, compare sites and re-run the assessment to see whether their changes are working.",
    ],
    video: {
      source: "orbitant011",
      title: "IRT Platform: a tour of the readiness dashboard",
      poster: "/posters/irt-platform.svg",
    },
  },
  benefits: {
    heading: "Why measure with the IRT Platform",
    lede: "A shared, quantified picture replaces debate about where to start.",
    items: [
      "A readiness baseline across six dimensions, built on a validated assessment model.",
      "Peer benchmarks that show which gaps are unusual and which are common in your sector.",
      "Department and site breakdowns that reveal where readiness is strong or fragile.",
      "Prioritized recommendations linked to the gaps with the greatest effect on outcomes.",
      "Repeat assessments that track progress and show the return on improvement work.",
      "Anonymous responses and aggregated reporting that encourage candid answers.",
    ],
  },
  capabilities: {
    heading: "Inside the platform",
    lede: "Assessment, analysis and action planning in a single tool.",
    items: [
      {
        icon: "checklist",
        title: "Readiness assessment",
        description:
          "A survey of around fifty questions, adapted to your context and completed by staff in about fifteen minutes.",
      },
      {
        icon: "chart",
        title: "Benchmarking",
        description: "Scores compared with a growing database of organizations by sector, size and region.",
      },
      {
        icon: "grid",
        title: "Interactive dashboards",
        description: "Drill-downs by dimension, department and location, with exports for leadership reporting.",
      },
      {
        icon: "route",
        title: "Action planning",
        description: "Recommended initiatives linked to each gap, with owners, milestones and re-assessment dates.",
      },
    ],
  },
  process: {
    heading: "From baseline to progress",
    lede: "The assessment is the start of an improvement cycle, not the end of one.",
    steps: [
      {
        title: "Configure",
        description: "We tailor the survey, select the participant groups and connect the operational data sources.",
      },
      {
        title: "Assess",
        description: "Staff complete the assessment over two weeks while we run interviews with leadership.",
      },
      {
        title: "Analyze",
        description: "Scores, benchmarks and patterns are reviewed with your team in a results workshop.",
      },
      {
        title: "Act and re-measure",
        description:
          "An action plan is agreed, and a follow-up assessment six to twelve months later shows what changed.",
      },
    ],
  },
  cta: {
    heading: "How ready is your organization to innovate?",
    body: "See the platform in action. We will walk you through a sample dashboard and explain how an assessment would run for you.",
    buttonLabel: "Request a platform demo",
    dialogTitle: "Request an IRT Platform demo",
  },
} satisfies StandardBody;
