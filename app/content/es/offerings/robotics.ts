// Spanish copy of the Robotics page.
import type { StandardBody } from "~/content/offerings/schema";

export default {
  summary: "Robots que salen de la sala de demostraciones y rinden de verdad en la planta de producción.",
  description:
    "Robótica de la viabilidad a la flota: seleccionamos, integramos y programamos robots para fabricación, logística y trabajo de campo, y los mantenemos productivos.",
  hero: {
    eyebrow: "Especialidad · Robótica y automatización",
    lede: "Comprar un robot que funciona en una demostración es fácil. Conseguir que funcione a las tres de la mañana, en una línea llena de polvo y junto a personas, es un proyecto de ingeniería. Ese proyecto es lo que hacemos.",
  },
  intro: {
    layout: "stacked",
    heading: "Robots que rinden de verdad",
    paragraphs: [
      "Los proyectos de automatización fracasan en los detalles: piezas que llegan cada vez con una orientación distinta, una iluminación que cambia con las estaciones, una planta que nunca se diseñó para robots móviles. Antes de recomendar ningún hardware, empezamos en tu planta, con tus piezas y con tu gente.",
      "Nuestros ingenieros de robótica cubren el diseño mecánico, la percepción, la planificación de movimientos y la certificación de seguridad. Somos independientes de los fabricantes: integramos brazos industriales, robots colaborativos y robots móviles autónomos sobre software abierto como ROS 2, para que nunca dependas de un único proveedor.",
    ],
    video: {
      source: "orbitant009",
      title: "Robótica: de la celda de pruebas a la planta de producción",
      poster: "/posters/robotics.svg",
    },
  },
  benefits: {
    heading: "Por qué hacer robótica con nosotros",
    lede: "El retorno de la automatización sale de la disponibilidad de los equipos, no del precio de compra.",
    items: [
      "Viabilidad probada con tus piezas reales en nuestra celda de pruebas antes de emitir ninguna orden de compra.",
      "Recomendaciones independientes del fabricante en brazos, cobots y plataformas móviles.",
      "Sistemas de percepción ajustados a la iluminación, el polvo y la variabilidad de los entornos reales.",
      "Evaluaciones de seguridad y documentación preparadas para la certificación.",
      "Formación de operarios para que tu propio personal se encargue de los cambios de formato y de la recuperación ante fallos.",
      "Supervisión de la disponibilidad con un plan de respuesta acordado antes de la puesta en marcha.",
    ],
  },
  capabilities: {
    heading: "Nuestras capacidades en robótica",
    lede: "Ingeniería en todas las capas de una celda robotizada en funcionamiento.",
    items: [
      {
        icon: "eye",
        title: "Percepción y visión",
        description:
          "Sistemas de cámaras y lidar con modelos de aprendizaje automático que reconocen piezas, personas y obstáculos en condiciones cambiantes.",
      },
      {
        icon: "route",
        title: "Movimiento y navegación",
        description:
          "Planificación de movimientos para brazos y navegación para flotas móviles, afinadas para el tiempo de ciclo y para operar con seguridad junto a personas.",
      },
      {
        icon: "robot",
        title: "Integración de sistemas",
        description:
          "Pinzas, cintas transportadoras, controladores y software de planta conectados en una sola celda con una única interfaz de operario.",
      },
      {
        icon: "gauge",
        title: "Operación de flotas",
        description:
          "Supervisión remota, mantenimiento predictivo y análisis del rendimiento para que los robots sigan siendo productivos después de la entrega.",
      },
    ],
  },
  process: {
    heading: "De la primera visita a la celda en marcha",
    lede: "Eliminamos los riesgos de cada fase antes de comprometer la siguiente inversión.",
    steps: [
      {
        title: "Estudiar el terreno",
        description:
          "Observamos el proceso, medimos los tiempos de ciclo y recogemos piezas de muestra para definir qué debe hacer el robot.",
      },
      {
        title: "Probar en nuestra celda",
        description:
          "Reproducimos la tarea en nuestro laboratorio con el hardware candidato para demostrar su fiabilidad antes de gastar dinero.",
      },
      {
        title: "Implantar",
        description:
          "Instalamos, integramos y ponemos en marcha la celda en tus instalaciones, con la mínima interrupción de la producción.",
      },
      {
        title: "Optimizar",
        description:
          "Los datos de rendimiento guían el ajuste de la velocidad, la disponibilidad y la calidad durante los primeros meses de operación.",
      },
    ],
  },
  cta: {
    heading: "¿Te planteas automatizar una tarea?",
    body: "Explícanos el proceso en una llamada. Te diremos si un robot puede hacerlo de forma fiable y qué supondría el proyecto.",
    buttonLabel: "Evaluar una tarea para automatizarla",
    dialogTitle: "Evaluar una tarea para automatizarla",
  },
} satisfies StandardBody;
