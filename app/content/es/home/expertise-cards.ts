// Spanish copy of the home page's expertise cards, in their order.
import { defineContent } from "~/content/define-content";
import { expertiseCardEntriesSchema } from "~/content/home/expertise-cards";
import { prototypeEngineering } from "~/content/pages";

export const expertiseCardEntries = defineContent(expertiseCardEntriesSchema, [
  {
    page: "mit-media-lab",
    icon: "lightbulb",
    description:
      "Laboratorios de investigación, startups y equipos corporativos sobre un mismo reto, con las condiciones de propiedad intelectual pactadas de antemano.",
  },
  {
    page: "quantum",
    icon: "atom",
    description:
      "Casos de uso dimensionados según hojas de ruta realistas del hardware, y algoritmos a punto para cuando los qubits lo estén.",
  },
  {
    page: "robotics",
    icon: "robot",
    description:
      "Manipulación y autonomía para entornos caóticos y cambiantes, probadas en tus instalaciones y no en las nuestras.",
  },
  {
    page: "scalable-ai",
    icon: "network",
    description:
      "Modelos, flujos de datos y supervisión diseñados a la vez, para que la precisión sobreviva al primer año.",
  },
  {
    page: "behavioural-systems",
    icon: "brain",
    description:
      "Productos y políticas diseñados en torno a cómo decide realmente la gente, y probados sobre el terreno.",
  },
  {
    page: "complexity-modelling",
    icon: "chart",
    description:
      "Simulación y optimización de operaciones complejas, hasta llegar a la decisión que conviene tomar el lunes.",
  },
  { ...prototypeEngineering, icon: "cube" },
  { page: "venture-builder", icon: "leaf" },
  {
    page: "irt-platform",
    icon: "gauge",
    description:
      "Nuestra plataforma para medir hasta qué punto está preparado un equipo para llevar una tecnología nueva al mercado.",
  },
]);
