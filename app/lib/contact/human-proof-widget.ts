import { embedHosts } from "~/lib/embeds/embed-hosts";

/**
 * The contact form's bot check in the browser: Cloudflare Turnstile, invisible unless Cloudflare wants a person
 * to tick a box. Nothing of it loads with the page: `start` (the form calls it when the visitor first focuses or
 * types in it) requests Turnstile's script and renders the widget into the form, where it solves its challenge
 * while the visitor writes. `token` gives the proof at Send: a token is good for 300 s and a visitor may write for
 * longer (or the tab may have slept through the widget's own refresh), so an old one is replaced first. A token
 * proves one message only: `spent` starts the next.
 *
 * Whatever goes wrong (the script blocked or unreachable, a challenge that fails), `token` answers "" within a few
 * seconds, and the message goes without a proof: the Worker keeps it in the held lane, and nothing is lost.
 */

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  reset(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT_URL = `${embedHosts.humanProof}/turnstile/v0/api.js`;
const ONLOAD = "onHumanProofReady";
/** A token older than this is replaced at Send: its 300 s life must outlast the trip to siteverify. */
const TOKEN_FRESH_MS = 240_000;
/** At Send, how long to wait for a token still being made; past it, the message goes without one. */
const TOKEN_WAIT_MS = 3000;

type State = "idle" | "loading" | "ready" | "failed";

export interface HumanProof {
  start(container: HTMLElement): void;
  token(): Promise<string>;
  spent(): void;
}

export function createHumanProof(siteKey: string | null, language: string): HumanProof {
  let state: State = siteKey ? "idle" : "failed";
  let widgetId: string | undefined;
  let current = "";
  let issuedAt = 0;
  const waiting = new Set<(token: string) => void>();

  const settle = (token: string) => {
    current = token;
    issuedAt = token ? Date.now() : 0;
    for (const resolve of waiting) resolve(token);
    waiting.clear();
  };
  const fail = () => {
    state = "failed";
    settle("");
  };

  function render(api: TurnstileApi, container: HTMLElement) {
    try {
      widgetId = api.render(container, {
        sitekey: siteKey,
        language,
        // Invisible unless Cloudflare asks for an interaction; the widget keeps its token fresh by itself too.
        appearance: "interaction-only",
        "refresh-expired": "auto",
        callback: (token: string) => {
          settle(token);
        },
        // Expired: `issuedAt` stays, so that Send knows to ask for a new one.
        "expired-callback": () => {
          current = "";
        },
        "error-callback": () => {
          fail();
          // Handled: Turnstile would otherwise throw into the page.
          return true;
        },
      });
      state = widgetId === undefined ? "failed" : "ready";
    } catch {
      fail();
    }
  }

  return {
    start(container) {
      if (state !== "idle" || !siteKey) return;
      state = "loading";
      const script = document.createElement("script");
      const onload = () => {
        Reflect.deleteProperty(window, ONLOAD);
        if (window.turnstile) render(window.turnstile, container);
        else fail();
      };
      Object.assign(window, { [ONLOAD]: onload });
      script.src = `${SCRIPT_URL}?render=explicit&onload=${ONLOAD}`;
      script.async = true;
      script.addEventListener("error", fail);
      document.head.appendChild(script);
    },

    token() {
      if (state === "failed" || state === "idle") return Promise.resolve("");
      if (current && Date.now() - issuedAt < TOKEN_FRESH_MS) return Promise.resolve(current);
      // A token was made and has expired, or is about to: ask for a new one. Otherwise the first is on its way.
      if (issuedAt > 0 && widgetId !== undefined) {
        current = "";
        issuedAt = 0;
        window.turnstile?.reset(widgetId);
      }
      return new Promise((resolve) => {
        const done = (token: string) => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve(token);
        };
        const timer = setTimeout(() => {
          done("");
        }, TOKEN_WAIT_MS);
        waiting.add(done);
      });
    },

    spent() {
      current = "";
      issuedAt = 0;
      if (state === "ready" && widgetId !== undefined) window.turnstile?.reset(widgetId);
    },
  };
}
