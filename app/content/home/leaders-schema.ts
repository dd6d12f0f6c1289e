import * as v from "valibot";
import { eachOnce } from "~/content/each-once";
import { leadershipRoles } from "~/content/interface-schema";
import { photoFolders, photoPath } from "~/content/photos/photo-rules";
import type { PhotoVariants } from "~/lib/photos/photo-variants";

// The leadership team (app/content/home/leaders.yaml): four members, each with one of the required four roles (by
// key; each language's interface.yaml words them as job titles), a portrait and an external professional profile.
// People and handles are fictional. A leader's portrait is a photo when the file names one (`image`, a file in
// public/images/people/, made small by the build), and otherwise abstract art drawn from the name
// (app/components/ui/portrait-mark.tsx).

const leaderSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  role: v.picklist(leadershipRoles),
  profileUrl: v.pipe(v.string(), v.url(), v.regex(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+$/)),
  image: v.optional(photoPath(photoFolders.people)),
});

/** A leader as the file lists them: the role by its key. */
export type LeaderEntry = v.InferOutput<typeof leaderSchema>;

/**
 * A leader as the page shows them: the role in the page's language, and their photo, if they have one, as the
 * variants the build made of it (leader-photos.server.ts), never the original's path.
 */
export type Leader = Omit<LeaderEntry, "role" | "image"> & { role: string; photo?: PhotoVariants };

export const leadersSchema = v.pipe(
  v.array(leaderSchema),
  v.length(4),
  eachOnce(
    (leader) => leader.role,
    (_, leader) => `is the title of leader ${leader} too; expected each title once`,
    "role",
  ),
);
