// Spanish copy of the home page's section headings and short lines.
import { defineContent } from "~/content/define-content";
import { sectionCopySchema } from "~/content/home/section-copy-schema";

export const sectionCopy = defineContent(sectionCopySchema("es"), {
  hero: {
    eyebrow: "Consultora de innovación · Cambridge (Massachusetts)",
    headline: "Mirar más allá de lo convencional",
    rotatorLead: "Explora",
    getStarted: "Empezar",
    getToKnowUs: "Conócenos",
    booking: { trigger: "Reservar una consulta", title: "Reservar una consulta" },
  },
  carousel: { label: "Trabajo en curso" },
  services: {
    eyebrow: "Servicios",
    heading: "Tres formas de convertir una idea en ventaja",
    lede: "Cada proyecto parte de la pregunta que de verdad se hace tu consejo de administración y termina en algo que puedes medir.",
  },
  techLandscape: {
    title: "Panorama tecnológico",
    intro:
      "Un mapa de las tecnologías que seguimos, ordenadas según lo pronto que cambiarán lo que nuestros clientes pueden hacer.",
  },
  expertise: {
    eyebrow: "Especialidad",
    heading: "Donde vamos a fondo",
    lede: "Equipos especializados que ya han entregado proyectos reales en cada campo, no generalistas que solo han leído sobre él.",
  },
  leadership: {
    eyebrow: "Dirección",
    heading: "Las personas que responden del trabajo",
  },
  clients: { title: "Confían en nosotros equipos de" },
  network: {
    eyebrow: "Red",
    heading: "Los laboratorios y creadores de tecnología junto a los que trabajamos",
    institutions: "Centros de investigación",
    partners: "Socios tecnológicos",
  },
  contact: {
    eyebrow: "Contacto",
    heading: "Cuéntanos en qué estás trabajando",
    lede: "Un socio lee cada mensaje y responde en menos de 24 horas. Si prefieres conversar, reserva una llamada.",
    booking: { trigger: "Reservar una llamada", title: "Reservar una llamada" },
  },
});
