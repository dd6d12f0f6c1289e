import { defineContent } from "~/content/define-content";
import { slidePicture, slideVideo, slidesSchema } from "~/content/home/slides-schema";

// The carousel's slides in English.
export const slides = defineContent(slidesSchema, [
  {
    title: "Quantum computing",
    subtitle: "Advantage, located early.",
    mainText: "We find where quantum pays before the hardware makes it obvious.",
    image: slidePicture("quantum", "Interfering violet and teal wave fronts on a dark field"),
    video: slideVideo("quantum"),
  },
  {
    title: "Robotics",
    subtitle: "Off the demo floor.",
    mainText: "Robots that earn their keep in warehouses, labs and clinics.",
    image: slidePicture("robotics", "Jointed teal arm segments tracing an arc over a violet grid"),
    video: slideVideo("robotics"),
  },
  {
    title: "Scalable AI",
    subtitle: "Built for production data.",
    mainText: "Machine learning that stays accurate long after the launch demo.",
    image: slidePicture("scalable-ai", "A lattice of glowing nodes joined by fine violet lines"),
    video: slideVideo("scalable-ai"),
  },
  {
    title: "Venture building",
    subtitle: "From lab to company.",
    mainText: "We co-found ventures around research that is ready to leave the lab.",
    image: slidePicture("ventures", "Concentric orbits with a bright body rising along the outermost"),
    video: slideVideo("ventures"),
  },
]);
