import type { ReactNode } from "react";
import { BackToHome } from "./back-to-home";

interface PageHeroProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** The opening of an inner page: a way home, the eyebrow and the page's one h1, over a soft violet glow. */
export function PageHero({ eyebrow, title, children }: PageHeroProps) {
  return (
    <div className="relative isolate overflow-hidden border-b border-white/5">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_65%_at_85%_0%,rgb(139_92_246/0.22),transparent_70%),radial-gradient(45%_55%_at_0%_100%,rgb(45_212_191/0.09),transparent_70%)]"
      />
      <div className="mx-auto max-w-6xl px-5 pt-28 pb-16 sm:px-8 sm:pt-32 sm:pb-24">
        <BackToHome />
        <p className="mt-12 text-xs font-semibold tracking-[0.2em] text-teal-300 uppercase">{eyebrow}</p>
        <h1 className="mt-4 max-w-4xl text-5xl font-semibold tracking-tight text-balance text-white sm:text-7xl">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}
