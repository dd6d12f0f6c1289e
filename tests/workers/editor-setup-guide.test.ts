// The owners' set-up of the editor, in one place (docs/deploying.md, "The content editor's set-up"), against the
// editor the Worker serves: the branch the site is published from, how the editor saves and where it finds a
// preview (its configuration, /admin/config.json), and the OAuth App's callback URL (the redirect_uri the sign-in
// window sends to GitHub). A guide that says another branch, another publish mode or another callback path than the
// Worker uses fails here, and so does an editors' guide (docs/editing.md) that sends its owners anywhere else or a
// ruleset step that requires a check CI does not run.
import { describe, expect, it } from "vitest";
import ci from "../../.github/workflows/ci.yml?raw";
import deploying from "../../docs/deploying.md?raw";
import editing from "../../docs/editing.md?raw";
import { ORIGIN, postRequest } from "./contact-request";

const signInSet = {
  GITHUB_OAUTH_CLIENT_ID: "Ov23liTestClientId01",
  GITHUB_OAUTH_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
};

/** The section of docs/deploying.md that holds the editor's set-up, to the next heading. */
const guide = ((text: string) => {
  const start = text.indexOf("\n### The content editor's set-up\n");
  return start < 0 ? "" : text.slice(start, text.indexOf("\n#", start + 1));
})(deploying);

/** The guide's table of settings, by the setting's name: the value's code spans (`main`). */
function guideSetting(name: string): string[] {
  const row = guide.split("\n").find((line) => line.startsWith(`| ${name} `));
  const value = row?.split("|")[2] ?? "";
  return [...value.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
}

interface ServedConfig {
  backend: { branch: string; preview_context?: string };
  publish_mode?: string;
}

describe("the owners' set-up in docs/deploying.md, held to the editor the Worker serves", () => {
  it("the branch, the publish mode and the preview's name are the editor's configuration", async () => {
    const served = await (await postRequest(new Request(`${ORIGIN}/admin/config.json`))).json<ServedConfig>();
    expect(guideSetting("The branch the site is published from")).toEqual([served.backend.branch]);
    expect(guideSetting("How the editor saves")).toEqual([`publish_mode: ${served.publish_mode ?? "simple"}`]);
    const preview = guide
      .split("\n")
      .find((line) => line.startsWith("| Where the editor finds a pull request's preview"));
    expect(preview).toContain(`named \`${served.backend.preview_context ?? ""}\``);
  });

  it("the OAuth App's callback URL is the one the sign-in window sends GitHub", async () => {
    const response = await postRequest(
      new Request(`${ORIGIN}/admin/auth?provider=github&site_id=site.test&scope=repo%2Cuser`, { redirect: "manual" }),
      signInSet,
    );
    expect(response.status).toBe(302);
    const redirect = new URL(new URL(response.headers.get("Location") ?? "").searchParams.get("redirect_uri") ?? "");
    const [callback = ""] = guideSetting("The OAuth App's callback URL");
    expect(callback).toMatch(/^<SITE_ORIGIN>\//);
    expect(callback.slice("<SITE_ORIGIN>".length)).toBe(redirect.pathname);
    // The same words where the steps tell the owner what to type.
    expect(guide).toContain(`\`${callback}\` as Authorization callback URL`);
  });

  it("the editors' guide sends its owners to that set-up, and the ruleset requires the check CI runs", () => {
    const owners = editing.slice(editing.indexOf("## Setting up the editor"));
    expect(owners).toContain("(deploying.md#the-content-editors-set-up)");
    // The ruleset's step names the required checks by CI's job names, as a ruleset lists them.
    const ruleset = deploying.split("\n7. ")[1]?.split("\n8. ")[0] ?? "";
    expect(ruleset).toContain("**Require a pull request before merging** for everyone");
    expect(ruleset).toContain("**Require status checks to pass**");
    expect(ruleset).toContain("nobody in the bypass list");
    const jobs = [...ci.matchAll(/^ {4}name: (.+)$/gm)].map((match) => match[1]);
    expect(jobs).toContain("npm test");
    for (const job of jobs) {
      expect(ruleset).toContain(`\`${job}\``);
    }
    expect(guide).toContain("The ruleset** of step 7");
  });
});
