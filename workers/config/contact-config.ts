import { present, urlProblem } from "./var-values";
import { type HumanProofSettings, readHumanProofSettings } from "./human-proof-config";
import { type LeadDestinations, readLeadDestinations } from "./lead-config";
import { type OutboxSettings, readOutboxSettings } from "./outbox-config";
import type { WorkerVars } from "./worker-vars";

/**
 * The contact endpoint's configuration, read from the Worker's vars and secrets (part of worker-config.ts).
 *
 * - Provider keys all set: messages are stored in the outbox and delivered to the provider.
 * - ENVIRONMENT "development" with none of the required keys set: messages are written to the Worker log (the
 *   development outbox), so `npm start` works on a fresh checkout.
 * - Anything else missing or malformed (in any environment): the endpoint is unavailable (503) and the log
 *   names what is wrong. The private key is optional: it is sent as `accessToken` only when set.
 * - The outbox vars (outbox-config.ts) count only when messages go to the provider.
 * - The bot check (human-proof-config.ts) is part of it everywhere: in development it decides the lane a logged
 *   message would have taken.
 * - The lead's other destinations (lead-config.ts: the webhook, the acknowledgment) count only with the provider;
 *   a mistake in them never makes the endpoint unavailable.
 */

const DEFAULT_EMAILJS_API_URL = "https://api.emailjs.com";

const requiredKeys = ["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID", "EMAILJS_PUBLIC_KEY"] as const;

export interface ProviderSettings {
  /** Base URL without a trailing slash. */
  apiUrl: string;
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey: string | undefined;
}

/** Sender addresses and domains the form refuses. */
export interface Blocklist {
  addresses: ReadonlySet<string>;
  /** A domain blocks its subdomains too. */
  domains: readonly string[];
}

export type ContactConfig =
  | {
      delivery: "provider";
      provider: ProviderSettings;
      outbox: OutboxSettings;
      blocklist: Blocklist;
      proof: HumanProofSettings;
      /** The lead's other destinations: the webhook and the acknowledgment. */
      destinations: LeadDestinations;
    }
  | { delivery: "log"; blocklist: Blocklist; proof: HumanProofSettings }
  | { delivery: "unavailable"; problems: string[] };

export function readContactConfig(env: WorkerVars): ContactConfig {
  const development = env.ENVIRONMENT === "development";
  const missing = requiredKeys.filter((key) => !present(env[key]));
  const privateKey = present(env.EMAILJS_PRIVATE_KEY);
  const proof = readHumanProofSettings(env);

  if (development && missing.length === requiredKeys.length && !privateKey) {
    if ("problems" in proof) return { delivery: "unavailable", problems: proof.problems };
    return { delivery: "log", blocklist: parseBlocklist(env.CONTACT_BLOCKLIST), proof: proof.settings };
  }

  const problems = missing.map((key) => `${key} is not set`);
  if ("problems" in proof) problems.push(...proof.problems);
  const apiUrl = present(env.EMAILJS_API_URL) ?? DEFAULT_EMAILJS_API_URL;
  const urlWrong = urlProblem("EMAILJS_API_URL", apiUrl, development);
  if (urlWrong) problems.push(urlWrong);
  const outbox = readOutboxSettings(env);
  if ("problems" in outbox) problems.push(...outbox.problems);
  const [serviceId, templateId, publicKey] = requiredKeys.map((key) => present(env[key]));
  if (
    problems.length > 0 ||
    !serviceId ||
    !templateId ||
    !publicKey ||
    !("settings" in outbox) ||
    !("settings" in proof)
  ) {
    return { delivery: "unavailable", problems };
  }

  return {
    delivery: "provider",
    provider: { apiUrl: apiUrl.replace(/\/+$/, ""), serviceId, templateId, publicKey, privateKey },
    outbox: outbox.settings,
    blocklist: parseBlocklist(env.CONTACT_BLOCKLIST),
    proof: proof.settings,
    destinations: readLeadDestinations(env),
  };
}

/** `CONTACT_BLOCKLIST`: comma-separated; `name@domain` blocks one address, `@domain` (or `domain`) a domain. */
function parseBlocklist(raw: string | undefined): Blocklist {
  const addresses = new Set<string>();
  const domains: string[] = [];
  for (const entry of (raw ?? "").split(",")) {
    const item = entry.trim().toLowerCase();
    if (!item) continue;
    const at = item.indexOf("@");
    if (at > 0) addresses.add(item);
    else domains.push(item.slice(at + 1));
  }
  return { addresses, domains };
}

export function isBlocked(email: string, blocklist: Blocklist): boolean {
  const address = email.toLowerCase();
  if (blocklist.addresses.has(address)) return true;
  const domain = address.slice(address.lastIndexOf("@") + 1);
  return blocklist.domains.some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`));
}
