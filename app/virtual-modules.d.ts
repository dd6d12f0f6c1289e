/** The URL of the script every page loads (app/page-script.ts, built by vite.config.ts). */
declare module "virtual:page-script" {
  const url: string;
  export default url;
}

/** A content file (app/content/**\/*.yaml, *.md) as its data, read at build time (scripts/build/content-files.ts). */
declare module "*.yaml" {
  const data: unknown;
  export default data;
}
