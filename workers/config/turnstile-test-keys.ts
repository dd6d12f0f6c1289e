// Cloudflare's documented Turnstile test keys. Site keys 1x, 2x and 3x (passes, blocks, forces a challenge) and
// secrets 1x, 2x and 3x (passes, fails, "already spent") prove nothing about a visitor: development uses them,
// the production preflight refuses them, and the siteverify stand-in answers them as Cloudflare does.

/** The invisible widget whose token always passes, and the secret that passes every token. */
export const TEST_SITE_KEY = "1x00000000000000000000BB";
export const TEST_SECRET_KEY = "1x0000000000000000000000000000000AA";

export const testSiteKeyPattern = /^[123]x0{20}[A-Z]{2}$/;
export const testSecretPattern = /^[123]x0{31}AA$/;
/** The test secret that fails every token. */
export const failingTestSecretPattern = /^2x0{31}AA$/;
