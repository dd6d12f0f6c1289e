import * as v from "valibot";

/** A var's value, or undefined when it is unset or blank. */
export function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return trimmed;
}

const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i));
const httpsUrl = v.pipe(v.string(), v.url(), v.regex(/^https:\/\//i));

/**
 * What is wrong with a URL var, or undefined. Outside local development only https will do: the URLs the Worker
 * calls carry keys, secrets or a webhook's own credential. In development http is allowed, for the stand-ins.
 */
export function urlProblem(name: string, value: string, development: boolean): string | undefined {
  if (v.is(development ? httpUrl : httpsUrl, value)) return undefined;
  return `${name} is not an ${development ? "http(s)" : "https"} URL`;
}
