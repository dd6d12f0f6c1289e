// `npm run bench:console`: how fast the ops console's pages answer, and whether they are accessible, with months of
// numbers in D1 and a busy outbox, through the production build on the local Workers runtime.
//
// 1. The local D1 (INSIGHTS_DB) gets 90 days of 2,000 page views a day (insights-seed.ts: pages in both languages,
//    sources with a long tail of campaigns, countries, devices, Web Vitals, contacts and bookings), then the site's
//    own daily rollup runs (the Cron Trigger, fired through the local runtime's /cdn-cgi/local/scheduled): the last 30 days stay
//    raw rows and the days before become daily totals, as in production after three months.
// 2. The outbox gets held messages (posted to /api/contact without a proof of a person; CONTACT_HELD_PER_DAY=0 keeps
//    them held) and dead letters (messages with a proof, which the siteverify stand-in passes, whose e-mail the
//    provider refuses for good).
// 3. It signs in (POST /ops/sign-in with the ops token) and asks for /ops?days=7, /ops?days=30, /ops?days=90 and
//    /ops/outbox, taking turns, one request at a time: a few warm-up rounds, then the measured ones. Prints each
//    page's p50, p95 and slowest answer (goal: p95 at most 300 ms), and its first view's time: for a range of
//    numbers, the view that counts it (the console draws the numbers from a snapshot, report-snapshots.ts).
// 4. Lighthouse's accessibility category on /ops and /ops/outbox, signed in (the session cookie as an extra
//    header), in Debian's Chromium (goal: 100); an audit that fails is named.
//
// The Worker runs with ENVIRONMENT=development on top of the production build's vars: only there does it call
// http:// addresses (the loopback stand-ins); for the console that changes the session cookie's name and its
// Secure flag (console-session.ts), nothing it draws. State lives in a temporary directory (in memory where there is
// /dev/shm), deleted at the end. Options: --rounds=N (30), --warmup=N (3), --days=N (90), --views=N (a day, 2000),
// --held=N (150), --dead=N (20), --no-build. Ports: BENCH_PORT (8872), the inspector, Chromium, the siteverify and
// provider stand-ins on the four after it. The machine's load average is printed with the figures.
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import type { OutboxStatus } from "../../workers/contact/outbox-views.ts";
import { chromiumFlags, chromiumPath } from "../chromium.ts";
import { startTurnstileStandIn } from "../stand-in/turnstile.ts";
import {
  benchHost,
  buildUnlessAskedNot,
  builtPagePaths,
  localD1,
  migratedLocalState,
  printTable,
  repoRoot,
  startSite,
} from "./built-site.ts";
import { benchOptions } from "./bench-options.ts";
import { insightsSeedStatements } from "./insights-seed.ts";

const options = benchOptions({ rounds: 30, warmup: 3, days: 90, views: 2000, held: 150, dead: 20, "no-build": false });
const ROUNDS = options.rounds;
const WARMUP = options.warmup;
const DAYS = options.days;
const VIEWS_A_DAY = options.views;
const HELD = options.held;
const DEAD = options.dead;
const port = Number(process.env.BENCH_PORT ?? 8872);
const chromePort = port + 2;
const siteverifyPort = port + 3;
const providerPort = port + 4;
const P95_GOAL_MS = 300;
const A11Y_GOAL = 100;
const OPS_TOKEN = randomBytes(24).toString("hex");
const pages = ["/ops?days=7", "/ops?days=30", "/ops?days=90", "/ops/outbox"] as const;
/** Each page's title, to tell it from the sign-in page (which a lost session would answer with, also a 200). */
const titles: Record<(typeof pages)[number], string> = {
  "/ops?days=7": "Numbers",
  "/ops?days=30": "Numbers",
  "/ops?days=90": "Numbers",
  "/ops/outbox": "Outbox",
};
if (HELD + DEAD > 240 * 256) throw new Error("at most 61440 messages: one client address each in 198.18.0.0/15");

await buildUnlessAskedNot(options["no-build"]);
const state = migratedLocalState("console-bench");
let lighthouseVersion = "";
let run: Awaited<ReturnType<typeof seedAndMeasure>>;
try {
  run = await seedAndMeasure();
} finally {
  rmSync(state, { recursive: true, force: true });
}
const { times, outbox, audits, counts } = run;

const at = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const rows = [...times].map(([page, { first, ms, statuses, bytes }]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const p95 = at(sorted, 95);
  const answered = statuses.get("200") === ROUNDS && statuses.size === 1;
  return {
    met: answered && p95 <= P95_GOAL_MS,
    cells: [
      page,
      [...statuses].map(([status, count]) => `${count} x ${status}`).join(", "),
      (bytes / 1024).toFixed(1),
      at(sorted, 50).toFixed(0),
      p95.toFixed(0),
      (sorted.at(-1) ?? NaN).toFixed(0),
      first.toFixed(0),
      answered && p95 <= P95_GOAL_MS ? "ok" : "MISS",
    ],
  };
});
console.log(
  `\nThe ops console, signed in: ${ROUNDS} rounds over the pages one request at a time, after ${WARMUP} warm-up rounds; wrangler dev on ${benchHost}:${port}, local D1; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
console.log(
  `D1: ${DAYS} days of ${VIEWS_A_DAY} page views, rolled up as the daily Cron Trigger leaves them: ${counts.page_views} raw page views (${counts.raw_days} days), ${counts.conversions} raw conversions, ${counts.daily_views} daily_views rows, ${counts.daily_vitals} daily_vitals rows. Outbox: ${outbox.held} held, ${outbox.dead} dead letters.\n`,
);
printTable(
  ["page", "answers", "HTML KB", "p50 ms", "p95 ms", "max ms", "first view ms", "goal"],
  rows.map((row) => row.cells),
);
console.log(`\nLighthouse ${lighthouseVersion}, accessibility, signed in:\n`);
printTable(
  ["page", "score", "goal", "failing audits"],
  audits.map(({ page, score, failing }) => [
    page,
    String(score),
    score >= A11Y_GOAL ? "ok" : "MISS",
    failing.join(", "),
  ]),
);
console.log(
  "\nFirst view: each page's first request (in the first warm-up round); for a range of numbers, the one that counts",
);
console.log("it (no snapshot of it yet), as the first view of a range after an hour unused does.");
console.log(
  `\nGoals: every answer 200 with its page, p95 at most ${P95_GOAL_MS} ms for every page; accessibility ${A11Y_GOAL}.`,
);
process.exitCode = rows.every((row) => row.met) && audits.every((audit) => audit.score >= A11Y_GOAL) ? 0 : 1;

/** Seeds the local state, serves the build on it, fills the outbox, signs in, measures; then the seeded tables' sizes. */
async function seedAndMeasure() {
  const seedFile = `${state}/seed.sql`;
  const statements = insightsSeedStatements({
    today: new Date().toISOString().slice(0, 10),
    days: DAYS,
    viewsPerDay: VIEWS_A_DAY,
    pages: await builtPagePaths(),
  });
  writeFileSync(seedFile, statements.join("\n"));
  console.log(`Seeding D1: ${DAYS} days of ${VIEWS_A_DAY} page views...`);
  localD1(state, ["execute", "INSIGHTS_DB", `--file=${seedFile}`]);

  // The email provider, refusing every call for good (as it does a template that no longer exists): a verified
  // message's e-mail is a dead letter at its first try.
  const provider = createServer((request, response) => {
    request.resume();
    response.writeHead(400, { "Content-Type": "text/plain" });
    response.end("The template ID is invalid");
  });
  await new Promise<void>((resolve) => provider.listen(providerPort, benchHost, resolve));
  const siteverify = await startTurnstileStandIn({ port: siteverifyPort });
  try {
    const site = await startSite(
      port,
      {
        ENVIRONMENT: "development",
        OPS_TOKEN,
        EMAILJS_API_URL: `http://${benchHost}:${providerPort}`,
        EMAILJS_SERVICE_ID: "service_bench",
        EMAILJS_TEMPLATE_ID: "template_bench",
        EMAILJS_PUBLIC_KEY: "public_bench_console",
        TURNSTILE_SITE_KEY: "site_bench",
        TURNSTILE_SECRET_KEY: "secret_bench",
        TURNSTILE_VERIFY_URL: `${siteverify.url}/turnstile/v0/siteverify`,
        CONTACT_HELD_PER_DAY: "0",
      },
      state,
    );
    let outbox: OutboxStatus;
    let times: Awaited<ReturnType<typeof measure>>;
    let audits: Awaited<ReturnType<typeof accessibility>>;
    try {
      await rollUp(site.origin);
      outbox = await fillOutbox(site.origin);
      const cookie = await signIn(site.origin);
      times = await measure(site.origin, cookie);
      audits = await accessibility(site.origin, cookie);
    } finally {
      await site.stop();
    }
    return { times, outbox, audits, counts: tableCounts(state) };
  } finally {
    await siteverify.close();
    provider.close();
  }
}

/** Fires the Worker's scheduled handler as the daily Cron Trigger would, now: the rollup of older raw rows. */
async function rollUp(origin: string): Promise<void> {
  const { triggers } = JSON.parse(readFileSync(`${repoRoot}build/server/wrangler.json`, "utf8")) as {
    triggers: { crons: string[] };
  };
  const cron = triggers.crons[0] ?? "";
  const response = await fetch(`${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`);
  const text = await response.text();
  if (!response.ok) throw new Error(`the scheduled event failed: ${response.status} ${text.slice(0, 200)}`);
}

/** Held messages and dead letters, each from a client address of its own (the contact limit is per address). */
async function fillOutbox(origin: string): Promise<OutboxStatus> {
  const send = async (index: number) => {
    const proof = index >= HELD;
    const response = await fetch(`${origin}/api/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        "CF-Connecting-IP": `198.18.${index >> 8}.${index & 255}`,
      },
      body: JSON.stringify({
        name: proof ? `Prospect ${index}` : `Sender ${index}`,
        email: `${proof ? "prospect" : "sender"}-${index}@example.org`,
        company: index % 3 === 0 ? "Example Ventures" : "",
        message: `${proof ? "We would like to talk about a pilot" : "Cheap visitors for your site"} (message ${index}).\n${"More words about it. ".repeat(20)}`,
        locale: index % 4 === 0 ? "es" : "en",
        page: index % 4 === 0 ? "/es" : "/services/mvp-builder",
        ...(proof ? { "cf-turnstile-response": `pass-console-bench-${index}` } : {}),
      }),
    });
    // A verified message's e-mail is tried while its sender waits: the provider's refusal is answered 502 (the
    // message is kept, as a dead letter).
    if (!response.ok && !(proof && response.status === 502)) {
      throw new Error(`POST /api/contact answered ${response.status}: ${await response.text()}`);
    }
  };
  const indexes = Array.from({ length: HELD + DEAD }, (_, index) => index);
  // A few at a time: the outbox takes each message in turn anyway.
  for (let start = 0; start < indexes.length; start += 8) {
    await Promise.all(indexes.slice(start, start + 8).map(send));
  }
  const deadline = Date.now() + 60_000;
  for (let call = 0; Date.now() < deadline; call++) {
    const response = await fetch(`${origin}/api/ops/outbox`, {
      headers: { Authorization: `Bearer ${OPS_TOKEN}`, "CF-Connecting-IP": `198.19.255.${call % 256}` },
    });
    const status = await response.json<OutboxStatus>();
    if (status.dead >= DEAD && status.held >= HELD) return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the outbox did not reach ${HELD} held and ${DEAD} dead within 60 s`);
}

/** Signs in with the ops token, as the sign-in form does; resolves the session's `Cookie` header. */
async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/ops/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.19.0.1" },
    body: new URLSearchParams({ token: OPS_TOKEN }).toString(),
  });
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0];
  if (response.status !== 303 || !cookie) throw new Error(`sign-in answered ${response.status} without a session`);
  return cookie;
}

/** Every page in turn, one request at a time: warm-up rounds first, then the rounds timed (to the last byte). */
async function measure(origin: string, cookie: string) {
  const results = new Map(
    pages.map((page) => [page, { first: NaN, ms: [] as number[], statuses: new Map<string, number>(), bytes: 0 }]),
  );
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const page of pages) {
      const started = performance.now();
      const response = await fetch(`${origin}${page}`, { headers: { Cookie: cookie } });
      const html = await response.text();
      const ms = performance.now() - started;
      const result = results.get(page);
      if (!result) continue;
      if (round === 0) result.first = ms;
      if (round < WARMUP) continue;
      const status = html.includes(`<title>${titles[page]} · Ops console</title>`)
        ? String(response.status)
        : `${response.status} (not the page)`;
      result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
      result.ms.push(ms);
      result.bytes = Buffer.byteLength(html);
    }
  }
  return results;
}

/** Lighthouse's accessibility category on the numbers and outbox pages, signed in. */
async function accessibility(origin: string, cookie: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    port: chromePort,
  });
  try {
    const results: { page: string; score: number; failing: string[] }[] = [];
    for (const page of ["/ops", "/ops/outbox"]) {
      const outcome = await lighthouse(`${origin}${page}`, {
        hostname: benchHost,
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["accessibility"],
        extraHeaders: { Cookie: cookie },
      });
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${page}`);
      const lhr: Result = outcome.lhr;
      lighthouseVersion = lhr.lighthouseVersion;
      if (lhr.runtimeError) throw new Error(`Lighthouse error on ${page}: ${lhr.runtimeError.code}`);
      const category = lhr.categories.accessibility;
      const failing = (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== 1 && lhr.audits[ref.id]?.score !== null)
        .map((ref) => ref.id);
      results.push({ page, score: Math.round((category?.score ?? 0) * 100), failing });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** How many rows the seeded tables hold once the rollup ran (read with the runtime stopped). */
function tableCounts(dir: string): Record<string, string> {
  const output = localD1(dir, [
    "execute",
    "INSIGHTS_DB",
    "--json",
    "--command",
    `SELECT (SELECT COUNT(*) FROM page_views) AS page_views, (SELECT COUNT(DISTINCT day) FROM page_views) AS raw_days,
       (SELECT COUNT(*) FROM conversions) AS conversions, (SELECT COUNT(*) FROM daily_views) AS daily_views,
       (SELECT COUNT(*) FROM daily_vitals) AS daily_vitals`,
  ]);
  const [first] = JSON.parse(output) as { results: Record<string, number>[] }[];
  const row = first?.results[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value.toLocaleString("en")]));
}
