/** The URL of the script that pages which do not hydrate load (built by vite.config.ts). */
declare module "virtual:page-script" {
  const url: string;
  export default url;
}
