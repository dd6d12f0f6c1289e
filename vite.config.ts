import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Order matters: the Cloudflare plugin owns the SSR environment, React Router comes last.
export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The default split gave every page fifteen scripts of 1-65 KB, and each costs a request before the
            // page hydrates (six at a time over HTTP/1.1). Two groups bring a page down to six: the framework,
            // which every page needs and which changes only with a dependency upgrade (so it stays cached across
            // deploys), and the app code that two or more routes share. Code of one route stays in its route's
            // chunk; sonner stays behind the dynamic import that loads it on the first toast.
            // An `output` here replaces React Router's, whose entryFileNames only add a suffix such as
            // "-client-loader" to the names of split route-module chunks: cosmetic, and no route has one today.
            codeSplitting: {
              groups: [
                { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
                { name: "shared", minShareCount: 2, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
