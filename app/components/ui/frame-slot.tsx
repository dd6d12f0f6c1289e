import type { CSSProperties } from "react";
import { frameAllowHook, frameSrcHook, frameTitleHook } from "~/lib/document/page-hooks";

interface FrameSlotProps {
  /** The third-party address the frame will load once it is wanted. */
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** The iframe's `allow` list (name `fullscreen` in it to allow full screen). */
  allow?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * An empty box that names a frame without loading it: behaviours/lazy-frames.ts puts the iframe in when its
 * dialog opens or its play button is pressed. The empty inner HTML keeps React (inside an island) from ever
 * reconciling the frame away.
 */
export function FrameSlot({ src, title, allow, className = "", style }: FrameSlotProps) {
  return (
    <div
      {...frameSrcHook.attr(src)}
      {...frameTitleHook.attr(title)}
      {...(allow ? frameAllowHook.attr(allow) : {})}
      className={className}
      style={style}
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
