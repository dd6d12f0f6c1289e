import path from "node:path";
import { runnerImport } from "vite";
import { contentFiles } from "./content-files.ts";

const root = path.join(import.meta.dirname, "../..");

/**
 * A module of the project, loaded through Vite, for the build's own configuration (vite.config.ts,
 * react-router.config.ts) and the scripts: Node loads those files, and does not know the `~/` alias the project's
 * modules import each other by, nor `import.meta.glob`, nor content files (content-files.ts).
 */
export async function loadModule<Module>(file: string): Promise<Module> {
  const { module } = await runnerImport<Module>(path.join(root, file), {
    configFile: false,
    root,
    logLevel: "silent",
    resolve: { tsconfigPaths: true },
    plugins: [contentFiles()],
  });
  return module;
}
