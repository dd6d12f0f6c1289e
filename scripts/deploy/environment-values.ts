// The values each environment of wrangler.toml (and staging's previews) must share with the top level: wrangler
// inherits no binding and no var, so every environment repeats them, and a value changed in one place only (a
// rate limit cut at the top level, 60 left in production) would go live unseen. Read by `npm run deploy:check`
// (scripts/deploy-dry-run.mjs). A value that differs on purpose is listed here with why; any other difference fails.

/** Vars that differ by environment, and why. */
const PER_ENVIRONMENT_VARS: Readonly<Record<string, string>> = {
  ENVIRONMENT: "names the environment the Worker runs in",
  SITE_ORIGIN: "each environment's own address",
  TURNSTILE_SITE_KEY: "a Turnstile widget per hostname",
};

interface Named {
  name?: string;
  binding?: string;
}
/** The part of a (flattened) wrangler configuration compared here. */
export interface ComparedConfig {
  vars?: Record<string, unknown>;
  ratelimits?: (Named & { simple?: unknown })[];
  d1_databases?: (Named & { migrations_dir?: string })[];
  durable_objects?: { bindings?: (Named & { class_name?: string })[] };
  version_metadata?: { binding?: string };
  triggers?: { crons?: string[] };
}

const byName = <T extends Named>(list: readonly T[] | undefined) =>
  new Map((list ?? []).map((item) => [item.name ?? item.binding ?? "", item]));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each difference of `config` (named `where`, e.g. `[env.production]`) from the top level that nothing explains. */
export function unexplainedDifferences(top: ComparedConfig, config: ComparedConfig, where: string): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(top.vars ?? {})) {
    if (name in PER_ENVIRONMENT_VARS || !(name in (config.vars ?? {}))) continue;
    const theirs = config.vars?.[name];
    if (!same(value, theirs))
      found.push(`${where} var ${name} is ${JSON.stringify(theirs)}, the top level's ${JSON.stringify(value)}`);
  }
  const limits = byName(config.ratelimits);
  for (const [name, limit] of byName(top.ratelimits)) {
    const theirs = limits.get(name);
    if (theirs && !same(limit.simple, theirs.simple)) {
      found.push(
        `${where} rate limit ${name} is ${JSON.stringify(theirs.simple)}, the top level's ${JSON.stringify(limit.simple)}`,
      );
    }
  }
  const databases = byName(config.d1_databases);
  for (const [name, database] of byName(top.d1_databases)) {
    const theirs = databases.get(name);
    if (theirs && theirs.migrations_dir !== database.migrations_dir) {
      found.push(
        `${where} D1 ${name} migrates from ${String(theirs.migrations_dir)}, the top level from ${String(database.migrations_dir)}`,
      );
    }
  }
  const objects = byName(config.durable_objects?.bindings);
  for (const [name, binding] of byName(top.durable_objects?.bindings)) {
    const theirs = objects.get(name);
    if (theirs && theirs.class_name !== binding.class_name) {
      found.push(
        `${where} Durable Object ${name} binds ${String(theirs.class_name)}, the top level ${String(binding.class_name)}`,
      );
    }
  }
  // An environment lacking a Cron Trigger is named by deploy-dry-run.mjs; one with another, or one more, only here.
  // Previews run none (wrangler reads no triggers for them).
  const crons = config.triggers?.crons;
  if (top.triggers?.crons && crons && !same([...crons].sort(), [...top.triggers.crons].sort())) {
    found.push(
      `${where} Cron Triggers are ${JSON.stringify(crons)}, the top level's ${JSON.stringify(top.triggers.crons)}`,
    );
  }
  if (top.version_metadata && !same(top.version_metadata, config.version_metadata)) {
    found.push(
      `${where} version metadata binding is ${JSON.stringify(config.version_metadata)}, the top level's ${JSON.stringify(top.version_metadata)}`,
    );
  }
  return found;
}
