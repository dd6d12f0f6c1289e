// node scripts/deploy/preview-report.ts status <head sha> <preview address>
// node scripts/deploy/preview-report.ts comment <pull request number> < body.md
//
// Where a pull request's preview is announced (preview.yml), through GitHub's REST API (GITHUB_API_URL,
// GITHUB_REPOSITORY, GH_TOKEN as Actions sets them):
// - a commit status with the context `preview` on the pull request's head commit, its target the preview's
//   address: where the content editor (Sveltia CMS, `preview_context: preview`) finds each entry's preview. The head
//   commit, not GITHUB_SHA, which in a pull_request run is the merge commit the editor never sees;
// - the preview comment, found by its marker among the pull request's comments and edited, or else created, so a
//   push edits this comment and no other the bot wrote.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** The first line of the preview comment: how it is found again. */
export const PREVIEW_MARKER = "<!-- consultancy-site:preview -->";
export const STATUS_CONTEXT = "preview";

export interface GitHub {
  api: string;
  repository: string;
  token: string;
  fetchImpl?: typeof fetch;
}

async function call(github: GitHub, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await (github.fetchImpl ?? fetch)(`${github.api}/repos/${github.repository}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${github.token}`,
      Accept: "application/vnd.github+json",
      "X-GitHub-Api-Version": "2022-11-28",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${method} ${path}`);
  return response.status === 204 ? null : response.json();
}

/** Marks the head commit with the preview's address, under the context the editor reads. */
export async function postPreviewStatus(github: GitHub, sha: string, url: string): Promise<void> {
  await call(github, "POST", `/statuses/${sha}`, {
    state: "success",
    context: STATUS_CONTEXT,
    target_url: url,
    description: "The pull request's preview",
  });
}

interface Comment {
  id: number;
  body?: string;
  user?: { type?: string } | null;
}

/** Edits the bot's preview comment (the one with the marker), or creates it; the id of the comment written. */
export async function writePreviewComment(github: GitHub, pullRequest: number, text: string): Promise<number> {
  const body = `${PREVIEW_MARKER}\n${text}`;
  for (let page = 1; ; page += 1) {
    const comments = (await call(
      github,
      "GET",
      `/issues/${pullRequest}/comments?per_page=100&page=${page}`,
    )) as Comment[];
    const ours = comments.find(
      (comment) => comment.user?.type === "Bot" && comment.body?.startsWith(PREVIEW_MARKER) === true,
    );
    if (ours) {
      await call(github, "PATCH", `/issues/comments/${ours.id}`, { body });
      return ours.id;
    }
    if (comments.length < 100) break;
  }
  return ((await call(github, "POST", `/issues/${pullRequest}/comments`, { body })) as Comment).id;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [command, target, url] = process.argv.slice(2);
  const { GITHUB_API_URL = "https://api.github.com", GITHUB_REPOSITORY = "", GH_TOKEN = "" } = process.env;
  const github = { api: GITHUB_API_URL, repository: GITHUB_REPOSITORY, token: GH_TOKEN };
  if (command === "status" && target && url) await postPreviewStatus(github, target, url);
  else if (command === "comment" && target && /^\d+$/.test(target)) {
    await writePreviewComment(github, Number(target), readFileSync(0, "utf8"));
  } else {
    console.error("usage: preview-report.ts status <sha> <url> | comment <pull request> < body");
    process.exitCode = 2;
  }
}
