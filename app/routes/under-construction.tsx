import { ParticleField } from "~/components/home/particle-field";
import { Rotator } from "~/components/ui/rotator";
import { interfaceIn, underConstructionIn } from "~/content/localized.server";
import { underConstructionNames } from "~/content/under-construction";
import { languageOfPath } from "~/lib/language/languages";
import type { PageHandle } from "~/lib/document/page-handle";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/under-construction";

export function loader({ url }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname);
  return { page: underConstructionIn(language), names: underConstructionNames(interfaceIn(language)) };
}

// Static HTML: the card and the particles are moved by the page script; the motion control pauses them.
export const handle = { motion: true } satisfies PageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData.page.title, description: args.loaderData.page.description });

export default function UnderConstruction({ loaderData: { page, names } }: Route.ComponentProps) {
  return (
    // `isolate` gives the page its own stacking context: the particle canvas sits at -z-10, behind the content
    // and above the glow and the body's colour.
    <section className="relative isolate overflow-hidden">
      <ParticleField />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(50%_60%_at_50%_35%,rgb(139_92_246/0.22),transparent_70%)]"
      />
      <div className="mx-auto flex min-h-[85vh] max-w-5xl flex-col items-center justify-center px-5 pt-28 pb-20 text-center sm:px-8">
        <h1 className="text-5xl font-semibold tracking-tight text-balance text-white sm:text-7xl">{page.headline}</h1>
        <p className="mt-6 text-2xl font-light text-violet-200 sm:text-3xl">{page.message}</p>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-300">{page.lede}</p>
        {/* Every 2000 ms the next name, wrapping after the eighth. */}
        <Rotator
          as="div"
          items={names}
          keyOf={(name) => name}
          className="mt-12 w-full max-w-md rounded-3xl border border-white/10 bg-white/[0.04] px-8 py-7 shadow-2xl shadow-violet-950/40 backdrop-blur"
          itemsAs="p"
          itemsId="rotating-name"
          itemsClassName="mt-3 grid items-center text-2xl leading-tight font-semibold text-violet-200 sm:text-3xl"
          renderItem={(name, attributes) => (
            <span {...attributes} className="col-start-1 row-start-1">
              {name}
            </span>
          )}
          dots
        >
          <p className="text-xs font-semibold tracking-[0.2em] text-slate-400 uppercase">{page.cardLabel}</p>
        </Rotator>
      </div>
    </section>
  );
}
