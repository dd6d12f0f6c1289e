import { markFromName, wordmarkWidth } from "~/lib/marks/mark-from-name";

interface LogoMarkProps {
  name: string;
  /** Height in px; the mark is a wordmark, so its width follows from the name's length. */
  height?: number;
  className?: string;
}

/**
 * A wordmark drawn from an organisation's name: a monogram badge whose shape and hue come from the name,
 * then the name itself. No third-party artwork; every logo on the site is made this way.
 */
export function LogoMark({ name, height = 32, className }: LogoMarkProps) {
  const mark = markFromName(name);
  const width = wordmarkWidth(name, height);
  const r = height / 2;
  return (
    <svg
      role="img"
      aria-label={name}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={className}
    >
      {mark.shape === "circle" && <circle cx={r} cy={r} r={r - 1} fill={mark.color} />}
      {mark.shape === "square" && (
        <rect x={1} y={1} width={height - 2} height={height - 2} rx={height / 5} fill={mark.color} />
      )}
      {mark.shape === "diamond" && (
        <polygon points={`${r},1 ${height - 1},${r} ${r},${height - 1} 1,${r}`} fill={mark.color} />
      )}
      <text
        x={r}
        y={r}
        dy="0.35em"
        textAnchor="middle"
        // A diamond's inner square is smaller than a circle's or square's, so its initials are set smaller.
        fontSize={height * (mark.shape === "diamond" ? 0.32 : 0.42)}
        fontWeight={700}
        fill="#0b0a14"
        fontFamily="system-ui, sans-serif"
      >
        {mark.initials}
      </text>
      <text
        x={height + height * 0.3}
        y={r}
        dy="0.35em"
        fontSize={height * 0.5}
        fontWeight={600}
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
      >
        {name}
      </text>
    </svg>
  );
}
