import type { StandardBody } from "~/content/offerings/schema";

export default {
  /** One line for the cards and lists that point at the page. */
  summary: "Robots that leave the demo floor and earn their keep on the shop floor.",
  description:
    "Robotics from feasibility to fleet: we select, integrate and program robots for manufacturing, logistics and field work, and keep them productive.",
  hero: {
    eyebrow: "Expertise · Robotics and automation",
    lede: "A robot that works in a demo is easy to buy. A robot that works at three in the morning on a dusty line, next to people, is an engineering project. That project is what we do.",
  },
  // The robotics intro differs from the other expertise pages: the video leads at full width.
  intro: {
    layout: "stacked",
    heading: "Robots that earn their keep",
    paragraphs: [
      "Automation projects fail on the details: parts that arrive in varying orientations, lighting that changes with the seasons, a floor layout never designed for mobile robots. We start on your floor, with your parts and your people, before recommending any hardware.",
      "Our robotics engineers cover mechanical design, perception, motion planning and safety certification. We are vendor-neutral, integrating industrial arms, collaborative robots and autonomous mobile robots on open software such as ROS 2, so you are never locked into a single supplier.",
    ],
    video: {
      source: "orbitant009",
      title: "Robotics: from the test cell to the shop floor",
      poster: "/posters/robotics.svg",
    },
  },
  benefits: {
    heading: "Why robotics with us",
    lede: "The return on automation comes from uptime, not from the purchase price.",
    items: [
      "Feasibility tested with your real parts in our test cell before any purchase order.",
      "Vendor-neutral recommendations across arms, cobots and mobile platforms.",
      "Perception systems tuned for the lighting, dust and variation of real sites.",
      "Safety assessments and documentation prepared for certification.",
      "Operator training that lets your own staff handle changeovers and recovery.",
      "Uptime monitoring with a response plan agreed before go-live.",
    ],
  },
  capabilities: {
    heading: "Our robotics capabilities",
    lede: "Engineering across the full stack of a working robot cell.",
    items: [
      {
        icon: "eye",
        title: "Perception and vision",
        description:
          "Camera and lidar systems with machine-learning models that recognize parts, people and obstacles in changing conditions.",
      },
      {
        icon: "route",
        title: "Motion and navigation",
        description:
          "Motion planning for arms and navigation for mobile fleets, tuned for cycle time and safe operation around people.",
      },
      {
        icon: "robot",
        title: "System integration",
        description:
          "Grippers, conveyors, controllers and plant software connected into one cell with a single operator interface.",
      },
      {
        icon: "gauge",
        title: "Fleet operations",
        description:
          "Remote monitoring, predictive maintenance and performance analytics that keep robots productive after handover.",
      },
    ],
  },
  process: {
    heading: "From first visit to running cell",
    lede: "We take the risk out of each stage before committing to the next investment.",
    steps: [
      {
        title: "Site study",
        description:
          "We observe the process, measure cycle times and collect sample parts to define what the robot must do.",
      },
      {
        title: "Test-cell trial",
        description:
          "The task is rebuilt in our lab with candidate hardware to prove its reliability before money is spent.",
      },
      {
        title: "Deploy",
        description:
          "The cell is installed, integrated and commissioned on site with minimal disruption to production.",
      },
      {
        title: "Optimize",
        description: "Performance data drives tuning of speed, uptime and quality over the first months of operation.",
      },
    ],
  },
  cta: {
    heading: "Thinking about automating a task?",
    body: "Walk us through the process on a call. We will tell you whether a robot can do it reliably and what the project would involve.",
    buttonLabel: "Assess a task for automation",
    dialogTitle: "Assess a task for automation",
  },
} satisfies StandardBody;
