import * as v from "valibot";
import { logoNamesSchema } from "./logo-names-schema";

// The network section's technology partners, in the fixed order the rotation follows.
// Names are invented.
export const partnersSchema = logoNamesSchema(11);

export const partners: v.InferOutput<typeof partnersSchema> = [
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
];
