import * as v from "valibot";
import { logoNamesSchema } from "./logo-names-schema";

// The network section's technology partners, in the fixed order the rotation follows (spec section 4).
// Names are invented.
export const partners = v.parse(logoNamesSchema(11), [
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
