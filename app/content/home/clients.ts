import { defineContent } from "~/content/define-content";
import { logoNamesSchema } from "./logo-names-schema";

// The clients strip's thirty organisations. Names are invented; logos are drawn from them.
const clientsSchema = logoNamesSchema(30);

export const clients = defineContent(clientsSchema, [
  "Veltrix",
  "Lumora Health",
  "Carrowgate",
  "Quillon",
  "Brightmere",
  "Halden Energy",
  "Tessaline",
  "Ordwell Bank",
  "Pinecrest Bio",
  "Marisol Foods",
  "Kestrel Air",
  "Ironvale",
  "Sundara",
  "Corvane",
  "Aldermoor",
  "Bluefen",
  "Nimbra",
  "Stratavia",
  "Oakhollow",
  "Redcliff Labs",
  "Zephyra",
  "Thornbury",
  "Vantor Rail",
  "Lyrica Pharma",
  "Cobaltine",
  "Meridane",
  "Graniteway",
  "Solvane",
  "Elmstead",
  "Harborlight",
]);
