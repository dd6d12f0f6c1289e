// Spanish copy of the privacy policy.
import { defineContent } from "~/content/define-content";
import { CONTACT_RETENTION_DEFAULT_DAYS, CONTACT_RETRY_WINDOW_DEFAULT_HOURS } from "~/lib/contact/outbox-policy";
import { legalDocumentSchema } from "~/content/legal/legal-schema";

const privacySchema = legalDocumentSchema(12);

export const privacyPolicy = defineContent(privacySchema, {
  title: "Política de privacidad",
  description:
    "Cómo recogemos, usamos, compartimos y protegemos los datos personales, en qué bases jurídicas nos apoyamos, cuánto tiempo los conservamos y qué derechos tienes.",
  lastUpdated: "2025-07",
  intro:
    "Esta política explica qué datos personales tratamos cuando visitas nuestro sitio web, te pones en contacto con nosotros o trabajas con nosotros, por qué los tratamos y qué opciones y derechos tienes. La hemos escrito para que se lea, no solo para cumplir un trámite.",
  sections: [
    {
      id: "who-we-are",
      heading: "Quiénes somos",
      blocks: [
        "Este sitio web lo gestiona la empresa identificada en el apartado de contacto que figura más abajo, una consultora de innovación y tecnología con sede en Cambridge (Massachusetts). Respecto de los datos personales descritos en esta política, actuamos como responsables del tratamiento: es decir, decidimos con qué fines y de qué manera se tratan.",
        "Esta política se aplica a este sitio web, a las consultas que nos envíes y a los datos de las personas con las que trabajamos en organizaciones clientes y socias. No se aplica a los sitios web de terceros a los que enlazamos, que tienen sus propias políticas.",
      ],
    },
    {
      id: "information-we-collect",
      heading: "Qué datos recogemos",
      blocks: [
        "Recogemos únicamente los datos que necesitamos para los fines descritos en el apartado siguiente:",
        {
          list: [
            "Los datos de contacto que nos facilitas, como tu nombre, tu dirección de correo electrónico, tu empresa y el contenido de tu mensaje, cuando utilizas el formulario de contacto o nos escribes.",
            "Los datos de reserva que introduces al programar una consulta en el calendario de reservas integrado en nuestras páginas, que el proveedor de reservas recoge por cuenta nuestra.",
            "Los datos de contacto profesional y los registros de la relación con clientes, socios y proveedores, como cargos, correspondencia, contratos y facturas.",
            "Los datos de tu cuenta, como tu dirección de correo electrónico y tus identificadores de inicio de sesión, si utilizas alguna función con acceso autenticado de las que ofrecemos a nuestros clientes.",
            "Los datos técnicos que nuestros servidores reciben con cada petición, como tu dirección IP, el tipo de navegador y la página solicitada, que conservamos en registros de seguridad de corta duración.",
          ],
        },
        "No solicitamos categorías especiales de datos, como los relativos a la salud o a las opiniones políticas, y te pedimos que no nos los envíes.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "Cómo usamos tus datos",
      blocks: [
        {
          list: [
            "Para responder a tu consulta y continuar la conversación que iniciaste, y para confirmarte por correo electrónico, al instante y en el idioma en que nos escribiste, que tu mensaje nos ha llegado.",
            "Para programar, preparar y celebrar las consultas que reservas con nosotros.",
            "Para prestar nuestros servicios en el marco de un contrato contigo o con tu organización, incluidas la comunicación sobre el proyecto, la facturación y la gestión de registros.",
            "Para mantener la seguridad de este sitio web y de nuestros sistemas, por ejemplo limitando el tráfico abusivo dirigido al formulario de contacto.",
            "Para cumplir nuestras obligaciones legales, contables y fiscales.",
            "Para enviarte novedades sobre nuestro trabajo si nos lo has pedido, envíos que puedes cancelar en cualquier momento.",
          ],
        },
        "No vendemos datos personales ni los utilizamos para tomar decisiones automatizadas que produzcan efectos jurídicos en ti o te afecten significativamente de modo similar.",
      ],
    },
    {
      id: "legal-bases",
      heading: "Bases jurídicas del tratamiento",
      blocks: [
        "Cuando la normativa de protección de datos exige una base jurídica para cada uso de los datos personales, nos basamos en las siguientes:",
        {
          terms: [
            {
              term: "Contrato",
              detail:
                "cuando el tratamiento es necesario para ejecutar un contrato con nosotros o para aplicar, a petición tuya, medidas previas a su celebración.",
            },
            {
              term: "Interés legítimo",
              detail:
                "cuando respondemos a consultas profesionales, mantenemos la relación con nuestros clientes y protegemos nuestros sistemas, tras ponderar esos intereses frente a tus derechos.",
            },
            {
              term: "Obligación legal",
              detail: "cuando la ley nos obliga a conservar registros, por ejemplo a efectos fiscales y contables.",
            },
            {
              term: "Consentimiento",
              detail:
                "cuando te enviamos novedades opcionales o una función lo solicita expresamente; puedes retirar tu consentimiento en cualquier momento.",
            },
          ],
        },
      ],
    },
    {
      id: "sharing",
      heading: "Con quién compartimos los datos",
      blocks: [
        "Solo compartimos datos personales con proveedores de servicios que nos ayudan a gestionar nuestra actividad, en virtud de contratos que limitan su uso a lo que nosotros les indiquemos:",
        {
          list: [
            "un proveedor de envío de correo electrónico que hace llegar a nuestra bandeja de entrada los mensajes del formulario de contacto, y a ti nuestra confirmación;",
            "las herramientas de gestión de clientes con las que nuestro equipo da seguimiento a las consultas, que reciben cada consulta enviada con el formulario de contacto, junto con la página desde la que se envió y cómo empezó tu visita;",
            "un sistema de verificación antibots (Cloudflare Turnstile), que solo se carga cuando empiezas a escribir en el formulario de contacto y que ve tu dirección IP y las características de tu navegador para distinguir a las personas del spam automatizado;",
            "un proveedor de reservas que gestiona el calendario de reservas integrado en nuestras páginas;",
            "una plataforma de vídeo cuyo reproductor solo se carga cuando pulsas el botón de reproducción de uno de nuestros vídeos;",
            "nuestro proveedor de alojamiento y de distribución de contenidos, que sirve este sitio web;",
            "un proveedor de autenticación para las funciones con acceso autenticado, descrito en el apartado siguiente;",
            "asesores profesionales, como contables y abogados, sujetos a un deber de confidencialidad.",
          ],
        },
        "También podemos comunicar información cuando la ley lo exija, para proteger nuestros derechos o en el marco de una fusión o adquisición, en cuyo caso el destinatario seguirá vinculado por esta política. Algunos proveedores tratan datos fuera de tu país; cuando es así, nos apoyamos en garantías reconocidas, como las cláusulas contractuales tipo.",
      ],
    },
    {
      id: "authenticated-features",
      heading: "Funciones con acceso autenticado",
      blocks: [
        "Algunas funciones que ofrecemos a nuestros clientes, como los espacios de trabajo compartidos de cada proyecto, requieren iniciar sesión. El inicio de sesión lo gestiona un proveedor de autenticación externo, que verifica tu identidad y emite los tokens que mantienen tu sesión abierta. Este proveedor recibe tu dirección de correo electrónico y tus datos de inicio de sesión únicamente con ese fin.",
        "Las páginas públicas de este sitio web, incluidos el formulario de contacto y el calendario de reservas, nunca requieren una cuenta.",
      ],
    },
    {
      id: "local-storage-and-cookies",
      heading: "Almacenamiento local y cookies",
      blocks: [
        "Este sitio web no utiliza cookies de seguimiento ni de analítica, ni elabora perfiles de sus visitantes.",
        "El almacenamiento local de tu navegador se usa únicamente para dos cosas: los tokens de autenticación, cuando has iniciado sesión en una función con acceso autenticado, y tus preferencias de interfaz, como si has pausado las animaciones del sitio o el idioma en el que has elegido leerlo. Estos valores permanecen en tu dispositivo, no se utilizan para seguirte por otros sitios web y puedes eliminarlos en cualquier momento borrando los datos del sitio en tu navegador.",
        "Mientras escribes en el formulario de contacto, el texto que has introducido se guarda en el almacenamiento de sesión de tu navegador, para que no pierdas nada si recargas la página o falla el envío. Nunca sale de tu dispositivo hasta que lo envías, y se elimina en cuanto el mensaje se envía o cierras la pestaña.",
        "Tu navegador guarda además, solo durante la visita y en su almacenamiento de sesión, cómo empezó: la página por la que llegaste, con las etiquetas de campaña que lleve su dirección (como utm_source), y el nombre del sitio web cuyo enlace te trajo hasta aquí, nunca la dirección completa de esa página. Cuando envías un mensaje con el formulario de contacto, estos datos viajan con él, junto con la página desde la que lo envías, para que sepamos de dónde procede tu consulta. Salvo en la medición de visitas que se describe a continuación, nada de ello sale de tu dispositivo antes de que pulses Enviar, y desaparece al cerrar la pestaña.",
        "Para saber qué nos aporta nuestro sitio web, cada página que lees nos envía, al salir de ella, una breve medición de esa visita: la página y su idioma, el nombre del sitio web que te trajo y las etiquetas de campaña citadas arriba, el tipo de dispositivo (móvil, tableta u ordenador, según el ancho de la ventana), la rapidez con que la página cargó y respondió y tu país, según nuestro proveedor de alojamiento. Las reservas hechas en el calendario integrado se cuentan igual. Para ello no se instala ninguna cookie ni se guarda nada en tu dispositivo, y no conservamos ni tu dirección IP ni la descripción de tu navegador. Para contar los visitantes de cada día, estos datos se combinan con un valor aleatorio que sustituimos, y eliminamos, a diario, de modo que ninguna visita pueda vincularse contigo ni con otro día. Los robots conocidos de los buscadores no se cuentan.",
        "Los servicios integrados, es decir, el calendario de reservas y el reproductor de vídeo, solo se cargan cuando los abres o los reproduces, y la verificación antibots, solo cuando empiezas a usar el formulario de contacto; a partir de ese momento, pueden instalar sus propias cookies con arreglo a sus propias políticas.",
      ],
    },
    {
      id: "security",
      heading: "Seguridad de los datos",
      blocks: [
        "Protegemos los datos personales con medidas proporcionadas al riesgo, entre ellas:",
        {
          list: [
            "cifrado en tránsito en todas las páginas y formularios de este sitio web;",
            "acceso a los datos de los clientes limitado a las personas que trabajan en cada proyecto, con autenticación multifactor en nuestros sistemas;",
            "cabeceras de seguridad estrictas y una política de seguridad de contenido que impide que se ejecuten scripts no autorizados en nuestras páginas;",
            "limitación de frecuencia y validación en cada envío de formulario que recibimos;",
            "revisión periódica de los compromisos de seguridad de nuestros proveedores.",
          ],
        },
        "Ningún método de transmisión o almacenamiento es completamente seguro. Si una violación de la seguridad afecta a tus datos y pone en riesgo tus derechos, te lo notificaremos a ti y a la autoridad competente, tal como exige la ley.",
      ],
    },
    {
      id: "retention",
      heading: "Conservación de los datos",
      blocks: [
        "Conservamos los datos personales solo durante el tiempo necesario para el fin con el que se recogieron:",
        {
          list: [
            "Las consultas que no dan lugar a un encargo se suprimen en un plazo de 24 meses desde nuestra última comunicación.",
            `Un mensaje del formulario de contacto se elimina de nuestros servidores en cuanto llega a nuestra bandeja de entrada. Si nuestro servicio de correo no lo acepta, seguimos intentándolo hasta ${CONTACT_RETRY_WINDOW_DEFAULT_HOURS} horas y después lo conservamos como mucho ${CONTACT_RETENTION_DEFAULT_DAYS} días más para que nuestro equipo lo entregue a mano.`,
            `Un mensaje que la verificación antibots no ha podido confirmar se aparta y se entrega con más lentitud; si no ha llegado a nuestra bandeja de entrada en ${CONTACT_RETENTION_DEFAULT_DAYS} días, se elimina.`,
            "Los registros profesionales, como contratos, facturas y correspondencia de proyectos, se conservan de 3 a 7 años, según los requisitos legales y fiscales que les sean aplicables.",
            "Los registros de seguridad se conservan un máximo de 30 días, salvo que sean necesarios para investigar un incidente.",
            "Las mediciones de las visitas se conservan 30 días y, después, solo como totales diarios, durante 13 meses.",
            "Los datos del almacenamiento local permanecen en tu dispositivo hasta que cierras la sesión o los borras.",
          ],
        },
        "Cuando vence un plazo de conservación, suprimimos los datos o los anonimizamos de forma que ya no permitan identificarte.",
      ],
    },
    {
      id: "your-rights",
      heading: "Tus derechos",
      blocks: [
        "En función de dónde residas, tienes los siguientes derechos sobre tus datos personales:",
        {
          terms: [
            {
              term: "Acceso",
              detail:
                "obtener una copia de los datos personales que tenemos sobre ti e información sobre cómo los utilizamos.",
            },
            { term: "Rectificación", detail: "obtener la corrección de los datos inexactos o incompletos." },
            {
              term: "Supresión",
              detail: "obtener la eliminación de tus datos cuando ya no tengamos motivo para conservarlos.",
            },
            {
              term: "Limitación del tratamiento",
              detail:
                "pedirnos que limitemos el uso de tus datos mientras se resuelve una cuestión que hayas planteado.",
            },
            {
              term: "Portabilidad",
              detail:
                "recibir los datos que nos facilitaste en un formato estructurado y de lectura mecánica, o que se transmitan a otra organización.",
            },
            {
              term: "Oposición",
              detail: "oponerte al tratamiento basado en nuestro interés legítimo, incluida la mercadotecnia directa.",
            },
            {
              term: "Retirada del consentimiento",
              detail:
                "retirar tu consentimiento en cualquier momento, sin que ello afecte a la licitud del tratamiento anterior.",
            },
          ],
        },
        "Para ejercer cualquiera de estos derechos, ponte en contacto con nosotros a través de los datos que figuran más abajo. Te responderemos en el plazo de un mes y es posible que antes te pidamos que acredites tu identidad. También tienes derecho a presentar una reclamación ante tu autoridad de protección de datos.",
      ],
    },
    {
      id: "changes",
      heading: "Cambios en esta política",
      blocks: [
        "Actualizaremos esta política cuando cambien nuestras prácticas o la ley. La fecha que figura al principio indica cuándo se revisó por última vez; si un cambio afecta de forma sustancial al modo en que usamos tus datos, te lo comunicaremos antes de que entre en vigor.",
      ],
    },
    {
      id: "contact",
      heading: "Contacto",
      blocks: [
        "Si tienes alguna pregunta sobre esta política o sobre tus datos personales, estaremos encantados de atenderte:",
        { contact: true },
      ],
    },
  ],
});
