import * as v from "valibot";
import { defineContent } from "~/content/define-content";
import { lineIconNames } from "./icon-names";

// The vision page's copy. Read by the route's loader only. The three stats and the four principles are fixed;
// the team picture is a generated abstract illustration, not a photograph.

const text = (max: number) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));

const visionSchema = v.strictObject({
  title: text(40),
  description: v.pipe(v.string(), v.minLength(70), v.maxLength(170)),
  statement: text(400),
  paragraphs: v.pipe(v.array(text(600)), v.minLength(1), v.maxLength(3)),
  quote: v.strictObject({ text: text(300), role: text(60) }),
  teamPicture: v.strictObject({
    src: v.pipe(v.string(), v.regex(/^\/images\/[a-z0-9-]+\.svg$/)),
    width: v.pipe(v.number(), v.integer(), v.minValue(1)),
    height: v.pipe(v.number(), v.integer(), v.minValue(1)),
    alt: text(200),
    caption: text(200),
  }),
  principles: v.pipe(
    v.array(v.strictObject({ icon: v.picklist(lineIconNames), title: text(40), description: text(300) })),
    v.length(4),
  ),
  stats: v.pipe(v.array(v.strictObject({ value: text(8), label: text(40) })), v.length(3)),
});

export const vision = defineContent(visionSchema, {
  title: "Our Vision",
  description:
    "Why we exist: to help every leader turn emerging technology into a lasting advantage, responsibly, and the principles we hold ourselves to.",
  statement:
    "We see a future in which every organization can turn emerging technology into a lasting advantage, not by chasing each new wave, but by understanding which ones matter to its people and putting them to work responsibly.",
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
  stats: [
    { value: "100+", label: "Innovations delivered" },
    { value: "50+", label: "Partner organizations" },
    { value: "∞", label: "Possibilities ahead" },
  ],
});
