import { createHash } from "node:crypto";
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
const insightPagesWritten = vi.hoisted(() => ({ count: 0 }));
const buildLimit = vi.hoisted(() => ({ files: 3 }));
vi.mock("../../scripts/build/load-module.ts", () => ({
  loadModule: (file: string): Promise<unknown> => {
    if (file === "scripts/build/insights-data.ts") return Promise.resolve({ insightPagePaths: () => [] });
    if (file === "scripts/build/insight-pages.ts")
      return Promise.resolve({ writeInsightPagesApart: () => Promise.resolve(void (insightPagesWritten.count += 1)) });
    return import(/* @vite-ignore */ path.join(import.meta.dirname, "../..", file)) as Promise<unknown>;
  },
}));
vi.mock("../../scripts/build/deployed-files.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../scripts/build/deployed-files")>();
  return {
    ...actual,
    checkDeployedFiles: (directory: string, limit = buildLimit.files) => actual.checkDeployedFiles(directory, limit),
  };
});

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "deployed-files-"));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(async () => {
  buildLimit.files = 3;
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
    expect(await deployedFileCount(scratch)).toBe(2);
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

  it("count every file .assetsignore names once a line of it puts files back", async () => {
    await writeFile(path.join(scratch, ".assetsignore"), "wrangler.json\n!server/wrangler.json\n");
    await files("index.html", "wrangler.json", "server/wrangler.json", "!server");
    expect(await deployedFileCount(scratch)).toBe(4);
  });

  it("count a symbolic link, which wrangler follows", async () => {
    await files("index.html");
    await symlink(path.join(scratch, "index.html"), path.join(scratch, "linked.html"));
    expect(await deployedFileCount(scratch)).toBe(2);
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
    for (const wrong of ["0", "-5", "1e5", "20,000", "12.5", " 7", "many"])
      expect(() => staticFileLimit({ STATIC_FILE_LIMIT: wrong })).toThrow(
        `STATIC_FILE_LIMIT=${wrong}: a whole number of files is expected`,
      );
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
    expect(problem).toMatch(
      /entry two \(its page and its share card\)\. Remove photos or entries, or, on Workers Paid /,
    );
    expect(problem).toMatch(/Workers Paid \(100,000 files\), raise/);
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
});
