import { embedHosts } from "./embed-hosts";

// A video in content is either a video id (embedded from the provider's privacy-enhanced host) or a drive
// file address (embedded as the drive's preview page). This is the one parser for both: the content schema
// rejects anything it cannot read, and the video facade builds its iframe address from what it returns.

export type VideoSource = { kind: "video"; id: string } | { kind: "drive"; fileId: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const DRIVE_FILE = /^\/file\/d\/([A-Za-z0-9_-]{10,80})(?:\/(?:view|preview))?\/?$/;

export function parseVideoSource(source: string): VideoSource | null {
  if (VIDEO_ID.test(source)) return { kind: "video", id: source };
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return null;
  }
  if (url.origin !== embedHosts.drive) return null;
  const fileId = DRIVE_FILE.exec(url.pathname)?.[1];
  return fileId ? { kind: "drive", fileId } : null;
}

/** The iframe address for a parsed source; `autoplay` because the visitor has just pressed play. */
export function videoEmbedUrl(source: VideoSource): string {
  return source.kind === "video"
    ? `${embedHosts.video}/embed/${source.id}?autoplay=1&rel=0`
    : `${embedHosts.drive}/file/d/${source.fileId}/preview`;
}
