/**
 * Whether a request's `Authorization: Bearer <token>` names the expected token. The two are compared as SHA-256
 * digests, every byte of them whatever differs: equal lengths whatever was sent, and no early exit at the first
 * differing byte, so the answer's timing says nothing about how close a guess came.
 */
export async function bearerTokenMatches(authorization: string | undefined, expected: string): Promise<boolean> {
  const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? "")?.[1];
  return given !== undefined && tokenMatches(given, expected);
}

/** Whether a token given (the console's sign-in form) is the expected one, compared as `bearerTokenMatches` does. */
export async function tokenMatches(given: string, expected: string): Promise<boolean> {
  const [givenDigest, expectedDigest] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (const [index, byte] of expectedDigest.entries()) difference |= byte ^ (givenDigest[index] ?? 0);
  return difference === 0;
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}
