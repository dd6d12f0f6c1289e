import { beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_DRAFT_KEY, clearContactDraft, loadContactDraft, saveContactDraft } from "~/lib/contact/contact-draft";

const draft = { name: "Ada", email: "ada@exa", company: "", message: "Half a thought" };

beforeEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the contact draft in session storage", () => {
  it("round-trips what was typed", () => {
    saveContactDraft(draft);
    expect(loadContactDraft()).toEqual(draft);
  });

  it("an all-empty draft is removed rather than stored; clearing removes it", () => {
    saveContactDraft(draft);
    clearContactDraft();
    expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(loadContactDraft()).toBeNull();
  });

  it("reads foreign data defensively: bad JSON is no draft, wrong types become empty, lengths are capped", () => {
    sessionStorage.setItem(CONTACT_DRAFT_KEY, "{not json");
    expect(loadContactDraft()).toBeNull();
    sessionStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ name: 7, message: "m".repeat(6000), extra: "x" }));
    expect(loadContactDraft()).toEqual({ name: "", email: "", company: "", message: "m".repeat(5000) });
  });

  it("a storage that refuses (private mode, quota) is not an error", () => {
    const refuse = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.stubGlobal("sessionStorage", { getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(() => {
      saveContactDraft(draft);
    }).not.toThrow();
    expect(loadContactDraft()).toBeNull();
  });
});
