// Spanish copy of the Applied Research page.
import type { StandardBody } from "~/content/offerings/schema";

export default {
  summary:
    "Respuestas a preguntas técnicas difíciles con el nivel de evidencia que exige un consejo de administración.",
  description:
    "Applied Research responde a preguntas técnicas difíciles con experimentos, prototipos y revisiones bibliográficas tan rigurosos que sirven de base para invertir.",
  hero: {
    eyebrow: "Servicio · Investigación y desarrollo",
    lede: "Cuando una decisión depende de si una tecnología funciona de verdad, las opiniones salen caras. Nuestros científicos e ingenieros diseñan el estudio, realizan los experimentos y te dicen con claridad qué respaldan las evidencias.",
  },
  intro: {
    heading: "Evidencias antes que inversión",
    paragraphs: [
      "Los proveedores prometen cifras de precisión medidas con datos ajenos. Los artículos científicos publican resultados en condiciones que tu planta nunca verá. Applied Research cierra la brecha entre lo que se afirma en general y lo que es cierto en tu caso.",
      "Cada proyecto empieza por convertir una pregunta de negocio en una pregunta de investigación con una respuesta falsable: ¿puede este sensor detectar el defecto a la velocidad de la línea?, ¿aguantará este modelo con nuestro histórico de siniestros?, ¿es estable este material a nuestra temperatura de operación?",
      "Después realizamos el estudio más pequeño capaz de responderla con confianza, con tus datos y tus restricciones, y presentamos los resultados con su incertidumbre a la vista, no escondida.",
    ],
    video: {
      source: "orbitant003",
      title: "Applied Research: de la pregunta a la evidencia",
      poster: "/posters/applied-research.svg",
    },
  },
  benefits: {
    heading: "Investigación con el rigor que exige una decisión",
    lede: "Rigor académico con plazos de negocio, explicado para quienes firman el presupuesto.",
    items: [
      "Diseños de estudio prerregistrados, para que nadie pueda ajustar el resultado en silencio a la respuesta deseada.",
      "Investigadores con doctorado en aprendizaje automático, física, materiales e investigación operativa en un mismo equipo.",
      "Veredictos de viabilidad en un plazo de seis a diez semanas, proporcionados al valor de la decisión que fundamentan.",
      "Código reproducible, conjuntos de datos y cuadernos de laboratorio entregados con cada informe final.",
      "Acceso a colaboradores académicos e instalaciones especializadas a través de nuestra red de investigación.",
      "Cesión a tu favor de la propiedad intelectual generada durante el estudio, en condiciones acordadas de antemano.",
    ],
  },
  capabilities: {
    heading: "Cómo generamos la evidencia",
    lede: "Cuatro tipos de trabajo que combinamos según la pregunta, no según un método fijo.",
    items: [
      {
        icon: "book",
        title: "Panorama tecnológico",
        description:
          "Revisiones sistemáticas de artículos, patentes y afirmaciones de proveedores que separan lo que está demostrado de lo que aún es marketing.",
      },
      {
        icon: "flask",
        title: "Estudios de viabilidad",
        description:
          "Experimentos controlados y comparativas con tus propios datos que miden si una tecnología alcanza el listón que fija tu caso de uso.",
      },
      {
        icon: "cpu",
        title: "Ingeniería de pruebas de concepto",
        description:
          "Prototipos funcionales en el laboratorio o en tus instalaciones que muestran cómo rinde un método en condiciones y cargas realistas.",
      },
      {
        icon: "scale",
        title: "Análisis de decisiones",
        description:
          "Modelamos en paralelo los equilibrios entre coste, riesgo y rendimiento, para que los resultados se traduzcan directamente en un caso de inversión.",
      },
    ],
  },
  process: {
    heading: "Un estudio en cuatro etapas",
    lede: "El método es científico; el ritmo se ajusta a la fecha de tu decisión.",
    steps: [
      {
        title: "Plantear la pregunta",
        description:
          "Definimos con tus partes interesadas la decisión, la hipótesis y el umbral de evidencia que la haría cambiar.",
      },
      {
        title: "Diseñar el estudio",
        description:
          "Métodos, conjuntos de datos, controles y criterios de éxito se ponen por escrito y se acuerdan antes de iniciar cualquier experimento.",
      },
      {
        title: "Realizar los experimentos",
        description:
          "En reuniones semanales compartimos los resultados intermedios, y paramos antes si la respuesta ya está clara en un sentido u otro.",
      },
      {
        title: "Informar y recomendar",
        description:
          "Un informe de resultados, una sesión informativa para la dirección y una recomendación: invertir, esperar o retirarse.",
      },
    ],
  },
  cta: {
    heading: "¿Hay una decisión importante pendiente de una incógnita técnica?",
    body: "Cuéntanos la pregunta en una llamada breve. Te diremos si la investigación puede responderla, cuánto tardaría y cuánto costaría.",
    buttonLabel: "Definir una pregunta de investigación",
    dialogTitle: "Definir un estudio de Applied Research",
  },
} satisfies StandardBody;
