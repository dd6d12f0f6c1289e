import type { ReactNode } from "react";

/** A pill-shaped link back to where a page belongs (home, a listing), with a leftward chevron. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm text-slate-200 hover:border-violet-300 hover:text-white"
    >
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
        <path d="M8.5 2 3.5 7l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {children}
    </a>
  );
}
