import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";

/**
 * React Router's handler for the pages. Handed a function, React Router loads the build and derives its routes
 * again for every request, so that Vite's dev server can change them under it. A built Worker's build never changes,
 * so outside the dev server it is loaded once and handed over itself, and its routes are derived once: they cost a
 * fifth of a millisecond of CPU a request, measured over the Insights pages in Node. A load that fails is tried again
 * by the next request.
 */
export function pagesHandler(load: () => Promise<ServerBuild>, mode: string, devServer: boolean): RequestHandler {
  if (devServer) return createRequestHandler(load, mode);
  let handler: Promise<RequestHandler> | undefined;
  return async (request, loadContext) => {
    handler ??= load().then(
      (build) => createRequestHandler(build, mode),
      (error: unknown) => {
        handler = undefined;
        throw error;
      },
    );
    return (await handler)(request, loadContext);
  };
}
