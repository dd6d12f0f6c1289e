import { particleFieldHook, particleStateHook } from "~/lib/document/page-hooks";

/**
 * The decorative particle background: a canvas that behaviours/particle-fields.ts animates (the same engine on
 * pages with and without React). Fills its positioned parent.
 */
export function ParticleField({
  className = "pointer-events-none absolute inset-0 -z-10 h-full w-full",
}: {
  className?: string;
}) {
  return (
    <canvas
      {...particleFieldHook.attr()}
      {...particleStateHook.attr("still")}
      aria-hidden="true"
      className={className}
    />
  );
}
