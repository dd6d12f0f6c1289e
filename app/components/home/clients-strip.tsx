import { artSource, LOGO_SHEET_HEIGHT } from "~/lib/marks/art-sheets";
import { wordmarkWidth } from "~/lib/marks/mark-from-name";
import { CLIENT_SLOT_PX } from "~/lib/motion/motion-timings";

/**
 * The clients strip: the thirty logos twice over, each in a 180px slot, on a track that a CSS
 * animation slides by half its width and starts again: seamless, and no layout work per frame. The animation
 * runs only while <html data-motion="playing"> (app.css). The second copy is hidden from assistive technology.
 * Each logo is an <img> of its view in one SVG sheet (lib/marks/art-sheets.ts), fetched once when the strip
 * comes near the screen.
 */
export function ClientsStrip({ title, clients }: { title: string; clients: readonly string[] }) {
  const slots = [...clients, ...clients];
  return (
    <section
      id="clients"
      aria-labelledby="clients-title"
      className="render-when-near [contain-intrinsic-size:auto_220px] border-y border-white/5 bg-night/60 py-14"
    >
      <h2
        id="clients-title"
        className="px-5 text-center text-xs font-semibold tracking-[0.22em] text-slate-400 uppercase"
      >
        {title}
      </h2>
      <div className="mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_12%,black_88%,transparent)]">
        <ul className="clients-track flex w-max">
          {slots.map((name, i) => {
            const copy = i >= clients.length;
            return (
              <li
                // The doubled list repeats names, so a slot's position is its identity.
                key={i}
                aria-hidden={copy || undefined}
                style={{ width: CLIENT_SLOT_PX }}
                className="flex h-14 shrink-0 items-center justify-center px-4"
              >
                <img
                  src={artSource("clientLogos", name)}
                  alt={copy ? "" : name}
                  width={wordmarkWidth(name, LOGO_SHEET_HEIGHT)}
                  height={LOGO_SHEET_HEIGHT}
                  // The base styles give images `height: auto`, which would take the whole sheet's proportions.
                  style={{ height: LOGO_SHEET_HEIGHT }}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
