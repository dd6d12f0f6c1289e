/** A time as the console shows it: its UTC date and minute, `2026-11-26 09:12 UTC`. */
export const consoleTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** An age in seconds as a person reads it: `45 s`, `12 min`, `3 h 5 min`, `2 d 4 h`. */
export function ageText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
