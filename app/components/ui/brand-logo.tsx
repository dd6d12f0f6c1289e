import { site } from "~/content/site";

/** The consultancy's own mark: an orbit around a point, and the name. Decorative text is the accessible name. */
export function BrandLogo() {
  return (
    <span className="flex items-center gap-2.5 text-lg font-semibold tracking-tight text-white">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" className="shrink-0">
        <ellipse
          cx="14"
          cy="14"
          rx="12.5"
          ry="6"
          fill="none"
          stroke="#a78bfa"
          strokeWidth="2"
          transform="rotate(-30 14 14)"
        />
        <circle cx="14" cy="14" r="4" fill="#f5f3ff" />
        <circle cx="24" cy="8.5" r="2" fill="#5eead4" />
      </svg>
      {site.name}
    </span>
  );
}
