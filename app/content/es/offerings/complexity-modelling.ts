// Spanish copy of the Optimization Modeling page.
import type { StandardBody } from "~/content/offerings/schema";

export default {
  summary: "Modelos de operaciones complejas que encuentran la decisión que de verdad vale la pena.",
  description:
    "Modelado de optimización: modelos matemáticos de operaciones complejas, de la cadena de suministro a los turnos de personal, que hallan mejores decisiones y las explican.",
  hero: {
    eyebrow: "Especialidad · Investigación operativa",
    lede: "Cuando interactúan miles de restricciones, la intuición y las hojas de cálculo dejan de dar con buenas respuestas. Construimos modelos de optimización y simulación que sí las encuentran, y herramientas para que tus planificadores los usen a diario.",
  },
  intro: {
    heading: "Mejores decisiones en sistemas demasiado complejos para resolverlos de cabeza",
    paragraphs: [
      "Trazar las rutas de una flota de reparto, organizar los turnos del personal de un hospital o planificar la producción entre varias plantas implica más combinaciones de las que cualquier equipo puede sopesar a mano. La mayoría de las organizaciones recurre a reglas empíricas que funcionaban hace años y que, sin hacer ruido, les cuestan margen, nivel de servicio o ambas cosas.",
      "Formulamos estos problemas matemáticamente, con programación entera mixta, programación con restricciones y simulación, y los resolvemos con solvers de nivel industrial. Cuando domina la incertidumbre, los modelos estocásticos y basados en agentes ponen a prueba cada plan frente a miles de futuros posibles.",
      "Un modelo solo es útil si los planificadores confían en él, así que diseñamos herramientas de apoyo a la decisión que explican sus recomendaciones, permiten modificarlas a mano y aprenden de esos cambios.",
    ],
    video: {
      source: "orbitant010",
      title: "Modelado de optimización: encontrar la decisión que vale la pena",
      poster: "/posters/complexity-modelling.svg",
    },
  },
  benefits: {
    heading: "Por qué optimizar con nosotros",
    lede: "Un buen modelo se amortiza en el primer ciclo de planificación y sigue rindiendo a medida que cambian las condiciones.",
    items: [
      "Ahorros cuantificados frente a tus planes actuales antes de construir ninguna herramienta.",
      "Modelos que respetan todas las restricciones reales, incluidas las no escritas que conocen los planificadores.",
      "Análisis de escenarios que muestran cómo resisten los planes ante cambios bruscos de la demanda e interrupciones.",
      "Herramientas para planificadores con explicaciones, ajustes manuales y comparación de escenarios hipotéticos.",
      "Solvers y licencias a la medida del tamaño de tu problema y de tu presupuesto.",
      "Modelos mantenidos como código, probados y versionados como cualquier otro sistema en producción.",
    ],
  },
  capabilities: {
    heading: "Nuestras capacidades de modelado",
    lede: "Las matemáticas, el software y la gestión del cambio que hacen que la optimización eche raíces.",
    items: [
      {
        icon: "grid",
        title: "Optimización matemática",
        description:
          "Modelos de programación lineal, entera y con restricciones para horarios, rutas, asignación de recursos y diseño de redes.",
      },
      {
        icon: "network",
        title: "Simulación y complejidad",
        description:
          "Simulaciones de eventos discretos y basadas en agentes que revelan cómo responden los sistemas complejos a las políticas y a las perturbaciones.",
      },
      {
        icon: "chart",
        title: "Previsión bajo incertidumbre",
        description:
          "Previsiones probabilísticas de demanda y suministro que alimentan la optimización robusta y estocástica.",
      },
      {
        icon: "checklist",
        title: "Herramientas de apoyo a la decisión",
        description:
          "Aplicaciones de planificación que ponen las recomendaciones del modelo en manos de quienes toman las decisiones.",
      },
    ],
  },
  process: {
    heading: "Cómo construimos un modelo en el que puedas confiar",
    lede: "Cuatro pasos para ir de un boceto del problema dibujado a mano a una herramienta de uso diario.",
    steps: [
      {
        title: "Mapear la decisión",
        description:
          "Recogemos objetivos, restricciones y fuentes de datos junto a los planificadores que hoy toman esa decisión.",
      },
      {
        title: "Formular y validar",
        description:
          "Un primer modelo se ejecuta con datos históricos para comparar sus planes con lo que ocurrió en realidad.",
      },
      {
        title: "Construir la herramienta",
        description:
          "Integramos el modelo en una interfaz pensada para los planificadores y conectada con tus datos y sistemas.",
      },
      {
        title: "Implantar y afinar",
        description:
          "Lo ejecutamos en paralelo a la planificación actual, lo ajustamos con los comentarios del equipo y después lo entregamos junto con la formación.",
      },
    ],
  },
  cta: {
    heading: "¿Un problema de planificación te está costando más de lo que debería?",
    body: "Cuéntanos qué decisión se les resiste a tus planificadores. Estimaremos cuánto podría mejorarla un modelo y en cuánto tiempo.",
    buttonLabel: "Estimar cuánto puedo ganar optimizando",
    dialogTitle: "Estimar cuánto puedes ganar optimizando",
  },
} satisfies StandardBody;
