import * as v from "valibot";

// The shape of the mission statement shown between the expertise cards and the leadership team, in every language
// (app/content/<language>/home/mission.yaml).

export const missionSchema = v.object({
  eyebrow: v.pipe(v.string(), v.nonEmpty()),
  statement: v.pipe(v.string(), v.nonEmpty()),
  detail: v.pipe(v.string(), v.nonEmpty()),
});

export type Mission = v.InferOutput<typeof missionSchema>;
