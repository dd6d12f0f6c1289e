import { cp } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import type { PhotoManifest } from "../../../app/lib/photos/photo-variants.ts";
import { photoFolders } from "../../../app/content/photos/photo-rules.ts";
import { defaultPhotoCacheDir } from "./photo-cache.ts";
import { photoSettings } from "./photo-settings.ts";
import { copyIntoBuild } from "../copy-into-build.ts";
import { photoCounts, type PreparedPhotos, preparePhotos } from "./prepare-photos.ts";

/** What the other steps of a build read of it: the photos it made, once they are made (before any bundle is). */
export interface PhotosApi {
  manifest(): PhotoManifest;
}

/**
 * The site's photographs in a build (decision 0063): every file of the folders of photos (photo-rules.ts) is
 * encoded, or taken from the cache, before anything else is built; the client build gets the variants under
 * /assets/photos/ and everything else of public/ but the originals (Vite would copy public/ whole, so this plugin
 * copies it instead). Pages get the variants through the prerender data (`api`), never the originals. The build
 * prints how many photos it encoded and how many it took from the cache.
 */
export function photos(cacheDir = defaultPhotoCacheDir): Plugin<PhotosApi> & { api: PhotosApi } {
  let prepared: PreparedPhotos | undefined;
  return {
    name: "photos",
    apply: "build",
    sharedDuringBuild: true,
    api: {
      manifest() {
        if (!prepared) throw new Error("photos: the photos are asked for before they are prepared");
        return prepared.manifest;
      },
    },
    configEnvironment(name) {
      if (name === "client") return { build: { copyPublicDir: false } };
    },
    config: {
      // After React Router's: its build (the bundles, the prerender) is the one this step wraps, to prepare the photos
      // before it.
      order: "post",
      handler({ builder: { buildApp } = {} }) {
        return {
          builder: {
            async buildApp(builder) {
              const { config } = builder;
              const started = performance.now();
              prepared = await preparePhotos({ publicDir: config.publicDir, cacheDir, settings: photoSettings });
              const seconds = (performance.now() - started) / 1000;
              config.logger.info(photoCounts(prepared, path.relative(config.root, cacheDir), seconds));
              await buildApp?.(builder);
            },
          },
        };
      },
    },
    async writeBundle() {
      if (this.environment.name !== "client") return;
      const { publicDir, build } = this.environment.config;
      const outDir = path.resolve(this.environment.config.root, build.outDir);
      const originals = Object.values(photoFolders).map((folder) => path.join(publicDir, folder.slice(1, -1)));
      await cp(publicDir, outDir, {
        recursive: true,
        filter: (source) => !originals.some((folder) => source === folder || source.startsWith(`${folder}${path.sep}`)),
      });
      if (prepared) await copyIntoBuild(outDir, prepared.files);
    },
  };
}
