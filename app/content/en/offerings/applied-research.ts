import type { StandardBody } from "~/content/offerings/schema";

export default {
  /** One line for the cards and lists that point at the page. */
  summary: "Hard technical questions answered to the standard of evidence a board needs.",
  description:
    "Applied Research answers hard technical questions with experiments, prototypes and literature reviews rigorous enough to base an investment decision on.",
  hero: {
    eyebrow: "Service · Research and development",
    lede: "When a decision hangs on whether a technology actually works, opinions are expensive. Our scientists and engineers design the study, run the experiments and tell you plainly what the evidence supports.",
  },
  intro: {
    heading: "Evidence before investment",
    paragraphs: [
      "Vendors promise accuracy figures measured on someone else's data. Papers report results under conditions your plant will never see. Applied Research closes the gap between what is claimed in general and what is true for you.",
      "Each engagement starts by turning a business question into a research question with a falsifiable answer: can this sensor detect the defect at line speed, will this model hold up on our historical claims, is this material stable at our operating temperature?",
      "We then run the smallest study that can answer it with confidence, using your data and your constraints, and report the findings with their uncertainty stated rather than hidden.",
    ],
    video: {
      source: "orbitant003",
      title: "Applied Research: from question to evidence",
      poster: "/posters/applied-research.svg",
    },
  },
  benefits: {
    heading: "Research held to a decision-grade standard",
    lede: "Academic rigor, delivered on a business timetable and written for the people who sign the budget.",
    items: [
      "Pre-registered study designs, so the result cannot be quietly reshaped to fit the hoped-for answer.",
      "PhD-level researchers in machine learning, physics, materials and operations research on one team.",
      "Feasibility verdicts in six to ten weeks, sized to the value of the decision they inform.",
      "Reproducible code, datasets and lab notebooks handed over with every final report.",
      "Access to academic collaborators and specialist facilities through our research network.",
      "Intellectual property generated during the study assigned to you under terms agreed up front.",
    ],
  },
  capabilities: {
    heading: "How we produce the evidence",
    lede: "Four kinds of work, mixed according to the question rather than a fixed method.",
    items: [
      {
        icon: "book",
        title: "Technology landscaping",
        description:
          "Systematic reviews of papers, patents and vendor claims that separate what has been demonstrated from what is still marketing.",
      },
      {
        icon: "flask",
        title: "Feasibility studies",
        description:
          "Controlled experiments and benchmarks on your own data that measure whether a technology meets the bar your use case sets.",
      },
      {
        icon: "cpu",
        title: "Proof-of-concept engineering",
        description:
          "Working prototypes in the lab or on site that show a method performing under realistic conditions and loads.",
      },
      {
        icon: "scale",
        title: "Decision analysis",
        description:
          "Cost, risk and performance trade-offs modeled side by side, so the findings translate directly into an investment case.",
      },
    ],
  },
  process: {
    heading: "A study in four stages",
    lede: "The method is scientific; the rhythm is built around your decision date.",
    steps: [
      {
        title: "Pose the question",
        description:
          "We work with your stakeholders to define the decision, the hypothesis and the threshold of evidence that would change it.",
      },
      {
        title: "Design the study",
        description:
          "Methods, datasets, controls and success criteria are written down and agreed before any experiment runs.",
      },
      {
        title: "Run the experiments",
        description:
          "Weekly check-ins share interim results, and we stop early if the answer is already clear either way.",
      },
      {
        title: "Report and recommend",
        description:
          "A findings report, an executive briefing and a recommendation on whether to invest, wait or walk away.",
      },
    ],
  },
  cta: {
    heading: "Is a major decision waiting on a technical unknown?",
    body: "Describe the question in a short call. We will tell you whether research can answer it, how long that would take and what it would cost.",
    buttonLabel: "Scope a research question",
    dialogTitle: "Scope an Applied Research study",
  },
} satisfies StandardBody;
