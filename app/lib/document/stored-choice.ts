/**
 * A visitor's choice kept in localStorage (no cookie). Storage can be switched off or full: a choice then lasts
 * for the page only, and reading says so with `undefined` (no storage) rather than `null` (nothing chosen yet).
 */
export function readChoice(key: string): string | null | undefined {
  try {
    return localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

export function rememberChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // No storage: the choice lasts for this page only.
  }
}
