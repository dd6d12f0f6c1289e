import * as v from "valibot";
import { defineContent } from "~/content/define-content";
import { leadershipRoles } from "~/content/interface-schema";

// The leadership team: four members, each with one of the required four roles (named in each language by its
// interface.ts), a portrait and an external professional profile. People and handles are fictional; portraits are
// abstract art drawn from the name (app/components/ui/portrait-mark.tsx), never photographs.

const leaderSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  role: v.picklist(leadershipRoles),
  profileUrl: v.pipe(v.string(), v.url(), v.regex(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/)),
});

/** A leader as the page shows them: the role in the page's language. */
export type Leader = Omit<v.InferOutput<typeof leaderSchema>, "role"> & { role: string };

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
