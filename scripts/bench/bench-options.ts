/**
 * A bench's option, given on its command line as `--name=value` or `--name value`; `fallback` when it is not given.
 */
export function option(name: string, fallback: string): string {
  const flag = `--${name}`;
  const joined = process.argv.find((arg) => arg.startsWith(`${flag}=`));
  if (joined !== undefined) return joined.slice(flag.length + 1);
  const index = process.argv.indexOf(flag);
  return index > 0 && index + 1 < process.argv.length ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** A bench's numeric option, written either way (`option`). */
export function numberOption(name: string, fallback: number): number {
  return Number(option(name, String(fallback)));
}
