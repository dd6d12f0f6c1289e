import { defineContent } from "~/content/define-content";
import { logoNamesSchema } from "./logo-names-schema";

// The network section's technology partners, in the fixed order the rotation follows.
// Names are invented.
const partnersSchema = logoNamesSchema(11);

export const partners = defineContent(partnersSchema, [
  "Qubitra",
  "Servion Cloud",
  "Latticeworks",
  "Photonix Systems",
  "Arcline Robotics",
  "Datavane",
  "Helixforge",
  "Kilnstone",
  "Sparrowgrid",
  "Coremesh",
  "Novaquant",
]);
