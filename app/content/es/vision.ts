// Spanish copy of the vision page.
import { defineContent } from "~/content/define-content";
import { visionSchema } from "~/content/vision-schema";

export const vision = defineContent(visionSchema, {
  title: "Nuestra visión",
  description:
    "Por qué existimos: para ayudar a cada líder a convertir con responsabilidad la tecnología emergente en una ventaja duradera, y los principios que nos exigimos.",
  eyebrow: "Por qué existimos",
  statement:
    "Imaginamos un futuro en el que cualquier organización pueda convertir la tecnología emergente en una ventaja duradera: no persiguiendo cada nueva ola, sino entendiendo cuáles importan a su gente y poniéndolas a trabajar con responsabilidad.",
  storyLabel: "Nuestra historia",
  paragraphs: [
    "Fundamos esta firma después de ver repetirse una y otra vez la misma historia: investigación brillante que nunca salía del laboratorio y empresas capaces que adoptaban la nueva tecnología demasiado tarde o por los motivos equivocados. Cerrar esa brecha es el trabajo que elegimos.",
    "Por eso sentamos a la misma mesa a científicos, ingenieros y estrategas. Cada idea se pone a prueba a la vez frente a la física, el código y el mercado, y así es como lo improbable se vuelve rutina para las organizaciones a las que servimos.",
  ],
  quote: {
    text: "La tecnología no crea ventaja por sí sola. La crean las personas que la entienden, la cuestionan y la ponen a trabajar para los demás.",
    role: "Consejera delegada (CEO)",
  },
  teamPicture: {
    src: "/images/vision-team.svg",
    width: 1200,
    height: 675,
    alt: "Ilustración abstracta de nuestro equipo: cinco figuras en violeta y verde azulado reunidas en torno a una idea compartida que brilla.",
    caption: "Científicos, ingenieros y estrategas trabajando como un solo equipo.",
  },
  principlesEyebrow: "Principios fundamentales",
  principlesHeading: "Lo que nos exigimos",
  principles: [
    {
      icon: "lightbulb",
      title: "Innovación ante todo",
      description:
        "Partimos de lo que una tecnología nueva hace posible y, desde ahí, volvemos al problema que mejor resuelve. Aquí la curiosidad es una disciplina, no un lujo.",
    },
    {
      icon: "heart",
      title: "Diseño centrado en las personas",
      description:
        "Todo sistema que construimos lo usa alguien. Diseñamos pensando en su tiempo, su criterio y su dignidad, y lo probamos con esas personas desde el principio.",
    },
    {
      icon: "users",
      title: "Excelencia colaborativa",
      description:
        "Nuestro mejor trabajo surge cuando clientes, investigadores y socios se sientan en la misma sala. Compartimos abiertamente nuestros métodos y nos medimos por lo que los equipos saben hacer cuando nos vamos.",
    },
    {
      icon: "leaf",
      title: "Futuro sostenible",
      description:
        "Preferimos soluciones que consumen menos recursos, duran más y mejoran la vida de las comunidades, y rechazamos los encargos que hacen lo contrario.",
    },
  ],
  statsHeading: "Nuestro trabajo en cifras",
  stats: [
    { value: "100+", label: "Innovaciones entregadas" },
    { value: "50+", label: "Organizaciones socias" },
    { value: "∞", label: "Posibilidades por delante" },
  ],
});
