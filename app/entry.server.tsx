import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { CspNonce } from "./lib/document/csp-nonce";
import { cspNonceContext } from "./lib/document/request-context.server";

export const streamTimeout = 5_000;

// React Router's web entry, plus the per-request CSP nonce: ServerRouter hands it to <Scripts>, React puts it
// on the inline scripts it writes, and the shell's own inline script reads it from CspNonce.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.get(cspNonceContext);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <CspNonce value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </CspNonce>,
    {
      nonce,
      // React sends a finished boundary larger than this apart from its place, with a script to move it in.
      // Every boundary here is finished before the document is sent (below), so none is ever sent apart.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject and are logged by React Router itself.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Every document is sent whole. The pages are small and read no slow data, so streaming would gain nothing,
  // and a boundary still loading when the stream started would be sent as a fallback plus a script that swaps
  // the content in: every page must be plain HTML, in place, before any script runs.
  await body.allReady;
  const html = await new Response(body).text();

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
