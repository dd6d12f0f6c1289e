import { useState } from "react";
import { useMotion } from "~/components/ui/use-motion";

/**
 * When the carousel advances by itself, as the W3C carousel pattern has it: its rotation button starts and stops
 * it; the pointer over it holds it; keyboard focus entering it (on anything but that button) stops it; and the
 * site's motion control stops it too. Pressing the rotation button while motion is paused site-wide plays it.
 */
export function useCarouselRotation() {
  const { paused, setPaused } = useMotion();
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  /** Rotation is on: what the rotation button shows. */
  const autoRotation = playing && !paused;
  return {
    motionPaused: paused,
    autoRotation,
    /** The slides are moving now (on, and not held by the pointer). */
    rotating: autoRotation && !hovered,
    toggle: () => {
      if (autoRotation) {
        setPlaying(false);
        return;
      }
      setPlaying(true);
      if (paused) setPaused(false);
    },
    stop: () => {
      setPlaying(false);
    },
    hold: setHovered,
  };
}
