// Spanish copy of the IRT Platform page.
import type { StandardBody } from "~/content/offerings/schema";

export default {
  summary:
    "Nuestra herramienta de diagnóstico: una medición de referencia de lo preparada que está tu organización para innovar.",
  description:
    "La Plataforma IRT mide la preparación para innovar en estrategia, cultura, capacidades y procesos, te compara con organizaciones similares y te indica por dónde empezar.",
  hero: {
    eyebrow: "Especialidad · Diagnóstico de preparación para innovar",
    lede: "Antes de invertir en innovación, conoce tu punto de partida. Nuestra herramienta de diagnóstico convierte las opiniones sobre lo innovadora que es tu organización en una medición de referencia, y sigue su evolución a medida que mejoras.",
  },
  intro: {
    heading: "Mide tu preparación antes de gastar en innovación",
    paragraphs: [
      "Es habitual que la dirección lance iniciativas de innovación dando por hecho que la organización está preparada para ellas, y que luego descubra que las normas de financiación, los incentivos o las competencias tiran en sentido contrario. La Plataforma IRT saca a la luz esos obstáculos antes de que hundan el programa.",
      "La plataforma combina una encuesta validada, dirigida a personas de todos los niveles, con entrevistas estructuradas y datos operativos. Puntúa la preparación en estrategia, liderazgo, cultura, capacidades, procesos y recursos, y muestra cómo se sitúa tu perfil frente al de organizaciones de tamaño y sector similares.",
      "Los resultados llegan en un panel interactivo, no en un informe estático, para que los equipos puedan profundizar por departamentos, comparar centros y repetir la evaluación para comprobar si sus cambios están funcionando.",
    ],
    video: {
      source: "orbitant011",
      title: "Plataforma IRT: un recorrido por el panel de preparación",
      poster: "/posters/irt-platform.svg",
    },
  },
  benefits: {
    heading: "Por qué medir con la Plataforma IRT",
    lede: "Una visión compartida y cuantificada sustituye al debate sobre por dónde empezar.",
    items: [
      "Una medición de referencia en seis dimensiones, basada en un modelo de evaluación validado.",
      "Comparativas con organizaciones similares que muestran qué carencias son inusuales y cuáles son habituales en tu sector.",
      "Desgloses por departamento y centro que revelan dónde la preparación es sólida y dónde es frágil.",
      "Recomendaciones priorizadas y vinculadas a las carencias que más influyen en los resultados.",
      "Evaluaciones periódicas que siguen tu progreso y muestran el retorno del trabajo de mejora.",
      "Respuestas anónimas e informes agregados que animan a contestar con franqueza.",
    ],
  },
  capabilities: {
    heading: "Dentro de la plataforma",
    lede: "Evaluación, análisis y planificación de acciones en una sola herramienta.",
    items: [
      {
        icon: "checklist",
        title: "Evaluación de la preparación",
        description:
          "Una encuesta de unas cincuenta preguntas, adaptada a tu contexto, que cada persona completa en unos quince minutos.",
      },
      {
        icon: "chart",
        title: "Comparativas",
        description:
          "Puntuaciones comparadas con una base de datos de organizaciones en constante crecimiento, por sector, tamaño y región.",
      },
      {
        icon: "grid",
        title: "Paneles interactivos",
        description:
          "Análisis en detalle por dimensión, departamento y ubicación, con exportaciones para los informes a la dirección.",
      },
      {
        icon: "route",
        title: "Planificación de acciones",
        description: "Iniciativas recomendadas para cada carencia, con responsables, hitos y fechas de reevaluación.",
      },
    ],
  },
  process: {
    heading: "Del punto de partida al progreso",
    lede: "La evaluación es el comienzo de un ciclo de mejora, no su final.",
    steps: [
      {
        title: "Configurar",
        description:
          "Adaptamos la encuesta, seleccionamos los grupos participantes y conectamos las fuentes de datos operativos.",
      },
      {
        title: "Evaluar",
        description:
          "Tu personal completa la evaluación a lo largo de dos semanas mientras entrevistamos a la dirección.",
      },
      {
        title: "Analizar",
        description: "Revisamos puntuaciones, comparativas y patrones con tu equipo en un taller de resultados.",
      },
      {
        title: "Actuar y volver a medir",
        description:
          "Se acuerda un plan de acción y, entre seis y doce meses después, una evaluación de seguimiento muestra qué ha cambiado.",
      },
    ],
  },
  cta: {
    heading: "¿Hasta qué punto está tu organización preparada para innovar?",
    body: "Mira la plataforma en acción. Te mostraremos un panel de ejemplo y te explicaremos cómo se desarrollaría una evaluación en tu caso.",
    buttonLabel: "Solicitar una demo de la plataforma",
    dialogTitle: "Solicitar una demo de la Plataforma IRT",
  },
} satisfies StandardBody;
