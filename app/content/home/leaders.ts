import * as v from "valibot";
import { defineContent } from "~/content/define-content";

// The leadership team: four members, each with one of the required four roles, a portrait and an
// external professional profile. People and handles are fictional; portraits are abstract art drawn from the
// name (app/components/ui/portrait-mark.tsx), never photographs.

const leadershipRoles = [
  "Chief Executive Officer",
  "Chief Scientific Officer",
  "Chief Quantum Innovation Officer",
  "Chief Technology Officer",
] as const;

const leaderSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  role: v.picklist(leadershipRoles),
  profileUrl: v.pipe(v.string(), v.url(), v.regex(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/)),
});

export type Leader = v.InferOutput<typeof leaderSchema>;

const leadersSchema = v.pipe(
  v.array(leaderSchema),
  v.length(4),
  v.check((list) => new Set(list.map((leader) => leader.role)).size === 4, "one leader per role"),
);

export const leaders = defineContent(leadersSchema, [
  {
    name: "Ines Valcourt",
    role: "Chief Executive Officer",
    profileUrl: "https://www.linkedin.com/in/ines-valcourt-orbitant",
  },
  {
    name: "Tomasz Adeyemi",
    role: "Chief Scientific Officer",
    profileUrl: "https://www.linkedin.com/in/tomasz-adeyemi-orbitant",
  },
  {
    name: "Priya Halvorsen",
    role: "Chief Quantum Innovation Officer",
    profileUrl: "https://www.linkedin.com/in/priya-halvorsen-orbitant",
  },
  {
    name: "Jonah Marlowe",
    role: "Chief Technology Officer",
    profileUrl: "https://www.linkedin.com/in/jonah-marlowe-orbitant",
  },
]);
