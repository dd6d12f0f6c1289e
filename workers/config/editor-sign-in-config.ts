import * as v from "valibot";
import { present } from "./var-values";
import type { WorkerVars } from "./worker-vars";

/**
 * How people sign in to the content editor at /admin on a deployed site: with GitHub, through an OAuth app whose
 * id and secret are the Worker secrets `GITHUB_OAUTH_CLIENT_ID` and `GITHUB_OAUTH_CLIENT_SECRET`
 * (workers/admin/github-oauth.ts). Both unset: sign-in is off, and the sign-in window says how to turn it on (the
 * editor still works on a local working copy). One without the other is a configuration error, named by the deploy
 * preflight, /api/health and the log. `CONTENT_REPOSITORY` ("owner/name", a var) is the repository the editor
 * commits to.
 */
type EditorSignInConfig =
  | { state: "off" }
  | { state: "github"; clientId: string; clientSecret: string }
  | { state: "invalid"; problem: string };

export interface EditorConfigVars {
  signIn: EditorSignInConfig;
  /** The GitHub repository the editor reads and commits to. */
  repository: string;
  branch: string;
}

/** The repository of this site, unless CONTENT_REPOSITORY names another (a fork, a rename). */
const DEFAULT_REPOSITORY = "orbitant/consultancy-site";
const CONTENT_BRANCH = "main";

const repositoryName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/));
/** GitHub's OAuth app client ids are 20 characters (Ov23li… for new apps); secrets 40 hex characters. */
const clientId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{10,80}$/));
const clientSecret = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{20,100}$/));

export function readEditorConfig(vars: WorkerVars): EditorConfigVars {
  const repository = present(vars.CONTENT_REPOSITORY) ?? DEFAULT_REPOSITORY;
  return { signIn: readSignIn(vars, repository), repository, branch: CONTENT_BRANCH };
}

function readSignIn(vars: WorkerVars, repository: string): EditorSignInConfig {
  const id = present(vars.GITHUB_OAUTH_CLIENT_ID);
  const secret = present(vars.GITHUB_OAUTH_CLIENT_SECRET);
  if (!id && !secret) return { state: "off" };
  if (!secret)
    return { state: "invalid", problem: "GITHUB_OAUTH_CLIENT_ID is set but GITHUB_OAUTH_CLIENT_SECRET is not" };
  if (!id) return { state: "invalid", problem: "GITHUB_OAUTH_CLIENT_SECRET is set but GITHUB_OAUTH_CLIENT_ID is not" };
  if (!v.is(clientId, id)) return { state: "invalid", problem: "GITHUB_OAUTH_CLIENT_ID is not an OAuth app client id" };
  if (!v.is(clientSecret, secret)) {
    return { state: "invalid", problem: "GITHUB_OAUTH_CLIENT_SECRET is not an OAuth app client secret" };
  }
  if (!v.is(repositoryName, repository)) {
    return { state: "invalid", problem: "CONTENT_REPOSITORY is not a GitHub repository name (owner/name)" };
  }
  return { state: "github", clientId: id, clientSecret: secret };
}
