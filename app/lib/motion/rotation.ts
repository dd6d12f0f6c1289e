/** The index after `index` in a list of `length`, wrapping after the last. */
export function nextIndex(index: number, length: number): number {
  return length > 0 ? (index + 1) % length : 0;
}
