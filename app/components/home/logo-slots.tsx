import { LogoMark } from "~/components/ui/logo-mark";

interface LogoSlotsProps {
  id: string;
  label: string;
  names: readonly string[];
  /** Index into `names` of the logo in each slot. */
  slots: readonly number[];
}

/** One list of the network section: its label and four slots whose logos the rotation swaps. */
export function LogoSlots({ id, label, names, slots }: LogoSlotsProps) {
  return (
    <div>
      <h3 id={id} className="text-sm font-medium text-slate-400">
        {label}
      </h3>
      <ul aria-labelledby={id} className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {slots.map((logo, slot) => {
          const name = names[logo] ?? "";
          return (
            <li
              // A slot keeps its place while its logo changes.
              key={slot}
              className="flex h-20 items-center sm:h-24 justify-center overflow-hidden rounded-2xl border border-white/10 bg-white/[0.03] px-5 text-slate-200"
            >
              <LogoMark key={name} name={name} height={32} className="rise-in h-auto max-w-full" />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
