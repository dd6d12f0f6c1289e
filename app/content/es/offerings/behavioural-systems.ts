// Spanish copy of the Behavioral Systems page.
import type { StandardBody } from "~/content/offerings/schema";

export default {
  summary: "Diseñar productos y políticas a partir de cómo decide realmente la gente.",
  description:
    "Aplicamos la ciencia del comportamiento a productos, servicios y políticas: diseñamos las opciones según cómo decide realmente la gente y medimos los resultados.",
  hero: {
    eyebrow: "Especialidad · Ciencias del comportamiento",
    lede: "La gente se salta el formulario, ignora el recordatorio y elige la opción predeterminada. Diseñamos a favor de esos hábitos, no en su contra, y demostramos el efecto con experimentos controlados.",
  },
  intro: {
    heading: "Diseñar para el comportamiento humano real",
    paragraphs: [
      "La mayoría de los productos se diseñan para un usuario racional que lee cada pantalla y actúa en su propio interés a largo plazo. Los usuarios reales van con prisa, se distraen y se dejan guiar por las opciones predeterminadas, el encuadre y las señales sociales. La distancia entre unos y otros explica muchos lanzamientos fallidos y muchas curvas de adopción estancadas.",
      "Nuestros especialistas en ciencias del comportamiento detectan dónde se abre esa brecha en el recorrido de tus clientes o empleados y diseñan intervenciones basadas en décadas de investigación: decisiones más sencillas, avisos en el momento oportuno, opciones predeterminadas honestas y una retroalimentación que hace visible el progreso.",
      "Cada intervención se prueba con un experimento aleatorizado antes de escalarla, y una revisión ética garantiza que nuestros pequeños empujones ayuden a las personas a hacer lo que ya se proponen, en lugar de aprovecharse de ellas.",
    ],
    video: {
      source: "orbitant008",
      title: "Sistemas conductuales: diseñar para decisiones reales",
      poster: "/posters/behavioural-systems.svg",
    },
  },
  benefits: {
    heading: "Por qué hacer diseño conductual con nosotros",
    lede: "Un pequeño cambio en cómo se presenta una decisión puede mover los resultados más que una nueva funcionalidad.",
    items: [
      "Diagnósticos del recorrido que localizan los momentos exactos en que las intenciones no llegan a convertirse en acciones.",
      "Intervenciones basadas en evidencia revisada por pares, adaptadas a tu público y a tu contexto.",
      "Ensayos aleatorizados integrados en tu producto, para medir el efecto de cada cambio.",
      "Un marco ético que descarta los patrones oscuros y protege la confianza de tus clientes.",
      "Hallazgos conductuales convertidos en componentes del sistema de diseño que tus equipos pueden reutilizar.",
      "Resultados expresados como cambios en el comportamiento real, como procesos completados, renovaciones y ahorros.",
    ],
  },
  capabilities: {
    heading: "Nuestra área de ciencias del comportamiento",
    lede: "Investigación, diseño y medición en un mismo equipo, para que cada hallazgo se convierta en un cambio probado.",
    items: [
      {
        icon: "search",
        title: "Diagnóstico conductual",
        description:
          "Observación de campo, analítica del recorrido y encuestas que trazan las barreras y los sesgos que condicionan cada punto de decisión.",
      },
      {
        icon: "spark",
        title: "Diseño de intervenciones",
        description:
          "Arquitectura de la elección, mensajes y ciclos de retroalimentación, diseñados y prototipados con las personas que los van a usar.",
      },
      {
        icon: "flask",
        title: "Experimentación",
        description:
          "Ensayos controlados aleatorizados y pruebas A/B con hipótesis prerregistradas y cálculos de potencia estadística.",
      },
      {
        icon: "pulse",
        title: "Analítica conductual",
        description:
          "Modelos de implicación, abandono y formación de hábitos que muestran qué comportamientos predicen los resultados a largo plazo.",
      },
    ],
  },
  process: {
    heading: "Del hallazgo al cambio medido",
    lede: "Un ciclo que repetimos hasta que se mueve el comportamiento que te importa.",
    steps: [
      {
        title: "Definir el comportamiento",
        description: "Acordamos la acción concreta que queremos fomentar o reducir, y cómo se va a medir.",
      },
      {
        title: "Diagnosticar las barreras",
        description:
          "Los datos y la investigación de campo revelan las fricciones, los sesgos y las señales ausentes que se interponen.",
      },
      {
        title: "Diseñar y probar",
        description:
          "Prototipamos varias intervenciones y las probamos frente a un grupo de control en un entorno real.",
      },
      {
        title: "Escalar y supervisar",
        description:
          "Las intervenciones ganadoras se despliegan en todos los canales, con un seguimiento que detecta los efectos que se desvanecen.",
      },
    ],
  },
  cta: {
    heading: "¿Tu producto es bueno, pero los hábitos de la gente le ganan la partida?",
    body: "Cuéntanos qué comportamiento necesitas cambiar. Te diremos qué barreras buscaríamos primero y cómo probaríamos una solución.",
    buttonLabel: "Hablar de un reto conductual",
    dialogTitle: "Hablemos de un reto conductual",
  },
} satisfies StandardBody;
