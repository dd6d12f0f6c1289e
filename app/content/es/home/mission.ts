// Spanish copy of the mission statement.
import { defineContent } from "~/content/define-content";
import { missionSchema } from "~/content/home/mission-schema";

export const mission = defineContent(missionSchema, {
  eyebrow: "Nuestra misión",
  statement:
    "Ayudar a los líderes a convertir la tecnología emergente en ventajas que su competencia no pueda copiar en un trimestre.",
  detail:
    "Formamos un solo equipo con el tuyo: científicos, ingenieros y especialistas en operaciones que se quedan hasta que el resultado está en producción y quienes lo gestionan lo han hecho suyo.",
});
