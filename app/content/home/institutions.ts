import * as v from "valibot";
import { logoNamesSchema } from "./logo-names-schema";

// The network section's research institutions, in the fixed order the rotation follows (spec section 4).
// Names are invented.
export const institutions = v.parse(logoNamesSchema(15), [
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
