import * as v from "valibot";

// The under-construction page: its headline, message and the eight names its card rotates
// through, in the required order. Read by the route's loader only.

const text = (max: number) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max));

export const underConstructionSchema = v.strictObject({
  headline: text(60),
  message: text(40),
  lede: text(240),
  cardLabel: text(40),
  names: v.pipe(v.array(text(40)), v.length(8)),
});

export const underConstruction: v.InferOutput<typeof underConstructionSchema> = {
  headline: "Looking Beyond Conventional",
  message: "Coming soon...",
  lede: "This part of the site is still being built. While it takes shape, these are the areas our teams are working in.",
  cardLabel: "In the lab now",
  names: [
    "Quantum",
    "Robotics",
    "Scalable AI",
    "Behavioral Systems",
    "Open Innovation",
    "IRT Platform",
    "Venture Builder",
    "Optimization Modeling",
  ],
};
