import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  checkDeployedFiles,
  deployedFileCount,
  deployedFilesVerdict,
  STATIC_FILE_LIMIT,
  staticFileLimit,
} from "../../scripts/build/deployed-files";

// The end of the build, without the Insights pages (which need a built Worker) and with a limit of 3 files, so a
// handful of files can pass it or not.
const insightPagesWritten = vi.hoisted(() => ({ count: 0, withPrerenderData: [] as boolean[] }));
const buildLimit = vi.hoisted(() => ({ files: 3 }));
vi.mock("../../scripts/build/load-module.ts", () => ({
  loadModule: (file: string): Promise<unknown> => {
    if (file === "scripts/build/insights-data.ts") return Promise.resolve({ insightPagePaths: () => [] });
    if (file === "scripts/build/insight-pages.ts")
      return Promise.resolve({
        // The pages read the prerender data while they are written: whether it is there then, each time.
        writeInsightPagesApart: (buildDirectory: string) => {
          insightPagesWritten.count += 1;
          insightPagesWritten.withPrerenderData.push(existsSync(path.join(buildDirectory, "client/_prerender")));
          return Promise.resolve();
        },
      });
    return import(/* @vite-ignore */ path.join(import.meta.dirname, "../..", file)) as Promise<unknown>;
  },
}));
vi.mock("../../scripts/build/deployed-files.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../scripts/build/deployed-files")>();
  return {
    ...actual,
    checkDeployedFiles: (directory: string, limit = buildLimit.files, env?: Record<string, string>) =>
      actual.checkDeployedFiles(directory, limit, env),
  };
});

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "deployed-files-"));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  // As on a machine, not in GitHub Actions (where the build also annotates; tried below).
  vi.stubEnv("GITHUB_ACTIONS", "");
});
afterEach(async () => {
  buildLimit.files = 3;
  insightPagesWritten.count = 0;
  insightPagesWritten.withPrerenderData = [];
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await rm(scratch, { recursive: true, force: true });
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Empty files at these paths under the scratch folder. */
async function files(...paths: string[]): Promise<void> {
  for (const file of paths) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), "");
  }
}

describe("the files a deployment uploads", () => {
  it("are every file at every depth, folders not counted", async () => {
    await files("index.html", "insights/harbour/index.html", "assets/photos/a-320.avif", "assets/app.css");
    await mkdir(path.join(scratch, "empty/folder"), { recursive: true });
    expect(await deployedFileCount(scratch)).toBe(4);
  });

  it("leave out wrangler's configuration files at the top, not files of those names deeper", async () => {
    await files("index.html", ".assetsignore", "_headers", "_redirects", "docs/_headers");
    await files("docs/.assetsignore", "docs/_redirects");
    expect(await deployedFileCount(scratch)).toBe(4);
  });

  it("read a line as a pattern with its leading spaces, and a carriage return alone as no line's end", async () => {
    await writeFile(path.join(scratch, ".assetsignore"), " lead.txt\na.txt\rb.txt\n");
    // wrangler splits lines at \n: " lead.txt" and "a.txt\rb.txt" name no file here.
    await files("index.html", "lead.txt", "a.txt", "b.txt");
    expect(await deployedFileCount(scratch)).toBe(4);
  });

  it("count what a pattern with a doubled slash would name, which wrangler's matcher leaves in", async () => {
    await writeFile(path.join(scratch, ".assetsignore"), "//foo\nbar//\nbaz\n");
    await files("index.html", "foo/x.txt", "bar/y.txt", "baz/z.txt");
    expect(await deployedFileCount(scratch)).toBe(3);
  });

  it("leave out what .assetsignore names: a name at any depth, a path from the top, a folder", async () => {
    await writeFile(
      path.join(scratch, ".assetsignore"),
      "# the build's own\n\nwrangler.json  \r\n/_prerender\ncache/\nnested/only.txt\n",
    );
    await files(
      "index.html",
      "wrangler.json",
      "server/wrangler.json",
      "_prerender/insights/en.json",
      "es/_prerender/kept.json",
      "cache/a.png",
      "deep/cache/b.png",
      "nested/only.txt",
      "other/nested/only.txt",
      "_prerender.json",
    );
    // Left: index.html, es/_prerender/kept.json, other/nested/only.txt, _prerender.json. The spaces and the carriage
    // return after wrangler.json are not the pattern's.
    expect(await deployedFileCount(scratch)).toBe(4);
  });

  it("leave out a folder's files, never a file, for a pattern that ends in a slash", async () => {
    await writeFile(path.join(scratch, ".assetsignore"), "cache/\n/drafts/\n/notes/\n");
    await files("cache", "other/cache", "deep/cache/b.png", "deep/cache.png");
    await files("drafts/x.html", "deep/drafts/y.html", "notes");
    // Left: the files named cache (two) and notes, deep/cache.png, deep/drafts/y.html.
    expect(await deployedFileCount(scratch)).toBe(5);
  });

  it("leave out no file of a name .assetsignore only comments on, or where there is no .assetsignore", async () => {
    await files("index.html", "wrangler.json", "#x");
    expect(await deployedFileCount(scratch)).toBe(3);
    await writeFile(path.join(scratch, ".assetsignore"), "#x\n# wrangler.json\n");
    expect(await deployedFileCount(scratch)).toBe(3);
  });

  it("count what a wildcard or an escape would leave out, so the count is never too low", async () => {
    await writeFile(path.join(scratch, ".assetsignore"), "wrangler.json\n*.map\na?.txt\n[ab].txt\nx[y\na]b\n\\#x\n");
    // Files named as the patterns are written: a reader that took them as names would leave each out.
    await files("index.html", "wrangler.json", "app.js.map", "*.map", "a?.txt", "[ab].txt", "x[y", "a]b", "#x", "\\#x");
    expect(await deployedFileCount(scratch)).toBe(9);
  });

  it("count every file once a line of .assetsignore puts files back, the configuration files too", async () => {
    await writeFile(path.join(scratch, ".assetsignore"), "wrangler.json\n!server/wrangler.json\n");
    await files("index.html", "wrangler.json", "server/wrangler.json", "!server", "_headers");
    // `!_headers` would upload _headers, and a file left out by one line may be put back by another.
    expect(await deployedFileCount(scratch)).toBe(6);
    await writeFile(path.join(scratch, ".assetsignore"), "!_headers\nwrangler.json\n");
    expect(await deployedFileCount(scratch)).toBe(6);
  });

  it("refuse a symbolic link, naming it: what wrangler uploads for one depends on what it names", async () => {
    await files("index.html", "docs/a.html");
    await symlink(path.join(scratch, "docs"), path.join(scratch, "linked"));
    await expect(deployedFileCount(scratch)).rejects.toThrow(
      `${path.join(scratch, "linked")} is a symbolic link, which the build never makes: put the file itself in public/`,
    );
  });
});

describe("what the build says of its files to deploy", () => {
  it("is Workers Free's limit, 20,000 files a version", () => {
    expect(STATIC_FILE_LIMIT).toBe(20_000);
  });

  it("is the environment's STATIC_FILE_LIMIT where it is set, a whole number, or else Workers Free's", () => {
    expect(staticFileLimit({})).toBe(20_000);
    expect(staticFileLimit({ STATIC_FILE_LIMIT: "" })).toBe(20_000);
    expect(staticFileLimit({ STATIC_FILE_LIMIT: "100000" })).toBe(100_000);
    expect(staticFileLimit({ STATIC_FILE_LIMIT: "3000000000" })).toBe(3_000_000_000);
    for (const wrong of ["0", "-5", "1e5", "20,000", "12.5", " 7", "many", "020000", "9".repeat(400)])
      expect(() => staticFileLimit({ STATIC_FILE_LIMIT: wrong })).toThrow(
        `STATIC_FILE_LIMIT=${wrong}: a whole number of files is expected`,
      );
  });

  it("is near from 90% of a limit that is not a round number", () => {
    expect(deployedFilesVerdict(13, 15).line).toBe("static files to deploy: 13 of the 15 a Worker version takes");
    expect(deployedFilesVerdict(14, 15).line).toMatch(/: 93%, near the limit/);
  });

  it("passes up to the limit, and says how many of how many", () => {
    expect(deployedFilesVerdict(1_234)).toEqual({
      line: "static files to deploy: 1,234 of the 20,000 a Worker version takes",
    });
    expect(deployedFilesVerdict(17_999).line).not.toMatch(/near/);
    expect(deployedFilesVerdict(19_999).line).toMatch(/: 99%, near the limit/);
    expect(deployedFilesVerdict(18_000).line).toBe(
      "static files to deploy: 18,000 of the 20,000 a Worker version takes: 90%, near the limit, past which the build fails",
    );
    expect(deployedFilesVerdict(20_000)).toEqual({
      line: "static files to deploy: 20,000 of the 20,000 a Worker version takes: 100%, near the limit, past which the build fails",
    });
  });

  it("fails past the limit, naming both numbers, why, and what to do", () => {
    const { line, problem } = deployedFilesVerdict(20_001);
    expect(line).toBe("static files to deploy: 20,001 of the 20,000 a Worker version takes: 100%, past the limit");
    expect(problem).toMatch(/^The site has 20,001 files to deploy, and Cloudflare takes at most 20,000 in a version/);
    expect(problem).toMatch(/: it would refuse the deployment\. /);
    expect(problem).toMatch(/Every photo adds up to 15 files \(5 widths in 3 formats\) and every Insights /);
    expect(problem).toMatch(/entry two \(its page and its share card\)\. Remove photos or entries, or, once both /);
    expect(problem).toMatch(
      /once both Cloudflare accounts \(production's, and staging's with the previews\) are on Workers Paid \(100,000 files\), raise/,
    );
    expect(problem).toMatch(/raise STATIC_FILE_LIMIT in scripts\/build\/deployed-files\.ts/);
    expect(deployedFilesVerdict(101, 100).problem).toMatch(/101 files to deploy.*at most 100 in/);
  });

  it("is printed, and past the limit is the error the build fails with", async () => {
    await files("a.html", "b.html", "c.html");
    await checkDeployedFiles(scratch, 3);
    expect(console.log).toHaveBeenLastCalledWith(
      "static files to deploy: 3 of the 3 a Worker version takes: 100%, near the limit, past which the build fails",
    );
    await expect(checkDeployedFiles(scratch, 2)).rejects.toThrow(/^The site has 3 files to deploy/);
    expect(console.log).toHaveBeenLastCalledWith(
      "static files to deploy: 3 of the 2 a Worker version takes: 150%, past the limit",
    );
  });

  it("is a warning annotation too in GitHub Actions, from 90% of the limit", async () => {
    await files("a.html", "b.html", "c.html", "d.html", "e.html", "f.html", "g.html", "h.html", "i.html");
    await checkDeployedFiles(scratch, 10, { GITHUB_ACTIONS: "true" });
    expect(console.log).toHaveBeenLastCalledWith(
      "::warning::static files to deploy: 9 of the 10 a Worker version takes: 90%, near the limit, past which the build fails",
    );
    vi.mocked(console.log).mockClear();
    await checkDeployedFiles(scratch, 11, { GITHUB_ACTIONS: "true" });
    await checkDeployedFiles(scratch, 10, {});
    expect(
      vi
        .mocked(console.log)
        .mock.calls.flat()
        .filter((said) => String(said).startsWith("::")),
    ).toEqual([]);
  });
});

describe("the limit a build holds to", () => {
  it("is read from the environment when the build checks, not when the module loads", async () => {
    const actual = await vi.importActual<typeof import("../../scripts/build/deployed-files")>(
      "../../scripts/build/deployed-files.ts",
    );
    await files("a.html", "b.html");
    vi.stubEnv("STATIC_FILE_LIMIT", "1");
    await expect(actual.checkDeployedFiles(scratch)).rejects.toThrow(/^The site has 2 files to deploy.*at most 1 in/);
    vi.stubEnv("STATIC_FILE_LIMIT", "2");
    await actual.checkDeployedFiles(scratch);
    expect(console.log).toHaveBeenLastCalledWith(expect.stringMatching(/^static files to deploy: 2 of the 2 /));
  });
});

describe("the end of the build", () => {
  const buildEnd = async () => {
    // Loaded afresh: a module another file of this worker loaded (isolate: false) would hold the real imports.
    vi.resetModules();
    const { default: config } = await import("../../react-router.config");
    const reactRouterConfig = { buildDirectory: scratch, appDirectory: path.join(import.meta.dirname, "../../app") };
    await (config as Required<Config>).buildEnd({ reactRouterConfig } as Parameters<Required<Config>["buildEnd"]>[0]);
  };

  it("counts the files once the prerender data is gone, and fails past the limit", async () => {
    // Three pages: the limit (3 here). The prerender data would be four more, and _headers a fifth.
    await files("client/index.html", "client/about/index.html", "client/es/index.html");
    await files("client/_prerender/insights/en.json", "client/_prerender/insights/es.json", "client/_prerender/x.json");
    await files("client/_prerender/old/index.html");
    await writeFile(path.join(scratch, "client/index.html"), "<script>home()</script>");
    await writeFile(path.join(scratch, "client/about/index.html"), "<script>about()</script>");
    await buildEnd();
    expect(insightPagesWritten.count).toBe(1);
    expect(insightPagesWritten.withPrerenderData).toEqual([true]);
    expect(console.log).toHaveBeenCalledWith(expect.stringMatching(/^static files to deploy: 3 of the 3 /));
    // Each page's rule, the home page's at `/`, with the hash of its own inline script.
    const rules = await readFile(path.join(scratch, "client/_headers"), "utf8");
    // A rule for each page and none for other files (the static pictures' rules follow, from public/_headers).
    const paths = rules.split("\n").filter((line) => line.startsWith("/"));
    expect(paths.slice(0, 6)).toEqual(["/*", "/assets/*", "/admin/*", "/", "/about", "/es"]);
    expect(paths.filter((line) => line.includes("_prerender"))).toEqual([]);
    const hash = (script: string) => createHash("sha256").update(script).digest("base64");
    expect(rules).toMatch(new RegExp(`\\n/\\n  Content-Security-Policy: [^\\n]*'sha256-${escaped(hash("home()"))}'`));
    expect(rules).toMatch(
      new RegExp(`\\n/about\\n  Content-Security-Policy: [^\\n]*'sha256-${escaped(hash("about()"))}'`),
    );

    await files("client/contact/index.html");
    await expect(buildEnd()).rejects.toThrow(/^The site has 4 files to deploy, and Cloudflare takes at most 3/);
  });

  it("writes a page's rule for each index.html, in the order of their paths, and none for other HTML", async () => {
    buildLimit.files = 100;
    // Pages at two depths, in no order the folder lists them in: each with a script of its own, so a rule of its own.
    const pages = ["/q", "/c/x", "/m", "/a/z", "/w", "/e", "/k/b", "/t", "/g", "/o/d", "/i", "/s"];
    for (const page of pages) {
      await files(`client${page}/index.html`);
      await writeFile(path.join(scratch, `client${page}/index.html`), `<script>go("${page}")</script>`);
    }
    await files("client/about/other.html");
    await buildEnd();
    const rules = await readFile(path.join(scratch, "client/_headers"), "utf8");
    const paths = rules.split("\n").filter((line) => line.startsWith("/"));
    expect(paths.slice(3, 3 + pages.length)).toEqual([...pages].sort());
    expect(paths.filter((line) => line.startsWith("/about"))).toEqual([]);
  });

  it("hashes a page's inline scripts that run, not a script it loads, its JSON-LD, or another HTML file", async () => {
    buildLimit.files = 100;
    const page = [
      "<script>run()</script>",
      '<script type="module" src="/assets/page.js"></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
    ].join("");
    await files("client/a/index.html", "client/a/old-index.html");
    await writeFile(path.join(scratch, "client/a/index.html"), page);
    await writeFile(path.join(scratch, "client/a/old-index.html"), "<script>old()</script>");
    await buildEnd();
    const rules = await readFile(path.join(scratch, "client/_headers"), "utf8");
    const policy = /\n\/a\n {2}Content-Security-Policy: ([^\n]*)/.exec(rules)?.[1] ?? "";
    const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(policy).toContain(hash("run()"));
    for (const other of ["", '{"@type":"Article"}', "old()"]) expect(policy).not.toContain(hash(other));
  });
});
