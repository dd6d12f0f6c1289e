import type { RouterContextProvider } from "react-router";
import type { PhotoVariants } from "~/lib/photos/photo-variants";
import { PRERENDER_DATA_FOLDER, readPrerenderData } from "../prerender-data.server";

/**
 * The leaders' photos as the home pages show them: the variants the build made of each, by the leader's name,
 * written by the build into the prerender data (scripts/build/leader-photos-data.ts) and read by the home page's
 * loader. The page's data then names only files that are deployed: never the original (`image` in leaders.yaml),
 * whose address answers 404.
 */
export type LeaderPhotos = Readonly<Record<string, PhotoVariants>>;

export const leaderPhotosFile = `${PRERENDER_DATA_FOLDER}/leader-photos.json`;

/**
 * The leaders' photos, or none where there is no prerender data (the development server, a deployed Worker): a
 * leader is then shown by the drawing made from their name.
 */
export const leaderPhotosIn = async (context: Readonly<RouterContextProvider>): Promise<LeaderPhotos> =>
  (await readPrerenderData<LeaderPhotos>(context, leaderPhotosFile)) ?? {};
