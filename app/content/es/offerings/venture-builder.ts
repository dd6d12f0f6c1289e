// Spanish copy of the Venture Builder page.
import type { VentureBody } from "~/content/offerings/schema";

export default {
  summary: "Cofundamos empresas en torno a tecnología lista para salir del laboratorio.",
  description:
    "Venture Builder cofunda empresas con grandes compañías e investigadores: validamos la idea, construimos el producto, encontramos el mercado y formamos el equipo.",
  hero: {
    eyebrow: "Servicio · Creación de empresas",
    lede: "Algunas ideas son demasiado grandes para un proyecto y demasiado tempranas para una unidad de negocio. Como cofundadores, las llevamos de la validación al producto y a los primeros ingresos, compartiendo contigo el riesgo y el beneficio.",
  },
  intro: {
    heading: "Un estudio que crea empresas, no presentaciones",
    paragraphs: [
      "Venture Builder está pensado para grandes compañías con una oportunidad adyacente que no pueden perseguir dentro de su negocio principal, y para investigadores cuyo trabajo merece una empresa propia. Nosotros aportamos el equipo operativo, los métodos y parte del capital.",
      "Cada nueva empresa sigue el camino disciplinado que aplicamos a las nuestras: demostrar el problema, demostrar el producto, demostrar el canal y, después, captar capital para escalar. Las ideas que no superan una fase se detienen pronto, y por eso las que la superan merecen respaldo.",
    ],
  },
  ventures: {
    heading: "Empresas que hemos creado",
    lede: "Dos empresas salidas de nuestro estudio, cada una nacida de un problema que vimos de cerca y de una tecnología lista para resolverlo.",
    items: [
      {
        title: "Hearthline",
        subtitle: "Plataforma de coordinación de cuidados",
        description:
          "Hearthline ofrece a las familias y a las agencias de atención domiciliaria una visión compartida de los cuidados de un familiar mayor. Las visitas, los cambios de medicación y las notas de cada cuidador se reúnen en una sola cronología, para que nadie se entere de una dosis olvidada por el informe de alta del hospital.",
        features: [
          "Cronología de cuidados compartida entre familiares, personal de enfermería y personal de la agencia",
          "Programación de visitas con registro de entrada y salida en tiempo real desde el teléfono del cuidador",
          "Pautas de medicación con recordatorios y una alerta cuando se omite una dosis",
          "Mensajería segura entre el equipo de cuidados y la familia",
          "Resúmenes semanales de bienestar redactados en un lenguaje sencillo",
          "Acceso por roles que reserva las notas clínicas a los profesionales que las necesitan",
        ],
        video: {
          source: "orbitant004",
          title: "Hearthline: una visión completa del cuidado de un ser querido",
          poster: "/posters/venture-hearthline.svg",
        },
        website: "https://hearthline.example",
      },
      {
        title: "Roverroom",
        subtitle: "Educación en robótica a distancia",
        description:
          "Roverroom permite a los estudiantes programar robots reales en un laboratorio real desde cualquier aula con un navegador. Las escuelas que no pueden permitirse su propio equipamiento de robótica reservan tiempo en nuestra flota, escriben código, ven por cámara cómo se ejecuta y reciben los datos de los sensores.",
        features: [
          "Entorno de programación en el navegador con modo de bloques y modo Python",
          "Cámaras en tiempo real en la arena de robots, con menos de un segundo de retardo",
          "Una flota de robots con ruedas y brazos robóticos de escritorio disponible por reserva",
          "Unidades didácticas alineadas con los programas de informática de la educación secundaria",
          "Registros de sensores que los estudiantes descargan y analizan tras cada ejecución",
          "Un panel para docentes desde el que plantear retos, revisar el código y seguir el progreso",
        ],
        video: {
          source: "https://drive.google.com/file/d/1rOverroomPlaceholderDemoVideo/view",
          title: "Roverroom: un laboratorio de robótica en cada aula",
          poster: "/posters/venture-roverroom.svg",
        },
      },
    ],
  },
  benefits: {
    heading: "Por qué fundar con un estudio",
    lede: "Crear una empresa con nosotros inclina la balanza a tu favor como rara vez pueden hacerlo un equipo fundador en solitario o un proyecto interno.",
    items: [
      "Un equipo operativo desde el primer día, sin perder meses en contrataciones antes del primer experimento.",
      "Servicios compartidos de asesoría legal, finanzas e infraestructura en la nube que reducen el gasto de los primeros meses.",
      "Puntos de control por fase basados en evidencias, que frenan las ideas débiles antes de que consuman una ronda de financiación.",
      "Contacto con nuestra red de inversores en cuanto la empresa tiene una tracción que merece la pena mostrar.",
      "Acceso en condiciones justas a los activos de un socio corporativo, como clientes, datos o distribución.",
      "Estructuras de participación acordadas desde el principio, para que fundadores, socios y estudio sepan a qué atenerse.",
    ],
  },
  capabilities: {
    heading: "Lo que aportamos a cada nueva empresa",
    lede: "Cuatro capacidades que llevan una nueva empresa desde la idea hasta una compañía que se sostiene por sí misma.",
    items: [
      {
        icon: "rocket",
        title: "Incubación de empresas",
        description:
          "Una base para el primer año de la empresa: espacio de trabajo, servicios compartidos y un socio operativo que forma parte del equipo fundador.",
      },
      {
        icon: "compass",
        title: "Estrategia de innovación",
        description:
          "Tesis de mercado, mapa competitivo y la elección de dónde competir, basados en la ventaja real de la tecnología.",
      },
      {
        icon: "chart",
        title: "Desarrollo de negocio",
        description:
          "Primeros clientes, contratos piloto y alianzas, negociados por personas que ya han vendido antes a esos mismos compradores.",
      },
      {
        icon: "users",
        title: "Formación de equipos",
        description:
          "Selección del CEO fundador y de las primeras incorporaciones, con nuestra gente ocupando esos puestos hasta que llega el equipo definitivo.",
      },
    ],
  },
  process: {
    heading: "De la idea a una empresa independiente",
    lede: "Cuatro etapas, cada una con un punto de control que la empresa debe superar antes de recibir más capital.",
    steps: [
      {
        title: "Validación de la idea",
        description:
          "Entrevistas con clientes, un dimensionamiento del mercado y una prueba de disposición a pagar deciden si el problema merece una empresa.",
      },
      {
        title: "Desarrollo del prototipo",
        description:
          "Un producto funcional llega a socios de diseño, que lo usan en su trabajo diario y nos dicen qué hay que cambiar.",
      },
      {
        title: "Entrada en el mercado",
        description:
          "Los pilotos de pago se convierten en los primeros contratos, se ponen a prueba los precios y empieza a perfilarse un proceso de venta repetible.",
      },
      {
        title: "Escala y crecimiento",
        description:
          "La empresa capta capital externo, un equipo directivo permanente toma el mando y el estudio se retira a un puesto en el consejo.",
      },
    ],
  },
  cta: {
    heading: "¿Tu nueva empresa necesita un cofundador?",
    body: "Tanto si tienes una oportunidad que tu negocio principal no puede perseguir como una investigación lista para salir del laboratorio, hablemos de construirla juntos.",
    buttonLabel: "Schedule Your Venture Consultation",
    dialogTitle: "Reserva tu consulta sobre creación de empresas",
  },
} satisfies VentureBody;
