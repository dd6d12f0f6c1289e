import type { StandardBody } from "~/content/offerings/schema";

// Video ids in pages/ are placeholders (orbitant001 and so on) until the real ones are given; the schema
// checks their format, and each poster is our own file in public/posters/.
export default {
  /** One line for the cards and lists that point at the page. */
  summary: "An innovation practice your teams run themselves, with a pipeline of tested bets.",
  description:
    "Innovation Enabler builds an innovation practice inside your organization: a portfolio of tested bets, the rituals that run it, and people who keep it going.",
  hero: {
    eyebrow: "Service · Innovation practice",
    lede: "Most companies do not lack ideas; they lack a repeatable way to choose, test and fund them. We set up that machinery with your teams, run it alongside them for two quarters, then step back.",
  },
  intro: {
    heading: "Innovation as an operating rhythm, not a side project",
    paragraphs: [
      "Innovation programs usually fail in the middle: the hackathon produced forty concepts, the steering committee liked six, and a year later none of them has a budget line. The problem is rarely creativity. It is the missing path from an idea to an evidence-backed funding decision.",
      "Innovation Enabler installs that path. We map where your growth has to come from, turn it into a small number of explicit bets, and give each bet a sequence of cheap experiments with kill criteria agreed in advance. Leaders see a portfolio, not a slideshow.",
      "We work inside your governance rather than around it, so the practice survives our departure. By the end, your own product, strategy and finance people run the cadence without us in the room.",
    ],
    video: {
      source: "orbitant001",
      title: "Innovation Enabler: how the practice runs",
      poster: "/posters/innovation-enabler.svg",
    },
  },
  benefits: {
    heading: "Excellence you can see in the portfolio review",
    lede: "The measure of an innovation practice is the decisions it produces. These are the outcomes clients point to a year after we leave.",
    items: [
      "A single innovation portfolio with stage gates the CFO has signed off, replacing scattered pet projects.",
      "Kill decisions made in weeks rather than quarters, freeing budget for the bets that earn it.",
      "Internal facilitators certified on our playbook, so the practice does not depend on outside help.",
      "Experiment costs tracked per lesson learned, giving finance a language for funding uncertainty.",
      "A quarterly horizon scan that links emerging technology to named business units and owners.",
      "Board-ready reporting that shows risk retired per bet instead of activity counted per team.",
    ],
  },
  capabilities: {
    heading: "What we set up with you",
    lede: "Four pieces of machinery, installed together so that each one feeds the next.",
    items: [
      {
        icon: "compass",
        title: "Opportunity mapping",
        description:
          "We size the gap between your plan and your ambition, then trace it to customer problems, adjacent markets and technology shifts worth betting on.",
      },
      {
        icon: "grid",
        title: "Portfolio design",
        description:
          "Bets are sorted by horizon and risk, each with an owner, a budget envelope and the single assumption most likely to kill it.",
      },
      {
        icon: "flask",
        title: "Experiment systems",
        description:
          "Templates, tooling and a weekly cadence for interviews, smoke tests and concierge pilots that teams can launch within days.",
      },
      {
        icon: "users",
        title: "Capability transfer",
        description:
          "Pairing, coaching and a facilitator program that leaves your own people able to run the practice at full speed.",
      },
    ],
  },
  process: {
    heading: "Two quarters from first workshop to self-running practice",
    lede: "Each phase ends with a decision your leadership team takes, not a report it files.",
    steps: [
      {
        title: "Diagnose",
        description:
          "Interviews across leadership and the front line, a review of past initiatives and a baseline of how ideas currently reach funding.",
      },
      {
        title: "Design",
        description:
          "Growth gaps become a portfolio of six to ten bets with explicit hypotheses, budgets and the governance that will review them.",
      },
      {
        title: "Run",
        description:
          "Teams execute experiment sprints with our coaches embedded; portfolio reviews every six weeks double down on, pivot or stop each bet.",
      },
      {
        title: "Hand over",
        description:
          "Facilitators take the chair, playbooks are adapted to your culture, and we return for one health check a quarter later.",
      },
    ],
  },
  cta: {
    heading: "Ready to turn ideas into funded decisions?",
    body: "Book a forty-five-minute working session. Bring your current initiative list and we will show you where the practice would start.",
    buttonLabel: "Book an innovation session",
    dialogTitle: "Book an Innovation Enabler session",
  },
} satisfies StandardBody;
