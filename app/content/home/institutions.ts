import { defineContent } from "~/content/define-content";
import { logoNamesSchema } from "./logo-names-schema";

// The network section's research institutions, in the fixed order the rotation follows.
// Names are invented.
const institutionsSchema = logoNamesSchema(15);

export const institutions = defineContent(institutionsSchema, [
  "Charles River Tech",
  "Beacon University",
  "Northshore Institute",
  "Cape Ann Labs",
  "Merrimack Polytech",
  "Berkshire Institute",
  "Fenway Data Institute",
  "Lowell Physics Lab",
  "Concord Robotics Lab",
  "Nashoba Quantum",
  "Wachusett Medical",
  "Quabbin Earth Lab",
  "Plymouth Design School",
  "Mystic River Center",
  "Pioneer College",
]);
