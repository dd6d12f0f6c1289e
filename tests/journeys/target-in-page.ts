import type { Target } from "./visitor";

// Finding an element by role and accessible name, done inside the page by one self-contained function, so the
// engines find exactly the same element (puppeteer and WebDriver each have their own idea of a role query, or
// none). The roles and names follow the HTML-ARIA mappings and the accessible-name computation
// for the elements this site uses; it is not a complete implementation of either.

/** What a journey can learn about the element a target names. */
export interface TargetState {
  /** Visible elements that match. */
  count: number;
  /** Accessible names of the visible matches, in document order. */
  names: string[];
  /** The rest describes the first visible match (or the first match if none is visible). */
  found: boolean;
  visible: boolean;
  name: string;
  /** The rendered text, as a visitor reads it. */
  text: string;
  /** The value of a form control. */
  value: string | null;
  focused: boolean;
  containsFocus: boolean;
  attributes: Record<string, string>;
  top: number;
  width: number;
}

export type TargetAction = "element" | "describe" | "focus" | "select";

/**
 * Runs in the page. "element" returns the element for an adapter to click; "describe" its state; "focus" focuses
 * it; "select" focuses a text field and selects its content, so that typing replaces it.
 */
export function targetInPage(target: Target, action: TargetAction): unknown {
  const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

  const roleOf = (el: Element): string => {
    const explicit = el.getAttribute("role")?.trim().split(/\s+/)[0];
    if (explicit) return explicit;
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute("type") ?? "text").toLowerCase();
    if ((tag === "a" || tag === "area") && el.hasAttribute("href")) return "link";
    if (tag === "button" || (tag === "input" && ["button", "submit", "reset", "image"].includes(type))) return "button";
    if (tag === "input" && type === "checkbox") return "checkbox";
    if (tag === "input" && type === "radio") return "radio";
    if (tag === "input" && ["text", "email", "tel", "url", "search", "password"].includes(type)) return "textbox";
    if (tag === "textarea") return "textbox";
    if (/^h[1-6]$/.test(tag)) return "heading";
    if (tag === "dialog") return "dialog";
    if (tag === "nav") return "navigation";
    if (tag === "main") return "main";
    if (tag === "header" && !el.closest("article, aside, main, nav, section")) return "banner";
    if (tag === "footer" && !el.closest("article, aside, main, nav, section")) return "contentinfo";
    if (tag === "section" && (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby"))) return "region";
    if (tag === "form" && (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby"))) return "form";
    if (tag === "ul" || tag === "ol") return "list";
    if (tag === "li") return "listitem";
    if (tag === "img") return el.getAttribute("alt") === "" ? "presentation" : "img";
    if (tag === "output") return "status";
    return "";
  };

  const isBlock = (el: Element) => !getComputedStyle(el).display.startsWith("inline");

  const isHidden = (el: Element) => {
    const style = getComputedStyle(el);
    return style.display === "none" || style.visibility === "hidden";
  };

  /** A node's text alternative; content that is not rendered adds nothing, unless a label points at it. */
  const textAlternative = (node: Node, referenced = false): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (!(node instanceof Element)) return "";
    if (node.getAttribute("aria-hidden") === "true") return "";
    if (!referenced && isHidden(node)) return "";
    const tag = node.tagName.toLowerCase();
    if (["script", "style", "template", "noscript"].includes(tag)) return "";
    if (tag === "img") return node.getAttribute("alt") ?? "";
    const label = node.getAttribute("aria-label");
    if (label && node.getAttribute("role") === "img") return label;
    const inner = [...node.childNodes].map((child) => textAlternative(child, referenced)).join("");
    return isBlock(node) ? ` ${inner} ` : inner;
  };

  const nameFromContent = new Set([
    "button",
    "link",
    "heading",
    "listitem",
    "cell",
    "option",
    "tab",
    "menuitem",
    "status",
  ]);

  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute("aria-labelledby");
    if (labelledBy) {
      const parts = labelledBy.split(/\s+/).map((id) => document.getElementById(id));
      const text = parts.map((part) => (part ? textAlternative(part, true) : "")).join(" ");
      if (collapse(text)) return collapse(text);
    }
    const label = el.getAttribute("aria-label");
    if (label && collapse(label)) return collapse(label);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      const fromLabels = [...(el.labels ?? [])].map((labelElement) => textAlternative(labelElement)).join(" ");
      if (collapse(fromLabels)) return collapse(fromLabels);
    }
    if (el instanceof HTMLImageElement) return collapse(el.alt);
    if (nameFromContent.has(roleOf(el))) {
      const text = collapse(textAlternative(el));
      if (text) return text;
    }
    return collapse(el.getAttribute("title") ?? "");
  };

  const isVisible = (el: Element): boolean => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.display !== "none";
  };

  const nameMatches = (name: string, wanted: Target["name"]): boolean => {
    if (wanted === undefined) return true;
    if (typeof wanted === "string") return name === collapse(wanted);
    return new RegExp(wanted.pattern, wanted.flags).test(name);
  };

  type Scope = Pick<Document, "querySelectorAll">;
  const matchesIn = (scope: Scope, wanted: Target): Element[] => {
    if (wanted.css) return [...scope.querySelectorAll(wanted.css)];
    return [...scope.querySelectorAll("*")].filter(
      (el) => roleOf(el) === wanted.role && !el.closest('[aria-hidden="true"]') && nameMatches(nameOf(el), wanted.name),
    );
  };

  const resolve = (wanted: Target): { all: Element[]; visible: Element[] } => {
    let scope: Scope = document;
    if (wanted.within) {
      const outer = resolve(wanted.within);
      const container = outer.visible[0] ?? outer.all[0];
      if (!container) return { all: [], visible: [] };
      scope = container;
    }
    const all = matchesIn(scope, wanted);
    return { all, visible: all.filter(isVisible) };
  };

  const { all, visible } = resolve(target);
  const el = visible[0] ?? all[0] ?? null;

  if (action === "element") return el;
  if (action === "focus" || action === "select") {
    if (!(el instanceof HTMLElement)) return false;
    el.focus();
    if (action === "select" && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) el.select();
    return document.activeElement === el;
  }

  const active = document.activeElement;
  const box = el?.getBoundingClientRect();
  return {
    count: visible.length,
    names: visible.map(nameOf),
    found: el !== null,
    visible: el !== null && isVisible(el),
    name: el ? nameOf(el) : "",
    text: el instanceof HTMLElement ? collapse(el.innerText) : collapse(el?.textContent ?? ""),
    value: el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : null,
    focused: el !== null && active === el,
    containsFocus: el !== null && active !== null && el.contains(active),
    attributes: Object.fromEntries([...(el?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value])),
    top: box?.top ?? Number.NaN,
    width: box?.width ?? Number.NaN,
  } satisfies TargetState;
}
