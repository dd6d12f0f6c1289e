// Spanish copy of the Innovation Enabler page.
import type { StandardBody } from "~/content/offerings/schema";

export default {
  summary:
    "Una práctica de innovación que dirigen tus propios equipos, con un flujo continuo de apuestas puestas a prueba.",
  description:
    "Innovation Enabler crea una práctica de innovación en tu organización: una cartera de apuestas probadas, los rituales que la mueven y las personas que la sostienen.",
  hero: {
    eyebrow: "Servicio · Práctica de innovación",
    lede: "A la mayoría de las empresas no les faltan ideas: les falta una forma repetible de elegirlas, probarlas y financiarlas. Montamos ese mecanismo con tus equipos, lo ponemos en marcha a su lado durante dos trimestres y después nos retiramos.",
  },
  intro: {
    heading: "La innovación como ritmo de trabajo, no como proyecto paralelo",
    paragraphs: [
      "Los programas de innovación suelen fracasar a mitad de camino: el hackathon generó cuarenta conceptos, al comité de dirección le gustaron seis y, un año después, ninguno tiene partida presupuestaria. El problema rara vez es la creatividad. Lo que falta es un camino que lleve de una idea a una decisión de financiación respaldada por evidencias.",
      "Innovation Enabler traza ese camino. Identificamos de dónde tiene que salir tu crecimiento, lo traducimos en unas pocas apuestas explícitas y damos a cada apuesta una secuencia de experimentos baratos con criterios de descarte pactados de antemano. La dirección ve una cartera, no una presentación de diapositivas.",
      "Trabajamos dentro de tu modelo de gobierno, no al margen de él, para que la práctica sobreviva a nuestra salida. Al final, tus propios equipos de producto, estrategia y finanzas mantienen el ritmo sin que tengamos que estar en la sala.",
    ],
    video: {
      source: "orbitant001",
      title: "Innovation Enabler: así funciona la práctica",
      poster: "/posters/innovation-enabler.svg",
    },
  },
  benefits: {
    heading: "Excelencia que se nota en la revisión de cartera",
    lede: "Una práctica de innovación se mide por las decisiones que produce. Estos son los resultados que destacan nuestros clientes un año después de que nos vayamos.",
    items: [
      "Una única cartera de innovación, con puntos de control por fase aprobados por el director financiero, en lugar de proyectos favoritos dispersos.",
      "Decisiones de descarte en semanas y no en trimestres, que liberan presupuesto para las apuestas que se lo ganan.",
      "Facilitadores internos certificados en nuestras guías de trabajo, para que la práctica no dependa de ayuda externa.",
      "Coste de los experimentos medido por cada aprendizaje obtenido, lo que da a finanzas un lenguaje para financiar la incertidumbre.",
      "Una vigilancia tecnológica trimestral que conecta las tecnologías emergentes con unidades de negocio y responsables concretos.",
      "Informes listos para el consejo que muestran el riesgo eliminado en cada apuesta, no la actividad contabilizada por equipo.",
    ],
  },
  capabilities: {
    heading: "Lo que ponemos en marcha contigo",
    lede: "Cuatro piezas del mecanismo, instaladas a la vez para que cada una alimente a la siguiente.",
    items: [
      {
        icon: "compass",
        title: "Mapa de oportunidades",
        description:
          "Medimos la distancia entre tu plan y tu ambición y la relacionamos con problemas de clientes, mercados adyacentes y cambios tecnológicos por los que merece la pena apostar.",
      },
      {
        icon: "grid",
        title: "Diseño de la cartera",
        description:
          "Las apuestas se ordenan por horizonte y riesgo, cada una con un responsable, un presupuesto acotado y la hipótesis que con más probabilidad podría tumbarla.",
      },
      {
        icon: "flask",
        title: "Sistemas de experimentación",
        description:
          "Plantillas, herramientas y una cadencia semanal para entrevistas, pruebas de humo y pilotos en modo concierge que los equipos pueden lanzar en cuestión de días.",
      },
      {
        icon: "users",
        title: "Transferencia de capacidades",
        description:
          "Trabajo en tándem, coaching y un programa de facilitadores que deja a tu propia gente preparada para llevar la práctica a pleno rendimiento.",
      },
    ],
  },
  process: {
    heading: "Dos trimestres: del primer taller a una práctica autónoma",
    lede: "Cada fase termina con una decisión que toma tu equipo directivo, no con un informe que se archiva.",
    steps: [
      {
        title: "Diagnosticar",
        description:
          "Entrevistas con la dirección y con los equipos de primera línea, una revisión de las iniciativas anteriores y una línea base de cómo llegan hoy las ideas a conseguir financiación.",
      },
      {
        title: "Diseñar",
        description:
          "Las brechas de crecimiento se convierten en una cartera de seis a diez apuestas con hipótesis explícitas, presupuestos y el modelo de gobierno que las revisará.",
      },
      {
        title: "Ejecutar",
        description:
          "Los equipos hacen sprints de experimentación con nuestros coaches integrados; cada seis semanas, una revisión de cartera decide si cada apuesta se refuerza, cambia de rumbo o se detiene.",
      },
      {
        title: "Transferir",
        description:
          "Los facilitadores toman el relevo, las guías de trabajo se adaptan a tu cultura y volvemos un trimestre después para revisar el estado de la práctica.",
      },
    ],
  },
  cta: {
    heading: "¿Convertimos tus ideas en decisiones financiadas?",
    body: "Reserva una sesión de trabajo de cuarenta y cinco minutos. Trae tu lista actual de iniciativas y te mostraremos por dónde empezaría la práctica.",
    buttonLabel: "Reservar una sesión de innovación",
    dialogTitle: "Reservar una sesión de Innovation Enabler",
  },
} satisfies StandardBody;
