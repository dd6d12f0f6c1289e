// The page the editor's GitHub sign-in window ends on (workers/admin/sign-in-window.ts): its script run against a
// stand-in of the window and the editor that opened it, so what it posts, to which origin, and what it answers are
// seen as the editor sees them; and text the page carries, escaped for the HTML and for its script.
import { describe, expect, it, vi } from "vitest";
import { type SignInOutcome, signInWindowPage } from "../../workers/admin/sign-in-window";

const ORIGIN = "https://site.test";
const NONCE = "bm9uY2Utb2YtdGhlLXRlc3Q=";

/** Runs the page's script in a stand-in window: what it posted to its opener, and a way to send it a message. */
function openWindow(outcome: SignInOutcome, { opener = true } = {}) {
  const html = signInWindowPage({ origin: ORIGIN, nonce: NONCE, outcome });
  const script = /<script nonce="[^"]*">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
  const posted: [unknown, string][] = [];
  const listeners: ((event: { origin: string; data: unknown }) => void)[] = [];
  const window = {
    opener: opener
      ? {
          postMessage: vi.fn((message: unknown, target: string) => {
            posted.push([message, target]);
          }),
        }
      : null,
    addEventListener: (type: string, listener: (event: { origin: string; data: unknown }) => void) => {
      if (type === "message") listeners.push(listener);
    },
  };
  // The page's own script, run as the browser would, with the stand-in as its `window`.
  // oxlint-disable-next-line typescript/no-implied-eval -- the script under test is the page's, not ours
  const run = new Function("window", script) as (window: unknown) => void;
  run(window);
  const send = (origin: string, data: unknown) => {
    for (const listener of listeners) listener({ origin, data });
  };
  return { html, posted, listeners, send };
}

const success = 'authorization:github:success:{"provider":"github","token":"gho_token123"}';

describe("the sign-in window's script", () => {
  it("says it is authorizing to the site's origin only, at once", () => {
    const { posted } = openWindow({ token: "gho_token123" });
    expect(posted).toEqual([["authorizing:github", ORIGIN]]);
  });

  it("hands the token over when the editor on the site's origin answers, to that origin only", () => {
    const { posted, send } = openWindow({ token: "gho_token123" });
    send(ORIGIN, "authorizing:github");
    expect(posted).toEqual([
      ["authorizing:github", ORIGIN],
      [success, ORIGIN],
    ]);
  });

  it("answers no other origin, even one that begins with the site's, and no other message", () => {
    const { posted, send } = openWindow({ token: "gho_token123" });
    send("https://site.test.evil.example", "authorizing:github");
    send("https://evil.example", "authorizing:github");
    send(ORIGIN, "authorizing:gitlab");
    send(ORIGIN, "authorization:github");
    expect(posted).toEqual([["authorizing:github", ORIGIN]]);
  });

  it("an error is handed over the same way, as the editor's protocol writes it", () => {
    const { posted, send } = openWindow({ error: "GitHub could not be reached." });
    send(ORIGIN, "authorizing:github");
    expect(posted.at(-1)).toEqual([
      'authorization:github:error:{"provider":"github","error":"GitHub could not be reached."}',
      ORIGIN,
    ]);
  });

  it("opened by hand (no editor opened it), posts nothing and listens for nothing", () => {
    const { posted, listeners } = openWindow({ token: "gho_token123" }, { opener: false });
    expect(posted).toEqual([]);
    expect(listeners).toEqual([]);
  });
});

describe("the sign-in window's page", () => {
  it("says the outcome in words: signed in, or the error", () => {
    expect(openWindow({ token: "gho_token123" }).html).toContain(
      '<p id="outcome">Signed in. This window closes by itself.</p>',
    );
    expect(openWindow({ error: "Please sign in again." }).html).toContain('<p id="outcome">Please sign in again.</p>');
  });

  it("escapes the words for HTML: &, <, > and quotes", () => {
    const { html } = openWindow({ error: '<b class="x">Tom & Jerry</b>' });
    expect(html).toContain('<p id="outcome">&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/b&gt;</p>');
  });

  it("keeps its script whole whatever the outcome holds: no </script>, no comment opener, no & entity", () => {
    const error = "</script><script>alert(1)</script><!-- &amp;";
    const { html, posted, send } = openWindow({ error });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const script = html.slice(html.indexOf("<script"), html.indexOf("</script>"));
    expect(script).not.toMatch(/<\/|<!--|&/);
    expect(script).toContain("\\u003c/script\\u003e");
    expect(script).toContain("\\u0026amp;");
    send(ORIGIN, "authorizing:github");
    expect(posted.at(-1)?.[0]).toBe(`authorization:github:error:${JSON.stringify({ provider: "github", error })}`);
  });

  it("is never indexed, and its one script carries the response's nonce", () => {
    const { html } = openWindow({ token: "gho_token123" });
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain("<title>Sign in to the content editor</title>");
    expect([...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1])).toEqual([` nonce="${NONCE}"`]);
  });
});
