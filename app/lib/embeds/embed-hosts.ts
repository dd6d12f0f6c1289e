// The only third-party origins the site ever frames. The CSP's frame-src is built from this list,
// and content that points an embed anywhere else fails its schema check.
export const embedHosts = {
  scheduling: "https://calendly.com",
  video: "https://www.youtube-nocookie.com",
  drive: "https://drive.google.com",
} as const;

export const frameOrigins: readonly string[] = Object.values(embedHosts);
