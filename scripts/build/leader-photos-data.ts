import { leaderPhotosFile, type LeaderPhotos } from "~/content/home/leader-photos.server";
import { sharedHomeContent } from "~/content/localized.server";
import type { PhotoManifest } from "~/lib/photos/photo-variants";
import { builtPhoto } from "./photos/built-photo";

/**
 * The leaders' photos in the prerender data (app/content/home/leader-photos.server.ts), loaded by vite.config.ts:
 * each photographed leader's variants (`photos`, the build's, by the path leaders.yaml names), by the leader's
 * name, and no original's path. A photo the build has not made fails the build, naming the leader.
 */
export function leaderPhotosDataFile(
  photos: PhotoManifest,
  leaders = sharedHomeContent().leaders,
): { fileName: string; source: string } {
  const shown: LeaderPhotos = Object.fromEntries(
    leaders.flatMap(({ name, image }) =>
      image === undefined ? [] : [[name, builtPhoto(photos, image, `The leader ${name}`)]],
    ),
  );
  return { fileName: leaderPhotosFile, source: JSON.stringify(shown) };
}
