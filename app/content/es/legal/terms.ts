// Spanish copy of the legal notice (terms of use).
import { defineContent } from "~/content/define-content";
import { legalDocumentSchema } from "~/content/legal/legal-schema";

const termsSchema = legalDocumentSchema(9);

export const termsOfUse = defineContent(termsSchema, {
  title: "Aviso legal",
  description:
    "Condiciones de uso de este sitio web y sus contenidos: la licencia que te concedemos, las exenciones de garantía, los límites de responsabilidad y la ley aplicable.",
  lastUpdated: "2025-07",
  intro:
    "Lee estas condiciones antes de usar este sitio web. En ellas se establece qué puedes hacer con sus contenidos y hasta dónde llega lo que garantizamos sobre ellos.",
  sections: [
    {
      id: "agreement",
      heading: "Aceptación de las condiciones",
      blocks: [
        "Al acceder a este sitio web o utilizarlo, aceptas quedar vinculado por estas condiciones y por todas las leyes y normas aplicables a dicho uso. Si no estás de acuerdo con alguna parte de ellas, te rogamos que no utilices el sitio.",
        "El sitio lo gestiona la empresa identificada en el apartado de contacto que figura más abajo. Podemos modificar estas condiciones en cualquier momento actualizando esta página; se aplica la versión publicada aquí en el momento en que utilizas el sitio.",
      ],
    },
    {
      id: "services",
      heading: "Descripción de los servicios",
      blocks: [
        "Este sitio web describe los servicios de consultoría en innovación y tecnología que ofrecemos, entre ellos programas de innovación, desarrollo de productos, investigación aplicada, creación de empresas y conocimiento especializado. También te permite ponerte en contacto con nosotros y reservar consultas.",
        "Las descripciones del sitio tienen carácter meramente informativo. El alcance, el precio y las condiciones de cualquier encargo se fijan únicamente en un contrato escrito firmado por ambas partes, que prevalece sobre cualquier cosa que se indique aquí.",
      ],
    },
    {
      id: "use-license",
      heading: "Licencia de uso",
      blocks: [
        "Te concedemos una licencia personal, no exclusiva y revocable para consultar los materiales de este sitio web y descargar una copia para tu propia consulta, sin fines comerciales. Se trata de una licencia, no de una transmisión de la titularidad, y en virtud de ella no puedes:",
        {
          list: [
            "modificar los materiales ni copiarlos más allá de esa única copia;",
            "utilizar los materiales con ningún fin comercial ni exhibirlos públicamente;",
            "intentar aplicar ingeniería inversa a ningún software incluido en el sitio web;",
            "eliminar de los materiales ningún aviso de derechos de autor ni de otros derechos de propiedad;",
            "ceder los materiales a otra persona ni replicarlos en ningún otro servidor.",
          ],
        },
        "Esta licencia se extingue automáticamente si incumples cualquiera de estas restricciones, y podemos revocarla en cualquier momento. Cuando se extinga, deberás destruir los materiales descargados que tengas en tu poder.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacidad",
      blocks: [
        "El uso de este sitio web se rige también por nuestra Política de privacidad, que explica qué datos personales recogemos, con qué fin, durante cuánto tiempo los conservamos y qué derechos te asisten.",
        { link: { label: "Leer la Política de privacidad", to: "/privacy" } },
      ],
    },
    {
      id: "disclaimer",
      heading: "Exención de garantías",
      blocks: [
        "Los materiales de este sitio web se proporcionan tal como están. No ofrecemos ninguna garantía, expresa o implícita, y excluimos cualquier otra garantía, incluidas las garantías implícitas de comerciabilidad, de idoneidad para un fin determinado y de no infracción de derechos de propiedad intelectual.",
        "Las descripciones de casos, las cifras y los ejemplos ilustran nuestro trabajo; no constituyen una promesa de que un encargo futuro vaya a obtener los mismos resultados.",
      ],
    },
    {
      id: "limitations",
      heading: "Limitación de responsabilidad",
      blocks: [
        "En la máxima medida permitida por la ley, ni nosotros ni nuestros proveedores seremos responsables de ningún daño, incluidos la pérdida de datos, el lucro cesante o la interrupción de la actividad, que se derive del uso o de la imposibilidad de usar los materiales de este sitio web, aun cuando se nos haya advertido de la posibilidad de dicho daño.",
        "Algunas jurisdicciones no permiten limitar las garantías implícitas ni la responsabilidad por daños incidentales o indirectos, por lo que es posible que estas limitaciones no se te apliquen en su totalidad.",
      ],
    },
    {
      id: "accuracy",
      heading: "Exactitud de los materiales",
      blocks: [
        "Los materiales de este sitio web pueden contener errores técnicos, tipográficos o fotográficos. No garantizamos que ninguno de ellos sea exacto, completo o actual.",
        "Podemos modificar los materiales en cualquier momento y sin previo aviso, pero no nos comprometemos a actualizarlos.",
      ],
    },
    {
      id: "governing-law",
      heading: "Legislación aplicable",
      blocks: [
        "Estas condiciones se rigen e interpretan de conformidad con la legislación del Estado de Massachusetts (Estados Unidos), con exclusión de sus normas sobre conflicto de leyes.",
        "Te sometes de forma irrevocable a la jurisdicción exclusiva de los tribunales estatales y federales con sede en Massachusetts para cualquier controversia derivada de estas condiciones o del uso del sitio.",
      ],
    },
    {
      id: "contact",
      heading: "Contacto",
      blocks: ["Si tienes alguna pregunta sobre estas condiciones, ponte en contacto con nosotros:", { contact: true }],
    },
  ],
});
