import { register } from "node:module";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../scripts/chromium";

// The tests import the site's own modules, and some of those import content files (site.yaml, ...): Node learns
// to load them as Vite does, in this process and in every worker (each loads this file).
register("../../scripts/build/content-file-hooks.ts", import.meta.url);

// The built site on the local Workers runtime, exactly as `npm start` serves it, on a port of its own so a
// running `npm start` does not get in the way (E2E_PORT moves it). `npm test` builds before this runs.
const port = Number(process.env.E2E_PORT ?? 8799);
export const baseURL = `http://127.0.0.1:${port}`;

// The contact form talks to the real Worker, which talks to a loopback stand-in for the email provider
// (scripts/stand-in/email-provider.mjs) on the next port up, with made-up keys. The stand-in keeps the provider's
// rate limit, at a plan twenty times faster than the free one, and the Worker paces its calls at half that (one
// every 100 ms): tests that run side by side then seldom queue behind each other's messages. On a busy machine two
// calls a slot apart can still reach the stand-in too close together; the visitor is then told the message was
// sent and the outbox delivers it a second later, which the tests allow for. A test that needs the provider to
// refuse asks for it through the sender's address, which the stand-in answers whatever the pace. The real pace is
// measured by `npm run bench:contact`.
const providerPort = port + 1;
export const providerURL = `http://127.0.0.1:${providerPort}`;
// Turnstile's siteverify stand-in (scripts/stand-in/turnstile.ts), two ports up: it passes the stand-in widget's
// tokens (tests/e2e/fixtures.ts serves the widget) by their text.
const siteverifyPort = port + 2;
export const siteverifyURL = `http://127.0.0.1:${siteverifyPort}`;
// The lead webhook's receiver (scripts/stand-in/lead-receiver.ts), three ports up: it verifies each post's signature
// with the secret below, as a CRM's would.
const receiverPort = port + 3;
export const leadReceiverURL = `http://127.0.0.1:${receiverPort}`;
const LEAD_WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
/** The provider template of the prospect's acknowledgment, as the stand-in records it. */
export const ACKNOWLEDGMENT_TEMPLATE_ID = "template_ack_e2e";
const PROVIDER_CALLS_PER_SECOND = 20;
const WORKER_CALLS_PER_SECOND = 10;

/** The ops API's token on the test server (`npm run outbox` is run against it). */
export const opsToken = "e2e-ops-token-0123456789abcdef0123456789";

// WebKit journeys: each worker's WebKitWebDriver listens on this port plus the worker's parallel index (the
// inspector takes the site's port + 1000, so + 2000 is clear of everything this run starts).
export const webKitDriverPort = port + 2000;

const contactVars = {
  EMAILJS_API_URL: providerURL,
  EMAILJS_SERVICE_ID: "service_e2e",
  EMAILJS_TEMPLATE_ID: "template_e2e",
  EMAILJS_PUBLIC_KEY: "public_e2e",
  EMAILJS_PRIVATE_KEY: "private_e2e",
  CONTACT_SEND_INTERVAL_MS: String(1000 / WORKER_CALLS_PER_SECOND),
  // Held messages (no proof of a person: the engines without the stand-in widget, the no-JavaScript post) are
  // delivered as freely as the provider allows, so a test can see them arrive.
  CONTACT_HELD_PER_DAY: "10000",
  // A sender the Worker itself refuses (403), for journeys whose failure must not depend on the provider.
  CONTACT_BLOCKLIST: "@blocked.test",
  OPS_TOKEN: opsToken,
  TURNSTILE_SITE_KEY: "1x00000000000000000000BB",
  TURNSTILE_SECRET_KEY: "e2e-turnstile-secret",
  TURNSTILE_VERIFY_URL: `${siteverifyURL}/turnstile/v0/siteverify`,
  LEAD_WEBHOOK_URL: `${leadReceiverURL}/hooks/lead`,
  LEAD_WEBHOOK_SECRET,
  EMAILJS_AUTOREPLY_TEMPLATE_ID: ACKNOWLEDGMENT_TEMPLATE_ID,
};

export default defineConfig<{ shareContext: boolean }>({
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
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  // Chromium runs every browser test; Firefox and WebKit run the visitor journeys (tests/journeys/), which are
  // written once against a driver interface with one adapter per engine (tests/e2e/engines/).
  projects: [
    // One browser context and page a worker, reset between tests on the site's origin (tests/e2e/shared-page.ts).
    // A visitor who prefers reduced motion, unless a test is about motion (`test.use({ reducedMotion:
    // "no-preference" })`, as the spec files of the home page, the page transitions and the under-construction page
    // do): every page then arrives without its view transition and holds still, and Chromium's GPU process took 54
    // CPU-seconds instead of 90 (docs/decisions/0036-reduced-motion-unless-about-motion.md). The journeys in Firefox
    // and WebKit walk through the site with its motion.
    {
      name: "chromium",
      testIgnore: /journeys\.(firefox|webkit)\.spec\.ts$/,
      use: { shareContext: true, reducedMotion: "reduce" },
    },
    // Each engine's journeys one after another in one worker, which starts that engine once: spread over both
    // workers, the second start of Firefox cost about 5 CPU-seconds and its worker 2 more (51.3 against 46.3 for
    // Firefox's journeys alone), WebKit's about 3.
    { name: "firefox", testMatch: /journeys\.firefox\.spec\.ts$/, fullyParallel: false },
    // About one page load in a hundred has crashed WebKitGTK's web process: a journey gets one more try.
    { name: "webkit", testMatch: /journeys\.webkit\.spec\.ts$/, fullyParallel: false, retries: 1 },
  ],
  webServer: [
    {
      command: `node scripts/stand-in/email-provider.mjs --port ${providerPort} --rate ${PROVIDER_CALLS_PER_SECOND}`,
      cwd: "../..",
      url: `${providerURL}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/stand-in/turnstile.ts --port ${siteverifyPort}`,
      cwd: "../..",
      url: `${siteverifyURL}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node scripts/stand-in/lead-receiver.ts --port ${receiverPort} --secret ${LEAD_WEBHOOK_SECRET}`,
      cwd: "../..",
      url: `${leadReceiverURL}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: [
        // The insights' D1 schema first, into the state wrangler dev then serves (build/server/.wrangler/state).
        "npx wrangler d1 migrations apply INSIGHTS_DB --local --config build/server/wrangler.json &&",
        `npx wrangler dev --config build/server/wrangler.json --ip 127.0.0.1 --port ${port} --inspector-port ${port + 1000}`,
        "--log-level warn --show-interactive-dev-session=false",
        ...Object.entries(contactVars).map(([name, value]) => `--var ${name}:${value}`),
      ].join(" "),
      cwd: "../..",
      url: `${baseURL}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
