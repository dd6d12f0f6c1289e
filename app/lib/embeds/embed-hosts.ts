// The only third-party origins the site ever frames. The CSP's frame-src is built from this list,
// and content that points an embed anywhere else fails its schema check. The bot check (Cloudflare Turnstile)
// frames its challenge and is the one third-party script: its origin is also the only one in script-src.
export const embedHosts = {
  scheduling: "https://calendly.com",
  video: "https://www.youtube-nocookie.com",
  drive: "https://drive.google.com",
  humanProof: "https://challenges.cloudflare.com",
} as const;

export const frameOrigins: readonly string[] = Object.values(embedHosts);

/** Third-party origins the site loads a script from, and only once the visitor starts on the contact form. */
export const scriptOrigins: readonly string[] = [embedHosts.humanProof];
