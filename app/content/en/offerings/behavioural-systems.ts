import type { StandardBody } from "~/content/offerings/schema";

export default {
  /** One line for the cards and lists that point at the page. */
  summary: "Designing products and policies for how people actually decide.",
  description:
    "Behavioral Systems applies behavioral science to products, services and policies, designing choices around how people actually decide and measuring the results.",
  hero: {
    eyebrow: "Expertise · Behavioral science",
    lede: "People skip the form, ignore the reminder and pick the default. We design with those habits instead of against them, and we prove the effect with controlled experiments.",
  },
  intro: {
    heading: "Designing for real human behavior",
    paragraphs: [
      "Most products are designed for a rational user who reads every screen and acts in their own long-term interest. Real users are busy, distracted and guided by defaults, framing and social cues. The gap between the two explains many failed launches and stalled adoption curves.",
      "Our behavioral scientists diagnose where that gap opens in your customer or employee journey, then design interventions grounded in decades of research: simpler choices, better-timed prompts, honest defaults and feedback that makes progress visible.",
      "Every intervention is tested with a randomized experiment before it scales, and an ethics review makes sure our nudges help people do what they already intend rather than exploit them.",
    ],
    video: {
      source: "orbitant008",
      title: "Behavioral Systems: designing for real decisions",
      poster: "/posters/behavioural-systems.svg",
    },
  },
  benefits: {
    heading: "Why behavioral design with us",
    lede: "Small changes in how a choice is presented can move outcomes more than a new feature.",
    items: [
      "Journey diagnostics that locate the exact moments where intentions fail to become actions.",
      "Interventions drawn from peer-reviewed evidence, adapted to your audience and context.",
      "Randomized trials built into your product, so the effect of each change is measured.",
      "An ethics framework that rules out dark patterns and protects customer trust.",
      "Behavioral insights turned into design-system components your teams can reuse.",
      "Results reported as changes in real behavior, such as completions, renewals and savings.",
    ],
  },
  capabilities: {
    heading: "Our behavioral practice",
    lede: "Research, design and measurement in one team, so that insight turns into tested change.",
    items: [
      {
        icon: "search",
        title: "Behavioral diagnostics",
        description:
          "Field observation, journey analytics and surveys that map the barriers and biases shaping each decision point.",
      },
      {
        icon: "spark",
        title: "Intervention design",
        description:
          "Choice architecture, messaging and feedback loops, designed and prototyped with the people who will use them.",
      },
      {
        icon: "flask",
        title: "Experimentation",
        description:
          "Randomized controlled trials and A/B tests with pre-registered hypotheses and power calculations.",
      },
      {
        icon: "pulse",
        title: "Behavioral analytics",
        description:
          "Models of engagement, churn and habit formation that show which behaviors predict long-term outcomes.",
      },
    ],
  },
  process: {
    heading: "From insight to measured change",
    lede: "A cycle we repeat until the behavior you care about moves.",
    steps: [
      {
        title: "Define the behavior",
        description: "We agree the specific action we want more or less of, and how it will be measured.",
      },
      {
        title: "Diagnose barriers",
        description: "Data and field research reveal the frictions, biases and missing cues standing in the way.",
      },
      {
        title: "Design and test",
        description: "Several interventions are prototyped and tested against a control group in a live setting.",
      },
      {
        title: "Scale and monitor",
        description: "Winning interventions roll out across channels, with monitoring to catch effects that fade.",
      },
    ],
  },
  cta: {
    heading: "Is a good product losing to human habit?",
    body: "Tell us the behavior you need to change. We will share the barriers we would look for first and how we would test a fix.",
    buttonLabel: "Discuss a behavioral challenge",
    dialogTitle: "Discuss a behavioral challenge",
  },
} satisfies StandardBody;
