import type { StandardBody } from "~/content/offerings/schema";

export default {
  /** One line for the cards and lists that point at the page. */
  summary: "Machine learning that survives contact with production data and real budgets.",
  description:
    "Scalable AI takes machine learning from a promising notebook to a dependable production system, with the pipelines, monitoring and governance to keep it there.",
  hero: {
    eyebrow: "Expertise · Machine learning engineering",
    lede: "Most AI pilots never reach production, and many of those that do quietly decay. We build models, and the engineering around them, that keep performing as data, load and regulation change.",
  },
  intro: {
    heading: "From impressive demo to dependable system",
    paragraphs: [
      "A model that scores well on last year's data is the easy part. The hard part is feeding it fresh data reliably, serving it at the latency your product needs, noticing when its accuracy drifts and explaining its decisions to a regulator.",
      "Our engineers treat machine learning as a software discipline. Every model we ship has versioned data, reproducible training, automated evaluation against a held-out benchmark and a rollback plan, whether it is a demand forecast or a language-model agent.",
      "We are pragmatic about technique: sometimes the right answer is a fine-tuned foundation model, sometimes gradient-boosted trees and a good feature store. Cost per prediction is a design constraint from the first day.",
    ],
    video: {
      source: "orbitant007",
      title: "Scalable AI: machine learning in production",
      poster: "/posters/scalable-ai.svg",
    },
  },
  benefits: {
    heading: "Why build AI with us",
    lede: "We measure success by the model still earning its keep a year after launch.",
    items: [
      "Production deployment planned from the first sprint, not bolted on after the pilot.",
      "Monitoring for data drift, accuracy and cost, with alerts routed to the owning team.",
      "Evaluation suites that test models against your business metrics as well as accuracy.",
      "Model choices justified on cost per prediction as well as on quality.",
      "Documentation and audit trails ready for emerging AI regulation.",
      "Platform patterns your own engineers can extend to the next ten models.",
    ],
  },
  capabilities: {
    heading: "Our AI engineering capabilities",
    lede: "The full path from raw data to a model in production, and back again when it needs retraining.",
    items: [
      {
        icon: "layers",
        title: "Data foundations",
        description:
          "Pipelines, feature stores and data contracts that give models clean, timely and documented inputs.",
      },
      {
        icon: "brain",
        title: "Model development",
        description:
          "Classical machine learning, deep learning and foundation-model adaptation, chosen by evidence rather than fashion.",
      },
      {
        icon: "gauge",
        title: "MLOps and serving",
        description: "Automated training, evaluation and deployment, with low-latency serving that scales with demand.",
      },
      {
        icon: "shield",
        title: "Responsible AI",
        description: "Bias testing, explainability and governance processes that satisfy risk teams and regulators.",
      },
    ],
  },
  process: {
    heading: "How a model reaches production",
    lede: "A path we have walked many times, adapted to your stack and your appetite for risk.",
    steps: [
      {
        title: "Assess",
        description:
          "We audit your data, infrastructure and use case, and estimate the value and feasibility of the model.",
      },
      {
        title: "Prototype",
        description: "A baseline model on real data sets the bar, and an evaluation suite defines what better means.",
      },
      {
        title: "Productionize",
        description:
          "Pipelines, serving and monitoring are built, tested under load and deployed behind a controlled rollout.",
      },
      {
        title: "Operate",
        description:
          "Drift alerts, scheduled retraining and quarterly reviews keep the model accurate, affordable and compliant.",
      },
    ],
  },
  cta: {
    heading: "Is an AI pilot stuck short of production?",
    body: "Show us where it stalled. In one session we will identify what stands between your model and dependable production use.",
    buttonLabel: "Review my AI project",
    dialogTitle: "Review your AI project with us",
  },
} satisfies StandardBody;
