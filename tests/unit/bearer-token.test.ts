import { describe, expect, it } from "vitest";
import { bearerTokenMatches } from "../../workers/ops/bearer-token";

const token = "0123456789abcdef0123456789abcdef";

describe("the ops API's bearer token", () => {
  it("matches the token, the scheme in any case, spaces around it allowed", async () => {
    for (const header of [`Bearer ${token}`, `bearer ${token}`, `Bearer   ${token} `]) {
      expect(await bearerTokenMatches(header, token)).toBe(true);
    }
  });

  it.each([
    ["no header", undefined],
    ["an empty header", ""],
    ["the token alone", token],
    ["another scheme", `Basic ${token}`],
    ["a prefix of the token", `Bearer ${token.slice(0, -1)}`],
    ["the token and more", `Bearer ${token}0`],
    ["two tokens", `Bearer ${token} ${token}`],
    ["another token", `Bearer ${"x".repeat(token.length)}`],
  ])("refuses %s", async (_case, header) => {
    expect(await bearerTokenMatches(header, token)).toBe(false);
  });
});
