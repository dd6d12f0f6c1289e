import { defineConfig } from "@playwright/test";

// The built site on the local Workers runtime, exactly as `npm start` serves it, on a port of its own so a
// running `npm start` does not get in the way (E2E_PORT moves it). `npm test` builds before this runs.
const port = Number(process.env.E2E_PORT ?? 8799);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: ".",
  outputDir: "./.results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: `npx wrangler dev --config build/server/wrangler.json --ip 127.0.0.1 --port ${port} --inspector-port ${port + 1000} --log-level warn --show-interactive-dev-session=false`,
    cwd: "../..",
    url: `${baseURL}/favicon.svg`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
