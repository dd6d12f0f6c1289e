import { defaultPhotoCacheDir } from "../../scripts/build/photos/photo-cache";
import { defaultShareCardCacheDir } from "../../scripts/build/share-card-cache";

/**
 * The environment a build of a throwaway working copy runs with: the repository's own caches of encoded photos and
 * drawn share cards (where its builds keep them), which `npm test`'s build has just filled, instead of the working
 * copy's empty ones. Its build then encodes and draws only what its changes add, not the whole site's pictures again.
 */
export const sharedBuildCaches = {
  PHOTO_CACHE_DIR: defaultPhotoCacheDir,
  SHARE_CARD_CACHE_DIR: defaultShareCardCacheDir,
};
