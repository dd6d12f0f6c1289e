// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  adoptTypedValues,
  CONTACT_DRAFT_KEY,
  clearContactDraft,
  currentContactDraft,
  loadContactDraft,
  saveContactDraft,
} from "~/lib/contact/contact-draft";

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

describe("text typed before the form's script was ready", () => {
  function serverForm(values: Partial<Record<"name" | "email" | "company" | "message", string>>) {
    document.body.innerHTML = `<form>
      <input name="name"><input name="email" type="email"><input name="company"><textarea name="message"></textarea>
    </form>`;
    const form = document.querySelector("form");
    if (!form) throw new Error("no form");
    for (const [field, value] of Object.entries(values)) {
      const control = form.elements.namedItem(field);
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = value;
    }
    return form;
  }

  it("becomes the draft, field by field, over what the draft held", () => {
    saveContactDraft({ name: "From an earlier visit", email: "", company: "Kept", message: "" });
    adoptTypedValues(serverForm({ name: "Ada Lovelace", email: "ada@example.org", message: "Typed at once" }));
    const adopted = { name: "Ada Lovelace", email: "ada@example.org", company: "Kept", message: "Typed at once" };
    expect(currentContactDraft()).toEqual(adopted);
    expect(loadContactDraft()).toEqual(adopted);
  });

  it("is clipped to each field's limit", () => {
    clearContactDraft();
    adoptTypedValues(serverForm({ message: "m".repeat(6000) }));
    expect(currentContactDraft().message).toBe("m".repeat(5000));
  });

  it("an untouched form leaves the draft as it was", () => {
    saveContactDraft(draft);
    adoptTypedValues(serverForm({}));
    expect(currentContactDraft()).toEqual(draft);
  });
});
