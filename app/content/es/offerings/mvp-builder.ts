// Spanish copy of the MVP Builder page.
import type { StandardBody } from "~/content/offerings/schema";

export default {
  summary: "De una idea validada a un producto en manos de usuarios reales en doce semanas.",
  description:
    "MVP Builder convierte una idea validada en un producto funcional en manos de usuarios reales en doce semanas, con la analítica para decidir qué construir después.",
  hero: {
    eyebrow: "Servicio · Desarrollo de producto",
    lede: "Un equipo multidisciplinar de producto, diseño e ingeniería que pone un producto real en manos de usuarios reales en doce semanas, instrumentado para que la primera versión responda a la pregunta por la que lo financiaste.",
  },
  intro: {
    heading: "El producto más pequeño que puede darte la razón",
    paragraphs: [
      "Un MVP es un experimento disfrazado de producto. Si se queda corto, los usuarios nunca ven su valor; si se pasa, agotas la caja construyendo funciones que nadie ha pedido. Nuestro trabajo es encontrar la porción mínima que cumple la promesa central de principio a fin.",
      "Partimos de la hipótesis más arriesgada de tu caso de negocio y diseñamos hacia atrás: qué flujo tiene que parecer terminado, cuál puede seguir siendo manual entre bastidores y qué métrica nos dirá en un mes si conviene seguir adelante.",
      "El código tiene calidad de producción desde el primer commit, con pruebas, flujos de despliegue y documentación, para que el equipo que lo escale herede un activo y no un prototipo que haya que reescribir.",
    ],
    video: {
      source: "orbitant002",
      title: "MVP Builder: doce semanas del encargo al lanzamiento",
      poster: "/posters/mvp-builder.svg",
    },
  },
  benefits: {
    heading: "Hecho para aprender, hecho para durar",
    lede: "Una fecha de lanzamiento solo merece celebrarse si te deja evidencias y un código que puedas hacer crecer.",
    items: [
      "Usuarios probando software funcional en la semana ocho y lanzamiento público, a más tardar, en la semana doce.",
      "Un único equipo sénior durante todo el proyecto: sin traspasos entre descubrimiento, diseño y desarrollo.",
      "Analítica de producto y ciclos de retroalimentación conectados antes del lanzamiento, para que la primera cohorte ya genere datos.",
      "Alcance cerrado en cada ciclo de dos semanas: certeza sobre el coste, mientras las prioridades siguen siendo negociables.",
      "Arquitectura limpia sobre frameworks consolidados y con buen soporte, para los que es fácil encontrar talento en cualquier mercado.",
      "Propiedad total del código, los diseños y las cuentas desde el primer día, sin ataduras de licencias.",
    ],
  },
  capabilities: {
    heading: "Todo lo que necesita una primera versión",
    lede: "Un solo equipo cubre disciplinas que normalmente se reparten entre varios proveedores.",
    items: [
      {
        icon: "target",
        title: "Estrategia de producto",
        description:
          "Mapa de supuestos, recorte del alcance y métricas de éxito que vinculan cada funcionalidad con la hipótesis que pone a prueba.",
      },
      {
        icon: "eye",
        title: "Diseño de experiencia",
        description:
          "Mapas de recorrido, prototipos navegables y rondas de usabilidad con usuarios objetivo antes de escribir una sola línea de código de producción.",
      },
      {
        icon: "code",
        title: "Ingeniería full stack",
        description:
          "Aplicaciones web y móviles, API y flujos de datos construidos con pruebas automatizadas y entrega continua.",
      },
      {
        icon: "chart",
        title: "Analítica de lanzamiento",
        description:
          "Seguimiento de eventos, paneles por cohortes y una lista de experimentos pendientes, todo listo el día en que entran los primeros usuarios.",
      },
    ],
  },
  process: {
    heading: "Doce semanas, cuatro etapas",
    lede: "Cada etapa termina con algo que puedes ver, usar o medir.",
    steps: [
      {
        title: "Definir la apuesta",
        description:
          "Acordamos la hipótesis más arriesgada, los usuarios objetivo y la métrica que definirá el éxito, y ajustamos el alcance en consecuencia.",
      },
      {
        title: "Prototipar",
        description:
          "Los prototipos navegables se prueban con entre diez y quince usuarios objetivo; lo que les confunda cambia el plan antes de convertirse en código.",
      },
      {
        title: "Construir",
        description:
          "Versiones quincenales en un entorno de preproducción que puedes usar, con una demo y una revisión del alcance al final de cada ciclo.",
      },
      {
        title: "Lanzar y aprender",
        description:
          "El producto se abre a una primera cohorte, los paneles informan desde el primer día y te entregamos una hoja de ruta priorizada.",
      },
    ],
  },
  cta: {
    heading: "¿Tienes una idea que merece usuarios reales?",
    body: "Cuéntanos qué quieres demostrar. En una llamada esbozaremos el producto más ligero capaz de demostrarlo y lo que costarían doce semanas.",
    buttonLabel: "Planificar mi MVP",
    dialogTitle: "Planifica tu MVP con nosotros",
  },
} satisfies StandardBody;
