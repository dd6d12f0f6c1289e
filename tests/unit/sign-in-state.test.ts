// The content editor's GitHub sign-in state (workers/admin/sign-in-state.ts) at its edges, on a fixed clock: the
// ten minutes counted to the second, a signature cut short or left off, and a cookie of another sign-in; what a
// state is made of (its random part's source and length, what the signature covers, the expiry's pattern).
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** A state as only the holder of the secret can make one: `random.expires`, signed as the Worker signs it. */
async function signedState(random: string, expires: string, secret = SECRET): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${random}.${expires}`)));
  const signature = btoa(String.fromCharCode(...mac))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
  return `${random}.${expires}.${signature}`;
}

describe("what the state is made of", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("its random part is 24 bytes from crypto.getRandomValues, in base64url: the cookie", async () => {
    const draw = vi.spyOn(crypto, "getRandomValues").mockImplementation((array: ArrayBufferView<ArrayBuffer>) => {
      if (array instanceof Uint8Array) array.forEach((_byte, index) => (array[index] = index + 250));
      return array;
    });
    const { cookie, state } = await newSignInState(SECRET, START);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(draw.mock.calls[0]?.[0]).toHaveLength(24);
    // Bytes 250, 251, ..., 255, 0, 1, ..., 17: "+" and "/" in base64, "-" and "_" here.
    expect(cookie).toBe("-vv8_f7_AAECAwQFBgcICQoLDA0ODxAR");
    expect(state.startsWith(`${cookie}.`)).toBe(true);
  });

  it("two states never share their random part", async () => {
    const first = await newSignInState(SECRET, START);
    const second = await newSignInState(SECRET, START);
    expect(first.cookie).toMatch(/^[\w-]{32}$/);
    expect(second.cookie).not.toBe(first.cookie);
  });

  it("is the random part, the expiry in seconds and their HMAC-SHA-256 with the secret, in base64url without padding", async () => {
    const { cookie, state } = await newSignInState(SECRET, START + 999);
    const expires = String(START / 1000 + 600);
    expect(state).toBe(await signedState(cookie, expires));
    expect(state.split(".")[2]).toMatch(/^[\w-]{43}$/);
  });

  it("the signature covers each part alone: another random part, or a later expiry, with it is forged", async () => {
    const mine = await newSignInState(SECRET, START);
    const other = await newSignInState(SECRET, START);
    const [random = "", expires = "", signature = ""] = mine.state.split(".");
    const later = `${random}.${Number(expires) + 3600}.${signature}`;
    expect(await checkSignInState(SECRET, later, mine.cookie, START)).toBe("forged");
    const swapped = `${other.cookie}.${expires}.${signature}`;
    expect(await checkSignInState(SECRET, swapped, other.cookie, START)).toBe("forged");
  });

  it("a signature changed in one character, its length kept, is forged", async () => {
    const { state, cookie } = await newSignInState(SECRET, START);
    const last = state.at(-1) === "A" ? "B" : "A";
    expect(await checkSignInState(SECRET, `${state.slice(0, -1)}${last}`, cookie, START)).toBe("forged");
  });

  it("a state of more or fewer than three parts is forged, whatever its first three hold", async () => {
    const { state, cookie } = await newSignInState(SECRET, START);
    expect(await checkSignInState(SECRET, `${state}.more`, cookie, START)).toBe("forged");
    expect(await checkSignInState(SECRET, state.slice(0, state.lastIndexOf(".")), cookie, START)).toBe("forged");
  });

  it("no state at all is missing", async () => {
    const { cookie } = await newSignInState(SECRET, START);
    expect(await checkSignInState(SECRET, undefined, cookie, START)).toBe("missing");
    expect(await checkSignInState(SECRET, "", cookie, START)).toBe("missing");
  });

  // Signed with the secret, as no one but the Worker can: the expiry is still read as at most twelve digits.
  it.each([
    ["999999999999", "ok", "twelve digits"],
    ["9999999999999", "expired", "thirteen digits"],
    ["99999999999999999999", "expired", "digits beyond the twelfth (the pattern's end)"],
    ["x99999999999", "expired", "something before the digits (the pattern's start)"],
    ["Infinity", "expired", "no digits"],
    ["", "expired", "nothing"],
  ])("a signed expiry of %s is %s (%s)", async (expires, check) => {
    const random = "-vv8_f7_AAECAwQFBgcICQoLDA0ODxAR";
    expect(await checkSignInState(SECRET, await signedState(random, expires), random, START)).toBe(check);
  });
});
