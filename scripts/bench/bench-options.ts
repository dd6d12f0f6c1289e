/** A bench's numeric option, given as `--name=value` on its command line; `fallback` when it is not given. */
export function numberOption(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given === undefined ? fallback : Number(given.slice(name.length + 3));
}
