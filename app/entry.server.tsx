import { renderToString } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { CspNonce } from "./lib/document/csp-nonce";
import { cspNonceContext } from "./lib/document/request-context.server";

// React Router's web entry, plus the per-request CSP nonce: ServerRouter hands it to <Scripts>, and the shell's own
// inline script reads it from CspNonce.
//
// Every document is rendered whole, at once, with renderToString (decision 0086). The pages are small, read no slow
// data and ship none of React Router's scripts, so streaming would gain nothing: React's streamed render, and the text
// encoding of each chunk it writes, cost some three times the CPU of this one for the same bytes. Nothing here
// suspends (no Suspense boundary, no <Await>): a component that did would fail the render, and its page with it.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A HEAD is answered with the headers a GET gets (the page's type, and with it the page's security policy), no body.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.get(cspNonceContext);
  const html = renderToString(
    <CspNonce value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </CspNonce>,
  );
  // renderToString writes no doctype, which React's streamed render adds before <html>: without it, quirks mode.
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
