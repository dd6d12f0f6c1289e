// @vitest-environment node
// The rollback command's words (scripts/deploy/rollback.ts, which rollback.yml runs with the workflow's inputs): a
// version id with anything before or after it is refused before wrangler is run, as a word missing or one too many.
import { describe, expect, it } from "vitest";
import { rollbackArguments } from "../../scripts/deploy/rollback.ts";

const VERSION = "11111111-1111-4111-8111-111111111111";

describe("the rollback command's words", () => {
  it("an environment, a version id and a reason: taken as they are", () => {
    expect(rollbackArguments(["production", VERSION, "the header is wrong"])).toEqual({
      environment: "production",
      version: VERSION,
      reason: "the header is wrong",
    });
  });

  it.each([
    [`${VERSION}0`, "a character after"],
    [`0${VERSION}`, "a character before"],
    [VERSION.slice(1), "a character short"],
    [VERSION.toUpperCase().replaceAll("1", "A"), "letters no version id holds"],
  ])("the version id %s (%s): refused", (version) => {
    expect(rollbackArguments(["production", version, "why"])).toBeUndefined();
  });

  it("a word missing, an empty one, or one too many: refused", () => {
    expect(rollbackArguments(["production", VERSION])).toBeUndefined();
    expect(rollbackArguments(["", VERSION, "why"])).toBeUndefined();
    expect(rollbackArguments(["production", VERSION, ""])).toBeUndefined();
    expect(rollbackArguments(["production", VERSION, "why", "more"])).toBeUndefined();
  });
});
