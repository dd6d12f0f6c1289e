// Spanish copy of the Scalable AI page.
import type { StandardBody } from "~/content/offerings/schema";

export default {
  summary: "Aprendizaje automático que resiste el contacto con los datos de producción y los presupuestos reales.",
  description:
    "Llevamos el aprendizaje automático de un notebook prometedor a un sistema fiable en producción, con los flujos de datos, la supervisión y la gobernanza que lo sostienen.",
  hero: {
    eyebrow: "Especialidad · Ingeniería de aprendizaje automático",
    lede: "La mayoría de los pilotos de IA nunca llegan a producción, y muchos de los que llegan se degradan sin que nadie lo note. Construimos modelos, y la ingeniería que los rodea, que siguen rindiendo aunque cambien los datos, la carga y la regulación.",
  },
  intro: {
    heading: "De la demo impresionante al sistema fiable",
    paragraphs: [
      "Un modelo que puntúa bien con los datos del año pasado es la parte fácil. Lo difícil es alimentarlo con datos frescos de forma fiable, servirlo con la latencia que necesita tu producto, detectar cuándo empieza a desviarse su precisión y explicar sus decisiones ante un regulador.",
      "Nuestros ingenieros tratan el aprendizaje automático como una disciplina de software. Todo modelo que entregamos tiene datos versionados, entrenamiento reproducible, evaluación automática frente a un banco de pruebas con datos reservados y un plan de vuelta atrás, ya sea una previsión de demanda o un agente basado en un modelo de lenguaje.",
      "Somos pragmáticos con la técnica: a veces la respuesta es un modelo fundacional afinado y otras, árboles con gradient boosting y un buen almacén de variables. Lo que cuesta cada predicción es una restricción de diseño desde el primer día.",
    ],
    video: {
      source: "orbitant007",
      title: "IA escalable: aprendizaje automático en producción",
      poster: "/posters/scalable-ai.svg",
    },
  },
  benefits: {
    heading: "Por qué construir tu IA con nosotros",
    lede: "Para nosotros, el éxito es que el modelo siga justificando su inversión un año después del lanzamiento.",
    items: [
      "Despliegue en producción planificado desde el primer sprint, no añadido a última hora tras el piloto.",
      "Supervisión de la deriva de datos, la precisión y el gasto, con alertas que llegan al equipo responsable.",
      "Baterías de evaluación que miden los modelos según tus métricas de negocio, no solo por su precisión.",
      "Elección de modelos justificada tanto por lo que cuesta cada predicción como por su calidad.",
      "Documentación y registros de auditoría listos para la nueva regulación de la IA.",
      "Patrones de plataforma que tus propios ingenieros pueden extender a los próximos diez modelos.",
    ],
  },
  capabilities: {
    heading: "Nuestras capacidades de ingeniería de IA",
    lede: "Todo el recorrido desde los datos en bruto hasta un modelo en producción, y de vuelta cuando toca reentrenarlo.",
    items: [
      {
        icon: "layers",
        title: "Cimientos de datos",
        description:
          "Flujos de datos, almacenes de variables y contratos de datos que dan a los modelos entradas limpias, puntuales y documentadas.",
      },
      {
        icon: "brain",
        title: "Desarrollo de modelos",
        description:
          "Aprendizaje automático clásico, aprendizaje profundo y adaptación de modelos fundacionales, elegidos por la evidencia y no por la moda.",
      },
      {
        icon: "gauge",
        title: "MLOps e inferencia",
        description:
          "Entrenamiento, evaluación y despliegue automatizados, con inferencia de baja latencia que escala con la demanda.",
      },
      {
        icon: "shield",
        title: "IA responsable",
        description:
          "Pruebas de sesgo, explicabilidad y procesos de gobernanza que convencen a los equipos de riesgos y a los reguladores.",
      },
    ],
  },
  process: {
    heading: "Cómo llega un modelo a producción",
    lede: "Un camino que hemos recorrido muchas veces, adaptado a tu tecnología y a tu tolerancia al riesgo.",
    steps: [
      {
        title: "Evaluar",
        description:
          "Auditamos tus datos, tu infraestructura y el caso de uso, y estimamos el valor y la viabilidad del modelo.",
      },
      {
        title: "Prototipar",
        description:
          "Un modelo de base con datos reales fija la referencia, y una batería de evaluación define qué significa hacerlo mejor.",
      },
      {
        title: "Llevar a producción",
        description:
          "Construimos los flujos de datos, la inferencia y la supervisión, los probamos bajo carga y los desplegamos de forma gradual y controlada.",
      },
      {
        title: "Operar",
        description:
          "Las alertas de deriva, los reentrenamientos programados y las revisiones trimestrales mantienen el modelo preciso, asequible y conforme a la normativa.",
      },
    ],
  },
  cta: {
    heading: "¿Tienes un piloto de IA atascado a las puertas de producción?",
    body: "Muéstranos dónde se estancó. En una sola sesión identificaremos qué separa tu modelo de un uso fiable en producción.",
    buttonLabel: "Revisar mi proyecto de IA",
    dialogTitle: "Revisa tu proyecto de IA con nosotros",
  },
} satisfies StandardBody;
