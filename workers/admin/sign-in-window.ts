/**
 * The page the sign-in window ends on. It hands its outcome to the editor that opened it, in the message protocol
 * the editor speaks (Decap CMS's, which Sveltia CMS keeps): the window says `authorizing:github`, the editor
 * answers the same, and the window then posts `authorization:github:success:{"token":…}` or
 * `authorization:github:error:{"error":…}`. Every message goes to the site's own origin and is taken only from
 * it, so a token never reaches another site's window. The page also says the outcome in words, for a window opened
 * by hand.
 */

export type SignInOutcome = { token: string } | { error: string };

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** JSON that is safe inside a <script> element (no "</script>", no HTML comment opener). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll(">", "\\u003e").replaceAll("&", "\\u0026");

export function signInWindowPage({
  origin,
  nonce,
  outcome,
}: {
  origin: string;
  nonce: string;
  outcome: SignInOutcome;
}): string {
  const result =
    "token" in outcome
      ? `authorization:github:success:${JSON.stringify({ provider: "github", token: outcome.token })}`
      : `authorization:github:error:${JSON.stringify({ provider: "github", error: outcome.error })}`;
  const words = "token" in outcome ? "Signed in. This window closes by itself." : outcome.error;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<title>Sign in to the content editor</title>
</head>
<body>
<p id="outcome">${escapeHtml(words)}</p>
<script nonce="${nonce}">
(() => {
  const origin = ${scriptJson(origin)};
  const result = ${scriptJson(result)};
  if (!window.opener) return;
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.data !== "authorizing:github") return;
    window.opener.postMessage(result, origin);
  });
  window.opener.postMessage("authorizing:github", origin);
})();
</script>
</body>
</html>
`;
}
