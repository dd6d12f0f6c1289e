// Spanish copy of the carousel's slides.
import { defineContent } from "~/content/define-content";
import { slidePicture, slideVideo, slidesSchema } from "~/content/home/slides-schema";

export const slides = defineContent(slidesSchema, [
  {
    title: "Computación cuántica",
    subtitle: "La ventaja, a tiempo.",
    mainText: "Vemos dónde rinde lo cuántico antes de que el hardware lo haga evidente.",
    image: slidePicture("quantum", "Frentes de onda violeta y verde azulado que interfieren sobre un fondo oscuro"),
    video: slideVideo("quantum"),
  },
  {
    title: "Robótica",
    subtitle: "Más allá de la demo.",
    mainText: "Robots que se ganan el sueldo en almacenes, laboratorios y clínicas.",
    image: slidePicture(
      "robotics",
      "Segmentos articulados de un brazo verde azulado que trazan un arco sobre una cuadrícula violeta",
    ),
    video: slideVideo("robotics"),
  },
  {
    title: "IA escalable",
    subtitle: "Hecha para datos reales.",
    mainText: "Aprendizaje automático que sigue acertando mucho después de la demo.",
    image: slidePicture("scalable-ai", "Una red de nodos luminosos unidos por finas líneas violeta"),
    video: slideVideo("scalable-ai"),
  },
  {
    title: "Creación de empresas",
    subtitle: "Del laboratorio a la empresa.",
    mainText: "Cofundamos empresas con investigación lista para el mercado.",
    image: slidePicture("ventures", "Órbitas concéntricas y un cuerpo brillante que asciende por la más externa"),
    video: slideVideo("ventures"),
  },
]);
