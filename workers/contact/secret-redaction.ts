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

/** The configured values a provider's answer could echo, under the names of their settings. */
export const providerSecrets = (provider: {
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey: string | undefined;
}) => ({
  EMAILJS_SERVICE_ID: provider.serviceId,
  EMAILJS_TEMPLATE_ID: provider.templateId,
  EMAILJS_PUBLIC_KEY: provider.publicKey,
  EMAILJS_PRIVATE_KEY: provider.privateKey,
});
