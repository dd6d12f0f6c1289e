import type { StandardBody } from "~/content/offerings/schema";

export default {
  /** One line for the cards and lists that point at the page. */
  summary: "Working in the open with a university research lab, start-ups and corporate partners.",
  description:
    "Open Innovation connects your organization with a university research lab, start-ups and peers, so outside ideas become projects with owners and budgets.",
  hero: {
    eyebrow: "Expertise · Open innovation",
    lede: "The best answer to your problem may already exist in a lab, a start-up or a company in another industry. We build the bridges, run the scouting and turn outside ideas into projects your teams own.",
  },
  intro: {
    heading: "Ideas from outside, results inside",
    paragraphs: [
      "Closed R&D is slow and expensive when the knowledge you need is spread across universities, start-ups and suppliers. Open innovation works when it is managed like any other channel: with a clear brief, a pipeline and people accountable for what comes through it.",
      "Through our partnership with a university research lab in Cambridge, clients join member weeks, sponsor student projects and see research years before it is published. We translate what they see into briefs their business units can act on.",
      "Alongside the lab, we scout start-ups against your challenges, design challenge calls and structure collaboration agreements, so that intellectual property, data and credit are settled before the work starts.",
    ],
    video: {
      source: "orbitant005",
      title: "Open Innovation with our research lab partner",
      poster: "/posters/mit-media-lab.svg",
    },
  },
  benefits: {
    heading: "Why open innovation with us",
    lede: "Access is easy to buy; turning it into results is the part most programs miss.",
    items: [
      "Early access to research-lab projects through our partnership, years before publication.",
      "Challenge briefs written with business owners, so every external idea has a home inside.",
      "A curated start-up pipeline screened for technical readiness and commercial fit.",
      "Collaboration agreements that settle IP, data use and publication rights up front.",
      "Joint projects staffed with a named internal sponsor and a time-boxed budget.",
      "A yearly impact review that counts pilots, contracts and products, not meetings held.",
    ],
  },
  capabilities: {
    heading: "How we open up your innovation",
    lede: "Four channels, run as one program so that they reinforce each other.",
    items: [
      {
        icon: "link",
        title: "Research partnerships",
        description:
          "Membership, sponsored projects and residencies with our university lab partner, matched to your strategic themes.",
      },
      {
        icon: "search",
        title: "Start-up scouting",
        description:
          "Targeted searches across venture databases, accelerators and our own network, with due diligence on the shortlist.",
      },
      {
        icon: "lightbulb",
        title: "Challenge programs",
        description:
          "Open calls and innovation contests with clear problem statements, judging criteria and a funded path for winners.",
      },
      {
        icon: "network",
        title: "Ecosystem design",
        description:
          "Governance, agreements and metrics for a partner network that keeps producing projects long after the launch event.",
      },
    ],
  },
  process: {
    heading: "From open question to joint project",
    lede: "Each step narrows a wide field to the few collaborations worth funding.",
    steps: [
      {
        title: "Frame the challenges",
        description:
          "We pick three to five problems where outside knowledge would change the outcome and write each one up as a brief.",
      },
      {
        title: "Scout and match",
        description:
          "Lab projects, start-ups and research groups are screened against each brief and presented as a ranked shortlist.",
      },
      {
        title: "Pilot together",
        description: "Selected partners run a time-boxed pilot with your team under an agreement covering IP and data.",
      },
      {
        title: "Scale what works",
        description:
          "Successful pilots become licensed technology, supplier contracts or joint ventures with a business owner.",
      },
    ],
  },
  cta: {
    heading: "Looking for answers beyond your own walls?",
    body: "Tell us the problems your R&D keeps circling. We will show you where in the lab and start-up world the answers are likely to be.",
    buttonLabel: "Start an open innovation program",
    dialogTitle: "Talk to us about open innovation",
  },
} satisfies StandardBody;
