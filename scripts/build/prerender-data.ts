import type { PhotoManifest } from "~/lib/photos/photo-variants";
import { insightsDataFiles } from "./insights-data";
import { leaderPhotosDataFile } from "./leader-photos-data";

/**
 * Every file of the prerender data (app/content/prerender-data.server.ts), as vite.config.ts writes them into the
 * client build: the Insights entries' and the leaders' photos, with `photos` the variants the build made.
 */
export const prerenderDataFiles = (photos: PhotoManifest) => [
  ...insightsDataFiles(undefined, photos),
  leaderPhotosDataFile(photos),
];
