/** A text with `{name}` placeholders, each replaced by its value: `fillIn("{n} of {total}", { n: 1, total: 4 })`. */
export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
