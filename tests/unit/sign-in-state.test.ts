// The content editor's GitHub sign-in state (workers/admin/sign-in-state.ts) at its edges, on a fixed clock: the
// ten minutes counted to the second, a signature cut short or left off, and a cookie of another sign-in.
import { describe, expect, it } from "vitest";
import { checkSignInState, newSignInState } from "../../workers/admin/sign-in-state";

const SECRET = "0123456789abcdef0123456789abcdef01234567";
/** A whole second, so the ten minutes end exactly at START + 600 s. */
const START = 1_800_000_000_000;

describe("the sign-in state", () => {
  it("is good for ten minutes: still at 10:00 exactly and just under, refused from 10:01", async () => {
    const { state, cookie } = await newSignInState(SECRET, START);
    expect(await checkSignInState(SECRET, state, cookie, START + 599_999)).toBe("ok");
    expect(await checkSignInState(SECRET, state, cookie, START + 600_000)).toBe("ok");
    expect(await checkSignInState(SECRET, state, cookie, START + 601_000)).toBe("expired");
  });

  it("a signature cut short or left off is forged", async () => {
    const { state, cookie } = await newSignInState(SECRET, START);
    const unsigned = state.slice(0, state.lastIndexOf(".") + 1);
    expect(await checkSignInState(SECRET, unsigned, cookie, START)).toBe("forged");
    expect(await checkSignInState(SECRET, state.slice(0, -1), cookie, START)).toBe("forged");
    expect(await checkSignInState("another secret", state, cookie, START)).toBe("forged");
  });

  it("a cookie of another sign-in in this browser is not this state's", async () => {
    const mine = await newSignInState(SECRET, START);
    const other = await newSignInState(SECRET, START);
    expect(await checkSignInState(SECRET, mine.state, other.cookie, START)).toBe("not-this-browser");
    expect(await checkSignInState(SECRET, mine.state, undefined, START)).toBe("not-this-browser");
  });
});
