import { useId } from "react";
import { markFromName } from "~/lib/marks/mark-from-name";

interface PortraitMarkProps {
  name: string;
  /** What the picture is, for people who cannot see it. */
  label: string;
  /** Rendered size in px; the artwork is square and scales with its box. */
  size?: number;
}

/**
 * An abstract portrait drawn from a person's name: a head-and-shoulders silhouette in light on a gradient whose
 * hues come from the name, with an orbit line. No photographs of anyone; the same name always draws the same art.
 */
export function PortraitMark({ name, label, size = 240 }: PortraitMarkProps) {
  const id = useId();
  const { hue } = markFromName(name);
  const tilt = (hue % 50) - 25;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox="0 0 240 240">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 55% 26%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 60) % 360} 60% 12%)`} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.38" r="0.55">
          <stop offset="0" stopColor={`hsl(${hue} 90% 78%)`} stopOpacity="0.55" />
          <stop offset="1" stopColor={`hsl(${hue} 90% 78%)`} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-figure`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 80% 88%)`} stopOpacity="0.95" />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 70% 70%)`} stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <rect width="240" height="240" fill={`url(#${id}-bg)`} />
      <circle cx="120" cy="96" r="120" fill={`url(#${id}-glow)`} />
      <ellipse
        cx="120"
        cy="110"
        rx="96"
        ry="34"
        fill="none"
        stroke={`hsl(${(hue + 120) % 360} 80% 75%)`}
        strokeOpacity="0.45"
        strokeWidth="1.5"
        transform={`rotate(${tilt} 120 110)`}
      />
      <circle cx="120" cy="94" r="36" fill={`url(#${id}-figure)`} />
      <path d="M44 240c4-52 36-86 76-86s72 34 76 86z" fill={`url(#${id}-figure)`} />
      <circle
        cx={120 + 96 * Math.cos((tilt * Math.PI) / 180)}
        cy={110 + 96 * Math.sin((tilt * Math.PI) / 180)}
        r="4"
        fill="#5eead4"
      />
    </svg>
  );
}
