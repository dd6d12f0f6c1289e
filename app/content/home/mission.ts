import * as v from "valibot";
import { defineContent } from "~/content/define-content";

// The mission statement shown between the expertise cards and the leadership team.

const missionSchema = v.object({
  eyebrow: v.pipe(v.string(), v.nonEmpty()),
  statement: v.pipe(v.string(), v.nonEmpty()),
  detail: v.pipe(v.string(), v.nonEmpty()),
});

export type Mission = v.InferOutput<typeof missionSchema>;

export const mission = defineContent(missionSchema, {
  eyebrow: "Our mission",
  statement: "To help leaders turn emerging technology into advantages their competitors cannot copy by next quarter.",
  detail:
    "We work as one team with yours: scientists, engineers and operators who stay until the result is in production and the people who run it own it.",
});
