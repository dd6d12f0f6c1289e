import { parseArgs } from "node:util";

type OptionValue = number | string | boolean;

/** What a bench's declared options read as: numbers as numbers, flags as booleans, the rest as strings. */
export type BenchOptions<Defaults extends Record<string, OptionValue>> = {
  [Name in keyof Defaults]: Defaults[Name] extends number ? number : Defaults[Name] extends boolean ? boolean : string;
};

/**
 * A bench's options, each declared with its default: `benchOptions({ burst: 100, only: "burst", "no-build": false })`.
 * Given on the command line as `--name=value` or `--name value`; a flag (a boolean default) as `--name`.
 *
 * Strict, because a bench's figure is only worth printing for the run that was asked for: a mistyped option
 * (`--burts 20`), a value left out, a number that is not a finite number, or an argument nobody declared throws
 * with the options the bench takes, rather than measuring the defaults without a word.
 */
export function benchOptions<const Defaults extends Record<string, OptionValue>>(
  defaults: Defaults,
  args: readonly string[] = process.argv.slice(2),
): BenchOptions<Defaults> {
  const usage = () =>
    Object.entries(defaults)
      .map(([name, value]) => (typeof value === "boolean" ? `--${name}` : `--${name}=${String(value)}`))
      .join(" ");
  let parsed: ReturnType<typeof parseArgs>["values"];
  try {
    parsed = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries(
        Object.entries(defaults).map(([name, value]) => [
          name,
          { type: typeof value === "boolean" ? ("boolean" as const) : ("string" as const) },
        ]),
      ),
    }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\nIt takes: ${usage()}`, { cause: error });
  }
  const read: Record<string, OptionValue> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const given = parsed[name];
    if (given === undefined) read[name] = fallback;
    else if (typeof fallback === "number") {
      const value = Number(given);
      if (given === "" || !Number.isFinite(value)) {
        throw new Error(`--${name} takes a number, not "${String(given)}"\nIt takes: ${usage()}`);
      }
      read[name] = value;
    } else read[name] = given as OptionValue;
  }
  return read as BenchOptions<Defaults>;
}
