import { useId } from "react";

/** The hero's still artwork on wide screens: the brand's orbit, large and faint, behind the particles. */
export function HeroOrbit() {
  const id = useId();
  return (
    <svg
      aria-hidden="true"
      width="640"
      height="640"
      viewBox="0 0 640 640"
      className="pointer-events-none absolute top-1/2 -right-48 -z-10 hidden -translate-y-1/2 xl:block 2xl:-right-16"
    >
      <defs>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#7c3aed" stopOpacity="0.45" />
          <stop offset="1" stopColor="#7c3aed" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-body`} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#5eead4" />
        </linearGradient>
      </defs>
      <circle cx="320" cy="320" r="300" fill={`url(#${id}-glow)`} />
      <g fill="none" strokeWidth="1.5">
        <ellipse
          cx="320"
          cy="320"
          rx="300"
          ry="118"
          stroke="#a78bfa"
          strokeOpacity="0.4"
          transform="rotate(-28 320 320)"
        />
        <ellipse
          cx="320"
          cy="320"
          rx="240"
          ry="92"
          stroke="#5eead4"
          strokeOpacity="0.28"
          transform="rotate(18 320 320)"
        />
        <ellipse cx="320" cy="320" rx="180" ry="180" stroke="#ffffff" strokeOpacity="0.06" />
      </g>
      <circle cx="320" cy="320" r="64" fill={`url(#${id}-body)`} opacity="0.75" />
      <circle cx="320" cy="320" r="96" fill="#a78bfa" opacity="0.08" />
      <circle cx="550" cy="152" r="9" fill="#5eead4" />
      <circle cx="96" cy="280" r="6" fill="#ddd6fe" />
    </svg>
  );
}
