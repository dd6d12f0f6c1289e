// The types of email-provider.mjs (plain JavaScript, run by the contact bench and the browser tests), for the
// TypeScript scripts that start it in their own process.

/** The provider's answer beyond its rate. */
export const RATE_LIMIT_TEXT: string;

/** A send request the stand-in answered: its status, the template's params, the account, when (performance.now()). */
export interface ProviderCall {
  status: number;
  params: Record<string, string>;
  account: string;
  at: number;
}

export interface ProviderStandIn {
  url: string;
  /** Every send request answered, in order (the array grows as calls arrive). */
  received: ProviderCall[];
  /** Answers 503 to every send for `ms` from now. */
  outage: (ms: number) => void;
  close: () => Promise<void>;
}

/** `rate`: calls a second each account may make (default 1); `null` accepts everything at once. */
export function startProviderStandIn(options: {
  port: number;
  host?: string;
  rate?: number | null;
}): Promise<ProviderStandIn>;
