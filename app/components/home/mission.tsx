import type { Mission as MissionContent } from "~/content/home/mission-schema";

/** The mission statement, between the expertise cards and the leadership team. */
export function Mission({ mission }: { mission: MissionContent }) {
  return (
    <div className="relative mt-24 overflow-hidden rounded-[2rem] border border-violet-300/20 bg-[radial-gradient(40rem_20rem_at_0%_0%,rgba(124,58,237,0.28),transparent_70%),radial-gradient(30rem_18rem_at_100%_100%,rgba(45,212,191,0.16),transparent_70%)] p-8 sm:p-14">
      <h3 className="text-xs font-semibold tracking-[0.2em] text-violet-300 uppercase">{mission.eyebrow}</h3>
      <p className="mt-6 max-w-4xl text-2xl leading-snug font-medium tracking-tight text-balance text-white sm:text-4xl">
        {mission.statement}
      </p>
      <p className="mt-6 max-w-2xl text-pretty text-slate-300">{mission.detail}</p>
    </div>
  );
}
