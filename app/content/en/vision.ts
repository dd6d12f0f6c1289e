import { defineContent } from "~/content/define-content";
import { visionSchema } from "~/content/vision-schema";

// The vision page's copy in English. Read by the route's loader only.
export const vision = defineContent(visionSchema, {
  title: "Our Vision",
  description:
    "Why we exist: to help every leader turn emerging technology into a lasting advantage, responsibly, and the principles we hold ourselves to.",
  eyebrow: "Why we exist",
  statement:
    "We see a future in which every organization can turn emerging technology into a lasting advantage, not by chasing each new wave, but by understanding which ones matter to its people and putting them to work responsibly.",
  storyLabel: "Our story",
  paragraphs: [
    "We founded this firm after watching the same story repeat itself: brilliant research that never left the lab, and capable companies that adopted new technology too late or for the wrong reasons. Closing that gap is the work we chose.",
    "So we put scientists, engineers and strategists at the same table. Every idea is tested against physics, code and the market at once, which is how the improbable becomes routine for the organizations we serve.",
  ],
  quote: {
    text: "Technology does not create advantage on its own. People who understand it, question it and put it to work for others do.",
    role: "Chief Executive Officer",
  },
  teamPicture: {
    src: "/images/vision-team.svg",
    width: 1200,
    height: 675,
    alt: "Abstract illustration of our team: five figures in violet and teal gathered around a glowing shared idea.",
    caption: "Scientists, engineers and strategists working as one team.",
  },
  principlesEyebrow: "Core principles",
  principlesHeading: "What we hold ourselves to",
  principles: [
    {
      icon: "lightbulb",
      title: "Innovation First",
      description:
        "We start from what a new technology makes possible, then work back to the problem it solves best. Curiosity is a discipline here, not a perk.",
    },
    {
      icon: "heart",
      title: "Human-Centered Design",
      description:
        "Every system we build is used by someone. We design for their time, their judgment and their dignity, and we test with them early.",
    },
    {
      icon: "users",
      title: "Collaborative Excellence",
      description:
        "Our best work happens with clients, researchers and partners in one room. We share methods openly and judge ourselves by what teams can do after we leave.",
    },
    {
      icon: "leaf",
      title: "Sustainable Future",
      description:
        "We favor solutions that use fewer resources, last longer and leave communities better off, and we turn down work that does the opposite.",
    },
  ],
  statsHeading: "Our work in numbers",
  stats: [
    { value: "100+", label: "Innovations delivered" },
    { value: "50+", label: "Partner organizations" },
    { value: "∞", label: "Possibilities ahead" },
  ],
});
