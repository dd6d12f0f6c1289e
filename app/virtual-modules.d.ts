/** The URL of the script every page loads (app/page-script.ts, built by vite.config.ts). */
declare module "virtual:page-script" {
  const url: string;
  export default url;
}
