import { PhotoPicture } from "~/components/ui/photo-picture";
import { TruncatedLabel } from "~/components/ui/truncated-label";
import { useSiteText } from "~/components/layout/site-text";
import type { Leader } from "~/content/home/leaders-schema";
import { fillIn } from "~/lib/language/fill-in";
import { artSource, PORTRAIT_SHEET_SIZE } from "~/lib/marks/art-sheets";

/** Square whatever the picture's proportions, which `height: auto` would otherwise take. */
const PORTRAIT_CLASS = "aspect-square h-auto w-full rounded-2xl";

/**
 * The portrait's width on the page: four to a row from the large breakpoint (at most 17rem, in the widest row), two
 * below it (a little under half the screen, less the page's and the card's margins).
 */
const PORTRAIT_SIZES = "(min-width: 64rem) 17rem, 45vw";

/**
 * A leader: portrait (their photo, as the variants the build made of it, or the drawing from the portrait sheet,
 * lib/marks/art-sheets.ts), name, role (in full on hover and focus) and the external profile, in a new tab.
 */
export function LeaderCard({ leader }: { leader: Leader }) {
  const { text } = useSiteText();
  return (
    <li className="min-w-0 rounded-3xl border border-white/10 bg-white/[0.03] p-2 sm:p-3">
      {leader.photo ? (
        // A photograph shows the person as they are: their name says who it is, in every language.
        <PhotoPicture
          photo={leader.photo}
          alt={leader.name}
          sizes={PORTRAIT_SIZES}
          className={`${PORTRAIT_CLASS} object-cover`}
        />
      ) : (
        <img
          src={artSource("leaderPortraits", leader.name)}
          alt={fillIn(text.leadership.portrait, { name: leader.name })}
          width={PORTRAIT_SHEET_SIZE}
          height={PORTRAIT_SHEET_SIZE}
          loading="lazy"
          decoding="async"
          className={PORTRAIT_CLASS}
        />
      )}
      <div className="px-2 pt-4 pb-2 sm:px-3 sm:pt-5 sm:pb-3">
        <h4 className="font-semibold text-white sm:text-lg">{leader.name}</h4>
        <TruncatedLabel text={leader.role} className="mt-1 text-sm text-slate-400" />
        <a
          href={leader.profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-violet-200 hover:text-white"
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <rect x="1" y="1" width="14" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path
              d="M4.5 7v4.5M4.5 4.6v.1M7.5 11.5V7m0 2c0-1.3.9-2 2-2s1.8.7 1.8 2v2.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinecap="round"
            />
          </svg>
          {text.leadership.profile}
          <span className="sr-only"> {fillIn(text.leadership.profileOf, { name: leader.name })}</span>
        </a>
      </div>
    </li>
  );
}
