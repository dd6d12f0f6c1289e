import { defineContent } from "~/content/define-content";
import { missionSchema } from "~/content/home/mission-schema";

// The mission statement in English.
export const mission = defineContent(missionSchema, {
  eyebrow: "Our mission",
  statement: "To help leaders turn emerging technology into advantages their competitors cannot copy by next quarter.",
  detail:
    "We work as one team with yours: scientists, engineers and operators who stay until the result is in production and the people who run it own it.",
});
