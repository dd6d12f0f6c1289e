// Spanish copy of the under-construction page.
import { defineContent } from "~/content/define-content";
import { underConstructionSchema } from "~/content/under-construction";

export const underConstruction = defineContent(underConstructionSchema, {
  title: "Próximamente",
  description:
    "Esta parte del sitio está en construcción. Mientras tanto, te mostramos en qué están trabajando nuestros equipos.",
  headline: "Mirar más allá de lo convencional",
  message: "Próximamente...",
  lede: "Esta parte del sitio aún está en construcción. Mientras toma forma, estas son las áreas en las que trabajan nuestros equipos.",
  cardLabel: "Ahora en el laboratorio",
});
