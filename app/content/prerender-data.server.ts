import type { RouterContextProvider } from "react-router";
import { siteFilesContext } from "~/lib/document/request-context.server";

/**
 * Where the build writes what the pages read while they are prerendered (the Insights entries, the leaders'
 * photos): files of the build (build/client/_prerender/), read by the Worker that prerenders through its assets
 * binding, and removed once every page is written (react-router.config.ts), so they are never deployed. None of it
 * is part of the Worker's code: its size does not grow with the number of entries or photos.
 */
export const PRERENDER_DATA_FOLDER = "_prerender";

/**
 * A file of the prerender data, as JSON; undefined where it is not: a deployed Worker (every page that reads it is a
 * file served before the Worker runs), or the development server, which builds nothing.
 */
export async function readPrerenderData<T>(
  context: Readonly<RouterContextProvider>,
  file: string,
): Promise<T | undefined> {
  const files = context.get(siteFilesContext);
  if (!files) return undefined;
  const response = await files.fetch(new Request(`https://prerender.data/${file}`));
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  return await response.json<T>();
}
