import type { LineIconName } from "~/content/icon-names";
import { LineIcon } from "./line-icon";

interface IconCardProps {
  icon: LineIconName;
  title: string;
  description: string;
  tone?: "violet" | "teal";
}

const toneClass = { violet: "bg-violet-400/15 text-violet-200", teal: "bg-teal-300/10 text-teal-200" };

/** A list item card: an icon, an h3 and a short description (capabilities, principles). */
export function IconCard({ icon, title, description, tone = "violet" }: IconCardProps) {
  return (
    <li className="rounded-2xl border border-white/10 bg-white/[0.03] p-6 transition hover:border-violet-300/40">
      <span className={`flex h-11 w-11 items-center justify-center rounded-xl ${toneClass[tone]}`}>
        <LineIcon name={icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-white">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-300">{description}</p>
    </li>
  );
}
