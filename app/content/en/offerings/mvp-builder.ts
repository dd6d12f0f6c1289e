import type { StandardBody } from "~/content/offerings/schema";

export default {
  /** One line for the cards and lists that point at the page. */
  summary: "From a validated idea to a product that real users touch in twelve weeks.",
  description:
    "MVP Builder takes a validated idea to a working product in the hands of real users within twelve weeks, with the analytics to decide what to build next.",
  hero: {
    eyebrow: "Service · Product delivery",
    lede: "A cross-functional squad of product, design and engineering that ships a real product to real users in twelve weeks, instrumented so the first release answers the question you funded it to answer.",
  },
  intro: {
    heading: "The smallest product that can prove you right",
    paragraphs: [
      "An MVP is an experiment dressed as a product. Too thin and users never see the value; too thick and you spend the runway building features nobody asked for. Our job is to find the narrow slice that delivers the core promise end to end.",
      "We start from the riskiest assumption in your business case and design backwards: which workflow must feel finished, which can stay manual behind the scenes, and which metric will tell us within a month whether to keep going.",
      "The code is production grade from the first commit, with tests, deployment pipelines and documentation, so the team that scales it inherits an asset rather than a prototype to rewrite.",
    ],
    video: {
      source: "orbitant002",
      title: "MVP Builder: twelve weeks from brief to launch",
      poster: "/posters/mvp-builder.svg",
    },
  },
  benefits: {
    heading: "Built to learn, built to last",
    lede: "A launch date is only worth celebrating if it leaves you with evidence and a codebase you can grow.",
    items: [
      "Working software in front of users by week eight, with a public launch no later than week twelve.",
      "One senior squad for the whole engagement: no handoffs between discovery, design and build.",
      "Product analytics and feedback loops wired in before launch, so the first cohort generates data.",
      "A fixed scope per two-week cycle, giving you cost certainty while priorities stay negotiable.",
      "Clean architecture on mainstream, well-supported frameworks that any hiring market can staff.",
      "Full ownership of code, designs and accounts from day one, with no license strings attached.",
    ],
  },
  capabilities: {
    heading: "Everything a first release needs",
    lede: "One squad covers the disciplines that usually sit with separate vendors.",
    items: [
      {
        icon: "target",
        title: "Product strategy",
        description:
          "Assumption mapping, scope cutting and success metrics that tie every feature to the hypothesis it tests.",
      },
      {
        icon: "eye",
        title: "Experience design",
        description:
          "Journey maps, clickable prototypes and usability rounds with target users before a line of production code is written.",
      },
      {
        icon: "code",
        title: "Full-stack engineering",
        description:
          "Web and mobile applications, APIs and data pipelines built with automated tests and continuous delivery.",
      },
      {
        icon: "chart",
        title: "Launch analytics",
        description:
          "Event tracking, cohort dashboards and an experiment backlog, ready the day the first users sign in.",
      },
    ],
  },
  process: {
    heading: "Twelve weeks, four stages",
    lede: "Every stage ends with something you can see, click or measure.",
    steps: [
      {
        title: "Frame the bet",
        description:
          "We agree the riskiest assumption, the target users and the one metric that will define success, then cut scope to match.",
      },
      {
        title: "Prototype",
        description:
          "Clickable prototypes go in front of ten to fifteen target users; whatever confuses them changes the plan before it costs code.",
      },
      {
        title: "Build",
        description:
          "Fortnightly releases to a staging environment you can use, with a demo and a scope review at the end of every cycle.",
      },
      {
        title: "Launch and learn",
        description:
          "The product goes live to a first cohort, dashboards report from day one, and we hand over a prioritized roadmap.",
      },
    ],
  },
  cta: {
    heading: "Have an idea that deserves real users?",
    body: "Tell us what you want to prove. In one call we will sketch the thinnest product that could prove it and what twelve weeks would cost.",
    buttonLabel: "Plan your MVP",
    dialogTitle: "Plan your MVP with us",
  },
} satisfies StandardBody;
