// @vitest-environment node
// What the preview workflow announces on a pull request: the pages its files change, each on the preview
// (scripts/deploy/changed-pages.ts, read through the real collections and page registry), the `preview` commit
// status on the head commit the content editor reads, and the one preview comment a push edits
// (scripts/deploy/preview-report.ts, against a stand-in of GitHub's REST API on loopback).
import http from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { contentCollections } from "../../app/content/collections.ts";
import { sitePages } from "../../app/content/pages.ts";
import { languages } from "../../app/lib/language/languages.ts";
import { changedPages, changedPagesMarkdown } from "../../scripts/deploy/changed-pages.ts";
import { PREVIEW_MARKER, postPreviewStatus, writePreviewComment } from "../../scripts/deploy/preview-report.ts";
import { servedOnLoopback } from "./loopback-server.ts";

const facts = { collections: contentCollections, pages: sitePages, languages };
const paths = (files: string[]) => changedPages(files, facts).map(({ path }) => path);

describe("the pages a pull request changes", () => {
  it("a language's file: that page in that language only", () => {
    expect(paths(["app/content/es/offerings/quantum.yaml"])).toEqual(["/es/expertise/quantum"]);
    expect(paths(["app/content/en/vision.yaml"])).toEqual(["/vision"]);
    expect(paths(["app/content/es/legal/terms.md"])).toEqual(["/es/terms"]);
    expect(paths(["app/content/en/offerings/venture-builder.yaml"])).toEqual(["/services/venture-builder"]);
  });

  it("a home section's file, in its language; a file both languages share, in both", () => {
    expect(paths(["app/content/es/home/slides.yaml"])).toEqual(["/es"]);
    expect(paths(["app/content/home/leaders.yaml"])).toEqual(["/", "/es"]);
  });

  it("what every page shows, and files under public/: the home page of each language, said so", () => {
    const pages = changedPages(["app/content/site.yaml", "public/images/team.webp"], facts);
    expect(pages.map(({ path }) => path)).toEqual(["/", "/es"]);
    expect(pages[0]?.because).toBe("app/content/site.yaml: shown on every page");
  });

  it("in the registry's order, each once, whatever the order of the files; code changes list none", () => {
    expect(
      paths([
        "app/content/en/vision.yaml",
        "workers/app.ts",
        "app/content/en/offerings/robotics.yaml",
        "app/content/es/offerings/robotics.yaml",
        "app/content/en/offerings/robotics.yaml",
      ]),
    ).toEqual(["/expertise/robotics", "/es/expertise/robotics", "/vision"]);
    expect(paths(["app/routes.ts", "README.md"])).toEqual([]);
  });

  it("every collection of the content shows on some page", () => {
    for (const collection of contentCollections) {
      const file = collection.path.replace("{lang}", "en").replace("{slug}", collection.slugs?.[0] ?? "x");
      expect(paths([file]).length, collection.name).toBeGreaterThan(0);
    }
  });

  it("is written as links on the preview", () => {
    const pages = changedPages(["app/content/es/vision.yaml"], facts);
    expect(changedPagesMarkdown(pages, "https://pr-7-site.acct.workers.dev")).toBe(
      "- [/es/vision](https://pr-7-site.acct.workers.dev/es/vision) (app/content/es/vision.yaml)",
    );
    expect(changedPagesMarkdown([], "https://p.test")).toBe("No page's content changed.");
  });
});

interface Seen {
  method: string;
  path: string;
  authorization?: string;
  body: string;
}
let comments: { id: number; body: string; user: { type: string } }[] = [];
const seen: Seen[] = [];
const github = http.createServer((incoming, outgoing) => {
  let body = "";
  incoming.on("data", (chunk: Buffer) => (body += chunk.toString()));
  incoming.on("end", () => {
    const request = {
      method: incoming.method ?? "",
      path: incoming.url ?? "",
      authorization: incoming.headers.authorization,
      body,
    };
    seen.push(request);
    const url = new URL(request.path, "http://x");
    const json = (status: number, value: unknown) =>
      outgoing.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
    if (request.method === "GET" && url.pathname === "/repos/o/r/issues/12/comments") {
      const page = Number(url.searchParams.get("page"));
      json(200, comments.slice((page - 1) * 100, page * 100));
    } else if (request.method === "PATCH") json(200, {});
    else if (request.method === "POST" && url.pathname === "/repos/o/r/issues/12/comments") json(201, { id: 999 });
    else if (request.method === "POST" && url.pathname.startsWith("/repos/o/r/statuses/")) json(201, {});
    else json(404, { message: "Not Found" });
  });
});
const githubApi = servedOnLoopback(github);
beforeEach(() => {
  seen.length = 0;
  comments = [];
});
const client = () => ({ api: githubApi.origin, repository: "o/r", token: "ghs_x" });

describe("the preview's commit status", () => {
  it("is `preview` on the head commit, its target the preview's address", async () => {
    await postPreviewStatus(client(), "0123abc", "https://pr-12.test");
    expect(seen).toEqual([
      {
        method: "POST",
        path: "/repos/o/r/statuses/0123abc",
        authorization: "Bearer ghs_x",
        body: JSON.stringify({
          state: "success",
          context: "preview",
          target_url: "https://pr-12.test",
          description: "The pull request's preview",
        }),
      },
    ]);
  });
});

describe("the preview comment", () => {
  it("is created, with its marker, when the pull request has none", async () => {
    comments = [{ id: 1, body: "Looks good", user: { type: "User" } }];
    expect(await writePreviewComment(client(), 12, "Preview: x")).toBe(999);
    expect(seen.at(-1)).toMatchObject({
      method: "POST",
      body: JSON.stringify({ body: `${PREVIEW_MARKER}\nPreview: x` }),
    });
  });

  it("edits the bot's comment with the marker, not the bot's last comment nor a person's quoting it", async () => {
    comments = [
      { id: 5, body: `${PREVIEW_MARKER}\nold`, user: { type: "Bot" } },
      { id: 6, body: `${PREVIEW_MARKER}\nquoted`, user: { type: "User" } },
      { id: 7, body: "CI passed", user: { type: "Bot" } },
    ];
    expect(await writePreviewComment(client(), 12, "new")).toBe(5);
    expect(seen.at(-1)).toMatchObject({ method: "PATCH", path: "/repos/o/r/issues/comments/5" });
    expect(seen.filter(({ method }) => method !== "GET")).toHaveLength(1);
  });

  it("is found on a later page of comments", async () => {
    comments = Array.from({ length: 130 }, (_, index) => ({ id: index, body: "chat", user: { type: "User" } }));
    comments.push({ id: 500, body: `${PREVIEW_MARKER}\nold`, user: { type: "Bot" } });
    expect(await writePreviewComment(client(), 12, "new")).toBe(500);
    expect(seen.filter(({ method }) => method === "GET")).toHaveLength(2);
  });

  it("fails when GitHub refuses", async () => {
    await expect(writePreviewComment(client(), 13, "x")).rejects.toThrow("GitHub answered 404");
  });
});
