/**
 * Text from outside (a provider's error answer, a network error) is logged, and the provider echoes what it
 * was sent: its ids and keys could end up in the log. Every configured value is replaced by a mark naming
 * which setting it was, longest first, so a value that contains another is not left half visible.
 */
export function redactSecrets(text: string, secrets: Readonly<Record<string, string | undefined>>): string {
  const values = Object.entries(secrets)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].length > 0)
    .sort(([, a], [, b]) => b.length - a.length);
  let redacted = text;
  for (const [name, value] of values) redacted = redacted.split(value).join(`[${name}]`);
  return redacted;
}
