import type { VentureBody } from "~/content/offerings/schema";

// The ventures' video ids are placeholders until the real ones are given (the second shows the drive form).
// The care platform's website is a reserved .example address until its real one is given.
export default {
  /** One line for the cards and lists that point at the page. */
  summary: "We co-found companies around technology that is ready to leave the lab.",
  description:
    "Venture Builder co-founds companies with corporates and researchers: we validate the idea, build the product, find the market and assemble the team.",
  hero: {
    eyebrow: "Service · Company building",
    lede: "Some ideas are too big for a project and too early for a business unit. We take them through validation, product and first revenue as a co-founder, sharing the risk and the upside with you.",
  },
  intro: {
    heading: "A studio that builds companies, not decks",
    paragraphs: [
      "Venture Builder is for corporates with an adjacent opportunity they cannot pursue inside their core business, and for researchers whose work deserves a company around it. We bring the operating team, the methods and a share of the capital.",
      "Every venture follows the disciplined path we use for our own: prove the problem, prove the product, prove the channel, then raise to scale. Ideas that fail a gate are stopped early, which is why the ones that pass are worth backing.",
    ],
  },
  ventures: {
    heading: "Ventures we have built",
    lede: "Two companies from our studio, each started from a problem we saw up close and a technology ready to solve it.",
    items: [
      {
        title: "Hearthline",
        subtitle: "Care coordination platform",
        description:
          "Hearthline gives families and home-care agencies one shared picture of an older relative's care. Visits, medication changes and notes from every caregiver land in a single timeline, so nobody learns about a missed dose from a hospital discharge letter.",
        features: [
          "Shared care timeline for family members, nurses and agency staff",
          "Visit scheduling with live check-in and check-out from the caregiver's phone",
          "Medication schedules with reminders and an alert when a dose is missed",
          "Secure messaging between the care team and the family",
          "Weekly wellbeing summaries written in plain language",
          "Role-based access that keeps clinical notes with the professionals who need them",
        ],
        video: {
          source: "orbitant004",
          title: "Hearthline: one picture of a loved one's care",
          poster: "/posters/venture-hearthline.svg",
        },
        website: "https://hearthline.example",
      },
      {
        title: "Roverroom",
        subtitle: "Remote robotics education",
        description:
          "Roverroom lets students program real robots in a real lab from any classroom with a browser. Schools that cannot afford their own robotics kit book time on our fleet, write code, watch it run on camera and get the sensor data back.",
        features: [
          "Browser-based coding environment with block and Python modes",
          "Live camera feeds from the robot arena with under a second of delay",
          "A bookable fleet of wheeled rovers and desktop robot arms",
          "Curriculum units aligned to middle and high school computer science",
          "Sensor logs that students download and analyze after each run",
          "A teacher dashboard to set challenges, review code and track progress",
        ],
        video: {
          source: "https://drive.google.com/file/d/1rOverroomPlaceholderDemoVideo/view",
          title: "Roverroom: a robotics lab in every classroom",
          poster: "/posters/venture-roverroom.svg",
        },
      },
    ],
  },
  benefits: {
    heading: "Why found with a studio",
    lede: "Building with us changes the odds in ways a solo founding team or an internal project rarely can.",
    items: [
      "An operating team from day one, so no months are lost recruiting before the first experiment.",
      "Shared services for legal, finance and cloud infrastructure that cut early burn.",
      "Evidence-based stage gates that stop weak ideas before they consume a funding round.",
      "Introductions to our investor network once a venture has traction worth showing.",
      "A corporate partner's assets, such as customers, data or distribution, made available on fair terms.",
      "Equity structures agreed at the start, so founders, partners and the studio know where they stand.",
    ],
  },
  capabilities: {
    heading: "What we bring to every venture",
    lede: "Four capabilities that carry a venture from an idea to a company that stands on its own.",
    items: [
      {
        icon: "rocket",
        title: "Venture Incubation",
        description:
          "A home for the venture's first year: workspace, shared services and an operating partner who sits on the founding team.",
      },
      {
        icon: "compass",
        title: "Innovation Strategy",
        description:
          "Market theses, competitive mapping and the choice of where to play, grounded in the technology's real advantage.",
      },
      {
        icon: "chart",
        title: "Business Development",
        description:
          "First customers, pilot contracts and partnerships, negotiated by people who have sold to the same buyers before.",
      },
      {
        icon: "users",
        title: "Team Building",
        description:
          "Recruiting the founding CEO and early hires, with our people in the seats until the permanent team arrives.",
      },
    ],
  },
  process: {
    heading: "From idea to independent company",
    lede: "Four stages, each with a gate the venture must pass before more capital goes in.",
    steps: [
      {
        title: "Idea Validation",
        description:
          "Customer interviews, market sizing and a willingness-to-pay test decide whether the problem is worth a company.",
      },
      {
        title: "Prototype Development",
        description:
          "A working product goes to design partners, who use it in their daily work and tell us what has to change.",
      },
      {
        title: "Market Entry",
        description:
          "Paid pilots become the first contracts, pricing is tested, and a repeatable sales motion starts to appear.",
      },
      {
        title: "Scale and Growth",
        description:
          "The venture raises outside capital, permanent leadership takes over and the studio steps back to a board seat.",
      },
    ],
  },
  cta: {
    heading: "Have a venture that needs a co-founder?",
    body: "Whether you hold an opportunity your core business cannot chase or research ready to leave the lab, let us talk about building it together.",
    buttonLabel: "Schedule Your Venture Consultation",
    dialogTitle: "Schedule your venture consultation",
  },
} satisfies VentureBody;
