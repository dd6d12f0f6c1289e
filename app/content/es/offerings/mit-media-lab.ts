// Spanish copy of the Open Innovation page.
import type { StandardBody } from "~/content/offerings/schema";

export default {
  summary: "Innovar en abierto con un laboratorio universitario de investigación, startups y socios corporativos.",
  description:
    "Conectamos tu organización con un laboratorio universitario, startups y empresas afines para convertir las ideas de fuera en proyectos con responsable y presupuesto.",
  hero: {
    eyebrow: "Especialidad · Innovación abierta",
    lede: "Puede que la mejor respuesta a tu problema ya exista en un laboratorio, en una startup o en una empresa de otro sector. Tendemos los puentes, rastreamos el ecosistema y convertimos las ideas de fuera en proyectos que tus equipos hacen suyos.",
  },
  intro: {
    heading: "Ideas de fuera, resultados en casa",
    paragraphs: [
      "La I+D cerrada es lenta y cara cuando el conocimiento que necesitas está repartido entre universidades, startups y proveedores. La innovación abierta funciona cuando se gestiona como cualquier otro canal: con un planteamiento claro, un flujo constante de oportunidades y personas que respondan de lo que llega por él.",
      "Gracias a nuestra alianza con un laboratorio universitario de investigación en Cambridge, nuestros clientes participan en sus semanas para miembros, patrocinan proyectos de estudiantes y conocen investigaciones años antes de que se publiquen. Nosotros traducimos lo que ven en fichas de reto concretas que sus unidades de negocio pueden poner en marcha.",
      "Además del laboratorio, buscamos startups que encajen con tus retos, diseñamos convocatorias de innovación y estructuramos acuerdos de colaboración para que la propiedad intelectual, los datos y el reconocimiento queden resueltos antes de empezar a trabajar.",
    ],
    video: {
      source: "orbitant005",
      title: "Innovación abierta con nuestro laboratorio de investigación asociado",
      poster: "/posters/mit-media-lab.svg",
    },
  },
  benefits: {
    heading: "Por qué hacer innovación abierta con nosotros",
    lede: "Comprar acceso es fácil; convertirlo en resultados es la parte en la que fallan la mayoría de los programas.",
    items: [
      "Acceso anticipado a los proyectos del laboratorio gracias a nuestra alianza, años antes de que se publiquen.",
      "Fichas de reto redactadas con los responsables de negocio, para que cada idea externa tenga un destino dentro.",
      "Una selección de startups evaluadas por su madurez técnica y su encaje comercial.",
      "Acuerdos de colaboración que fijan de antemano la propiedad intelectual, el uso de los datos y los derechos de publicación.",
      "Proyectos conjuntos con un patrocinador interno con nombre y apellidos y un presupuesto con plazo cerrado.",
      "Una revisión anual de impacto que cuenta pilotos, contratos y productos, no reuniones celebradas.",
    ],
  },
  capabilities: {
    heading: "Cómo abrimos tu innovación",
    lede: "Cuatro canales gestionados como un solo programa, para que se refuercen entre sí.",
    items: [
      {
        icon: "link",
        title: "Alianzas de investigación",
        description:
          "Membresía, proyectos patrocinados y estancias con nuestro laboratorio universitario asociado, alineados con tus ejes estratégicos.",
      },
      {
        icon: "search",
        title: "Búsqueda de startups",
        description:
          "Búsquedas dirigidas en bases de datos de capital de riesgo, aceleradoras y nuestra propia red, con due diligence de los finalistas.",
      },
      {
        icon: "lightbulb",
        title: "Programas de retos",
        description:
          "Convocatorias abiertas y concursos de innovación con problemas bien planteados, criterios de evaluación y una vía financiada para los ganadores.",
      },
      {
        icon: "network",
        title: "Diseño de ecosistemas",
        description:
          "Gobernanza, acuerdos y métricas para una red de socios que siga generando proyectos mucho después del evento de lanzamiento.",
      },
    ],
  },
  process: {
    heading: "De la pregunta abierta al proyecto conjunto",
    lede: "Cada paso reduce un campo amplio a las pocas colaboraciones que vale la pena financiar.",
    steps: [
      {
        title: "Definir los retos",
        description:
          "Elegimos de tres a cinco problemas en los que el conocimiento externo cambiaría el resultado y plasmamos cada uno en una ficha de reto.",
      },
      {
        title: "Explorar y conectar",
        description:
          "Evaluamos proyectos del laboratorio, startups y grupos de investigación frente a cada ficha y te los presentamos en una lista corta priorizada.",
      },
      {
        title: "Pilotar juntos",
        description:
          "Los socios seleccionados hacen un piloto de duración acotada con tu equipo, con un acuerdo que cubre la propiedad intelectual y los datos.",
      },
      {
        title: "Escalar lo que funciona",
        description:
          "Los pilotos que salen bien se convierten en tecnología licenciada, contratos de suministro o empresas conjuntas con un responsable de negocio.",
      },
    ],
  },
  cta: {
    heading: "¿Buscas respuestas más allá de tus cuatro paredes?",
    body: "Cuéntanos a qué problemas les da vueltas tu I+D sin resolverlos. Te mostraremos en qué rincón del mundo de los laboratorios y las startups es más probable que estén las respuestas.",
    buttonLabel: "Iniciar un programa de innovación abierta",
    dialogTitle: "Hablemos de innovación abierta",
  },
} satisfies StandardBody;
