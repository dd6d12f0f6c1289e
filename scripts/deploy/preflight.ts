// node scripts/deploy/preflight.ts <environment>      (`npm run deploy` runs it for $CLOUDFLARE_ENV before building)
//
// Lists what still stands in for the client's real details: placeholder values in the content (every file under
// app/content, whatever its language or layout, but the content editor's own words), the environment's vars in wrangler.toml that are missing, blank
// or placeholders, its routes (custom domains) that are placeholders, missing or not SITE_ORIGIN's host, and the
// secrets its Worker lacks (names only: `wrangler secret list` gives no values). A
// production deploy with anything listed is refused (exit 1): a visitor would write to an address nobody reads or
// call a number that rings nowhere. Any other environment only warns (exit 0), since a staging site exists to be
// looked at before the real details arrive. Exit 2: the preflight itself could not run.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type ts from "typescript";
import type * as Wrangler from "wrangler";
import { requiredProductionVars } from "../../workers/config/production-requirements.ts";
import { testSiteKeyPattern } from "../../workers/config/turnstile-test-keys.ts";
import { listDeployedSecrets, missingSecrets } from "./worker-secrets.ts";

const root = path.join(import.meta.dirname, "../..");

// TypeScript and wrangler are large CommonJS bundles. `require` loads them without the ES module loader's scan of
// their source for the names they export (half the CPU of a run of the command), and only once a check needs them,
// so a usage error answers at once.
const requireModule = createRequire(import.meta.url);
const typescript = () => requireModule("typescript") as typeof ts;
const wrangler = () => requireModule("wrangler") as typeof Wrangler;

interface PlaceholderRule {
  kind: string;
  /** Why a value of this kind must not go live, in one line. */
  reason: string;
  /** Finds candidates in a piece of text (global). */
  pattern: RegExp;
  /** Keeps a candidate only if it holds; for what a pattern alone cannot judge, such as a URL's host. */
  confirm?: (value: string) => boolean;
}

/** Domains and top-level domains reserved for examples and tests: nobody can own them, so nobody answers there. */
const RESERVED_DOMAINS = ["example.com", "example.net", "example.org"];
const RESERVED_TOP_LEVEL_DOMAINS = ["example", "test", "invalid"];

function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  const topLevel = name.slice(name.lastIndexOf(".") + 1);
  return (
    RESERVED_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`)) ||
    RESERVED_TOP_LEVEL_DOMAINS.includes(topLevel)
  );
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** On a reserved host, or "example" in its host or first path segment (calendly.com/acme-example/...). */
function isExampleUrl(value: string): boolean {
  const url = parseUrl(value);
  if (!url) return false;
  const firstSegment = url.pathname.split("/")[1] ?? "";
  return isReservedHost(url.hostname) || /example/i.test(url.hostname) || /example/i.test(firstSegment);
}

/**
 * A drive file address whose file id says it is a placeholder: `/file/d/<id>`, wherever the path has it (a domain's
 * `/a/<domain>/file/d/<id>` too), or `?id=<id>`.
 */
function isPlaceholderDriveFile(value: string): boolean {
  const url = parseUrl(value);
  if (url?.hostname !== "drive.google.com") return false;
  const fileId = /\/file\/d\/([^/]+)/.exec(url.pathname)?.[1] ?? url.searchParams.get("id") ?? "";
  return /placeholder/i.test(fileId);
}

/** An http(s) URL in running text, without the punctuation that may close a sentence after it. */
const URL_IN_TEXT = /https?:\/\/[^\s"'`<>(){}[\]\\|^]+?(?=[.,;:!?]*(?:[\s"'`<>(){}[\]\\|^]|$))/gi;

/** What counts as a placeholder in the content. A new kind is one more line. */
const placeholderRules: readonly PlaceholderRule[] = [
  {
    kind: "example e-mail address",
    reason: "a domain reserved for examples: mail sent there reaches nobody",
    pattern: /[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*/gi,
    confirm: (address) => isReservedHost(address.slice(address.lastIndexOf("@") + 1)),
  },
  {
    kind: "fictional phone number",
    reason: "555-0100 to 555-0199 are set aside for fiction: the number rings nowhere",
    pattern: /(?<!\d)(?:\+?1[\s.-]*)?(?:\(\d{3}\)[\s.-]*|\d{3}[\s.-]*)?555[\s.-]?01\d\d(?!\d)/g,
  },
  {
    kind: "example URL",
    reason: "an example host or path stands in for an address yet to be given",
    pattern: URL_IN_TEXT,
    confirm: isExampleUrl,
  },
  {
    kind: "placeholder video id",
    reason: "orbitant + three digits stands in for a video id and plays nothing",
    pattern: /\borbitant\d{3}\b/gi,
  },
  {
    kind: "placeholder drive file",
    reason: "a drive file id that says placeholder stands in for a real video",
    pattern: URL_IN_TEXT,
    confirm: isPlaceholderDriveFile,
  },
];

/** What makes a set var's value a placeholder; a var without an entry only has to be set and not blank. */
const varChecks: Readonly<Partial<Record<string, (value: string) => string | undefined>>> = {
  SITE_ORIGIN: (value) => {
    if (!parseUrl(value)) return "not a URL";
    if (!/^https:\/\//i.test(value)) return "not https";
    return isExampleUrl(value) ? "an example host" : undefined;
  },
  TURNSTILE_SITE_KEY: (value) => (testSiteKeyPattern.test(value) ? "a Cloudflare test key" : undefined),
};

export type Finding =
  | {
      type: "placeholder";
      kind: string;
      /** Relative to the content directory, with forward slashes. */
      file: string;
      line: number;
      value: string;
    }
  | { type: "var"; name: string; value: string | undefined; problem: string; why: string }
  /** `host` is the route's (or, for a route that is missing, SITE_ORIGIN's host or undefined). */
  | { type: "route"; host: string | undefined; problem: string }
  | { type: "secret"; name: string; why: string }
  | { type: "secrets-unchecked"; reason: string };

/** The names of the secrets set on the environment's Worker; throws, with the reason, when it cannot tell. */
export type SecretLister = (environment: string, wranglerConfig: string) => Promise<readonly string[]>;

export interface PreflightResult {
  environment: string;
  findings: Finding[];
  /** Only production is held to it: elsewhere the findings are warnings. */
  refused: boolean;
}

export async function preflight(input: {
  contentDir: string;
  wranglerConfig: string;
  environment: string;
  listSecrets: SecretLister;
}): Promise<PreflightResult> {
  const { contentDir, wranglerConfig, environment, listSecrets } = input;
  const findings = [
    ...findPlaceholders(contentDir),
    ...varFindings(wranglerConfig, environment),
    ...routeFindings(wranglerConfig, environment),
    ...(await secretFindings(listSecrets, environment, wranglerConfig)),
  ];
  return { environment, findings, refused: environment === "production" && findings.length > 0 };
}

/**
 * The content editor's own words (its labels and hints, under app/content/editor/): read by editors at /admin, never
 * by a visitor, and their examples of a format are fictional by design ("such as +1 (617) 555-0142").
 */
const EDITOR_WORDS = "editor/";

function findPlaceholders(contentDir: string): Finding[] {
  const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => statSync(path.join(contentDir, file)).isFile())
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !file.startsWith(EDITOR_WORDS))
    .sort();
  return files.flatMap((file) => {
    const bytes = readFileSync(path.join(contentDir, file));
    // Images and other binary files hold no text to read.
    if (bytes.includes(0)) return [];
    const text = bytes.toString("utf8");
    const found = new Map<string, Finding>();
    for (const chunk of /\.[cm]?[jt]sx?$/.test(file) ? literalsOf(file, text) : [{ start: 0, text }]) {
      for (const rule of placeholderRules) {
        for (const match of chunk.text.matchAll(rule.pattern)) {
          const value = match[0];
          if (rule.confirm && !rule.confirm(value)) continue;
          const line = lineOf(text, chunk.start + match.index);
          found.set(`${rule.kind}\n${line}\n${value}`, { type: "placeholder", kind: rule.kind, file, line, value });
        }
      }
    }
    return [...found.values()];
  });
}

/**
 * The text a module gives the site: its string literals, template text and JSX text, each with its offset. Left
 * out are comments (which never reach a page) and the messages of the schema library's calls, such as
 * `v.regex(..., "a number such as +1 (617) 555-0142")`: they describe a format to whoever edits the content.
 */
function literalsOf(file: string, text: string): { start: number; text: string }[] {
  const parser = typescript();
  const source = parser.createSourceFile(file, text, parser.ScriptTarget.Latest, true);
  const schemaLibrary = { namespaces: new Set<string>(), functions: new Set<string>() };
  for (const statement of source.statements) {
    if (!parser.isImportDeclaration(statement) || !parser.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== "valibot" || !statement.importClause) continue;
    const { name, namedBindings } = statement.importClause;
    if (name) schemaLibrary.namespaces.add(name.text);
    if (namedBindings && parser.isNamespaceImport(namedBindings)) schemaLibrary.namespaces.add(namedBindings.name.text);
    if (namedBindings && parser.isNamedImports(namedBindings)) {
      for (const element of namedBindings.elements) schemaLibrary.functions.add(element.name.text);
    }
  }
  const isSchemaMessage = (node: ts.Node): boolean => {
    const call = node.parent;
    if (!parser.isCallExpression(call) || !call.arguments.some((argument) => argument === node)) return false;
    const callee = call.expression;
    if (parser.isIdentifier(callee)) return schemaLibrary.functions.has(callee.text);
    return (
      parser.isPropertyAccessExpression(callee) &&
      parser.isIdentifier(callee.expression) &&
      schemaLibrary.namespaces.has(callee.expression.text)
    );
  };
  const literals: { start: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    const isText =
      parser.isStringLiteral(node) ||
      parser.isNoSubstitutionTemplateLiteral(node) ||
      parser.isTemplateHead(node) ||
      parser.isTemplateMiddle(node) ||
      parser.isTemplateTail(node) ||
      parser.isJsxText(node);
    if (isText && !isSchemaMessage(node)) literals.push({ start: node.getStart(source), text: node.getText(source) });
    parser.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf("\n"); index !== -1 && index < offset; index = text.indexOf("\n", index + 1)) line++;
  return line;
}

/**
 * What the preflight reads of wrangler's configuration. Wrangler's declared types lean on packages it bundles
 * rather than installs, so the type its `unstable_readConfig` declares does not resolve; this one says what is used.
 */
interface WranglerConfigView {
  definedEnvironments?: string[];
  vars: Record<string, unknown>;
  route?: WranglerRoute;
  routes?: WranglerRoute[];
  workers_dev?: boolean;
}

/** A route as wrangler.toml may write it: a pattern, or a table with one (a custom domain, a zone's route). */
type WranglerRoute = string | { pattern: string };

function readWranglerConfig(config: string, env?: string): WranglerConfigView {
  return wrangler().unstable_readConfig({ config, env }) as WranglerConfigView;
}

function varFindings(wranglerConfig: string, environment: string): Finding[] {
  const defined = readWranglerConfig(wranglerConfig).definedEnvironments ?? [];
  if (!defined.includes(environment)) {
    const known = defined.length > 0 ? defined.join(", ") : "none";
    throw new Error(`${path.basename(wranglerConfig)} has no environment "${environment}" (it has: ${known})`);
  }
  const { vars } = readWranglerConfig(wranglerConfig, environment);
  return requiredProductionVars.flatMap(({ name, why }): Finding[] => {
    const raw = vars[name];
    const value = raw === undefined || typeof raw === "string" ? raw : JSON.stringify(raw);
    const problem = value === undefined ? "missing" : value.trim() === "" ? "blank" : varChecks[name]?.(value.trim());
    return problem ? [{ type: "var", name, value, problem, why }] : [];
  });
}

/** The host a route pattern names: `*.orbitant.co/*` is `*.orbitant.co`. */
function routeHost(route: WranglerRoute): string {
  const pattern = typeof route === "string" ? route : route.pattern;
  return (
    pattern
      .replace(/^https?:\/\//i, "")
      .split("/")[0]
      ?.toLowerCase() ?? ""
  );
}

/** Whether a route's host pattern (`www.orbitant.co`, `*.orbitant.co`, `*orbitant.co`) covers a host. */
function routeCovers(pattern: string, host: string): boolean {
  return pattern.startsWith("*") ? host.endsWith(pattern.slice(1)) : pattern === host;
}

/**
 * The environment's address: without a route or custom domain the Worker answers only on workers.dev (or, with
 * `workers_dev = false`, nowhere); a host reserved for examples stands in for the real domain; and a SITE_ORIGIN
 * that no route serves would put canonical URLs on an address this Worker never answers.
 */
function routeFindings(wranglerConfig: string, environment: string): Finding[] {
  const config = readWranglerConfig(wranglerConfig, environment);
  const hosts = [...(config.routes ?? []), ...(config.route === undefined ? [] : [config.route])].map(routeHost);
  const origin = typeof config.vars.SITE_ORIGIN === "string" ? config.vars.SITE_ORIGIN.trim() : "";
  const originHost = varChecks.SITE_ORIGIN?.(origin) === undefined ? new URL(origin).hostname.toLowerCase() : undefined;
  if (hosts.length === 0) {
    const problem =
      config.workers_dev === false
        ? "no route or custom domain, and workers_dev is off: the Worker answers nowhere"
        : "no route or custom domain: the Worker answers only on workers.dev";
    return [{ type: "route", host: originHost, problem }];
  }
  const placeholders = hosts
    .filter((host) => isReservedHost(host.replace(/^\*\.?/, "")))
    .map((host): Finding => ({ type: "route", host, problem: "a host reserved for examples: nobody can own it" }));
  const unserved =
    originHost !== undefined && !hosts.some((host) => routeCovers(host, originHost))
      ? [{ type: "route" as const, host: originHost, problem: "SITE_ORIGIN's host, which no route serves" }]
      : [];
  return [...placeholders, ...unserved];
}

async function secretFindings(
  listSecrets: SecretLister,
  environment: string,
  wranglerConfig: string,
): Promise<Finding[]> {
  let present: readonly string[];
  try {
    present = await listSecrets(environment, wranglerConfig);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
    return [{ type: "secrets-unchecked", reason: reason.trim() || "no reason given" }];
  }
  return missingSecrets(present).map(({ name, why }): Finding => ({ type: "secret", name, why }));
}

/** The report, line by line: a heading, the findings grouped by kind, and the verdict. */
export function formatReport(result: PreflightResult, labels: { content: string; config: string }): string[] {
  const { environment, findings, refused } = result;
  const count = `${findings.length} ${findings.length === 1 ? "problem" : "problems"}`;
  const lines = [`deploy preflight, ${environment}: ${findings.length === 0 ? "nothing found" : count}`];
  for (const rule of placeholderRules) {
    const items = findings.flatMap((finding) =>
      finding.type === "placeholder" && finding.kind === rule.kind
        ? [`  ${labels.content}/${finding.file}:${finding.line}  ${finding.value}`]
        : [],
    );
    if (items.length > 0) lines.push(`${rule.kind}: ${rule.reason}`, ...items);
  }
  const vars = findings.flatMap((finding) =>
    finding.type === "var"
      ? [
          `  ${finding.name}${finding.value?.trim() ? ` = ${JSON.stringify(finding.value)}` : ""}: ${finding.problem}` +
            ` (${finding.why})`,
        ]
      : [],
  );
  if (vars.length > 0) lines.push(`vars of [env.${environment}] in ${labels.config}:`, ...vars);
  const routes = findings.flatMap((finding) =>
    finding.type === "route" ? [`  ${finding.host ?? "(no host)"}: ${finding.problem}`] : [],
  );
  if (routes.length > 0) lines.push(`routes of [env.${environment}] in ${labels.config}:`, ...routes);
  const secrets = findings.flatMap((finding) =>
    finding.type === "secret"
      ? [`  ${finding.name}: not set (${finding.why})`]
      : finding.type === "secrets-unchecked"
        ? [`  could not check the secrets: ${finding.reason}`]
        : [],
  );
  if (secrets.length > 0) lines.push(`secrets of the ${environment} Worker:`, ...secrets);
  if (refused) lines.push(`deploy refused: ${count} above`);
  else if (environment === "production") lines.push("nothing blocks a production deploy");
  else lines.push(findings.length > 0 ? `${environment}: warnings only` : `${environment}: nothing to warn about`);
  return lines;
}

// Stryker disable all: the command runs in a process of its own (deploy-preflight-command.test.ts checks its exit
// statuses), where StrykerJS switches no mutant on.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [environment, ...rest] = process.argv.slice(2);
  if (!environment || rest.length > 0) {
    console.error("usage: node scripts/deploy/preflight.ts <environment>   (staging or production)");
    process.exit(2);
  }
  const contentDir = path.join(root, "app", "content");
  const wranglerConfig = path.join(root, "wrangler.toml");
  try {
    const result = await preflight({ contentDir, wranglerConfig, environment, listSecrets: listDeployedSecrets });
    const label = (file: string) => path.relative(process.cwd(), file) || ".";
    for (const line of formatReport(result, { content: label(contentDir), config: label(wranglerConfig) })) {
      console.log(line);
    }
    process.exitCode = result.refused ? 1 : 0;
  } catch (error) {
    console.error(`deploy preflight: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
