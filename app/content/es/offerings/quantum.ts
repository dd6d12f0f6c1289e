// Spanish copy of the Quantum page.
import type { StandardBody } from "~/content/offerings/schema";

export default {
  summary: "Descubrir dónde compensa la computación cuántica antes de que el hardware lo haga evidente.",
  description:
    "Identificamos los problemas de optimización, simulación y seguridad en los que la computación cuántica dará frutos para tu negocio, y preparamos a tus equipos para ellos.",
  hero: {
    eyebrow: "Especialidad · Computación cuántica",
    lede: "La computación cuántica no sustituirá a tu centro de datos, pero en un conjunto reducido de problemas cambiará lo que es posible. Te ayudamos a encontrar los tuyos, a probarlos en el hardware actual y a prepararte para lo que viene.",
  },
  intro: {
    heading: "Separar la ventaja cuántica real de la exageración",
    paragraphs: [
      "Lo que se dice de la computación cuántica va desde que romperá todo el cifrado el año que viene hasta que nunca servirá para nada. Ninguna de las dos posturas ayuda a un directivo a decidir dónde invertir. Lo que sí ayuda es una mirada sobria a cuáles de tus problemas tienen la estructura matemática que aprovechan los algoritmos cuánticos.",
      "Nuestro equipo cuántico reúne a físicos que han construido qubits y a ingenieros que han llevado software de optimización a producción. Comparamos los métodos cuánticos y de inspiración cuántica con los mejores algoritmos clásicos sobre tus instancias reales, y te lo decimos cuando gana lo clásico.",
      "Al mismo tiempo, preparamos tu seguridad para un mundo con máquinas cuánticas capaces, empezando por un inventario de los puntos de tus sistemas donde hay criptografía vulnerable.",
    ],
    video: {
      source: "orbitant006",
      title: "Cuántica: dónde compensa y cuándo",
      poster: "/posters/quantum.svg",
    },
  },
  benefits: {
    heading: "Por qué apostar por la cuántica con nosotros",
    lede: "Prepararse para la cuántica es una carrera de fondo; estas son las ventajas de correrla con un equipo que conoce la ciencia de primera mano.",
    items: [
      "Comparativas honestas frente a los mejores algoritmos clásicos actuales, no frente a rivales elegidos para perder.",
      "Asesoramiento independiente del fabricante en plataformas superconductoras, de iones atrapados y fotónicas.",
      "Una hoja de ruta de casos de uso ligada a los hitos de hardware publicados, no a las notas de prensa.",
      "Formación que da a tus ingenieros soltura práctica en programación cuántica.",
      "Un plan de migración a criptografía poscuántica alineado con el trabajo de estandarización en curso.",
      "Algoritmos de inspiración cuántica que a menudo ya aportan mejoras hoy en hardware clásico.",
    ],
  },
  capabilities: {
    heading: "Nuestra área de computación cuántica",
    lede: "Desde la primera sesión informativa hasta ejecutar código en dispositivos reales.",
    items: [
      {
        icon: "atom",
        title: "Identificación de casos de uso",
        description:
          "Talleres y una evaluación estructurada de tus problemas de optimización, simulación y aprendizaje automático para ver cuáles se prestan a la cuántica.",
      },
      {
        icon: "cpu",
        title: "Prototipado de algoritmos",
        description:
          "Prototipos variacionales, de recocido cuántico y de inspiración cuántica, ejecutados en simuladores y en procesadores cuánticos accesibles en la nube.",
      },
      {
        icon: "shield",
        title: "Seguridad poscuántica",
        description:
          "Inventarios criptográficos, clasificación de riesgos y planes de migración hacia algoritmos resistentes a la computación cuántica.",
      },
      {
        icon: "book",
        title: "Cultura cuántica",
        description:
          "Sesiones para directivos y cursos prácticos que dan a tus equipos el vocabulario para evaluar a proveedores y artículos científicos.",
      },
    ],
  },
  process: {
    heading: "Una hoja de ruta cuántica en cuatro pasos",
    lede: "Pensada para crear valor ya y situarte en buena posición ante el hardware que está por llegar.",
    steps: [
      {
        title: "Informar y filtrar",
        description:
          "Los directivos aprenden lo que la cuántica puede y no puede hacer, y evaluamos el encaje de una larga lista de problemas candidatos.",
      },
      {
        title: "Comparar",
        description:
          "Formulamos dos o tres problemas prometedores y los resolvemos con métodos cuánticos, de inspiración cuántica y clásicos.",
      },
      {
        title: "Planificar",
        description:
          "Los resultados alimentan una hoja de ruta que establece cuándo podría ser viable cada caso de uso y qué haría falta para lograrlo.",
      },
      {
        title: "Crear capacidades",
        description:
          "Formamos a un equipo central, establecemos relaciones con proveedores y revisamos la hoja de ruta a medida que se alcanzan los hitos de hardware.",
      },
    ],
  },
  cta: {
    heading: "¿Quieres saber qué significa la cuántica para tu negocio?",
    body: "Reserva una sesión informativa con nuestro equipo cuántico. Repasaremos contigo tus casos de uso más probables y los plazos realistas de cada uno.",
    buttonLabel: "Reservar una sesión sobre cuántica",
    dialogTitle: "Reservar una sesión sobre cuántica",
  },
} satisfies StandardBody;
