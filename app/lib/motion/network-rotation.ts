import { NETWORK_SLOTS } from "./motion-timings";

// The network section's rotation: two lists (institutions, partners) show four logos each.
// Every step replaces one slot, alternating between the lists; the slots of a list take turns, and the logo
// that comes in is the next one in the list's fixed order that is not already shown.

export interface ShownLogos {
  /** Indexes into the list's fixed order, one per slot. */
  slots: readonly number[];
  /** The slot the list's next step replaces. */
  nextSlot: number;
  /** Where in the fixed order the search for the next logo starts. */
  cursor: number;
}

export interface NetworkRotation {
  lists: readonly [ShownLogos, ShownLogos];
  /** Which list the next step changes. */
  turn: 0 | 1;
}

function initialList(length: number): ShownLogos {
  const shown = Math.min(NETWORK_SLOTS, length);
  return { slots: Array.from({ length: shown }, (_, i) => i), nextSlot: 0, cursor: length > 0 ? shown % length : 0 };
}

export function initialNetwork(lengths: readonly [number, number]): NetworkRotation {
  return { lists: [initialList(lengths[0]), initialList(lengths[1])], turn: 0 };
}

/** One slot of one list takes the next logo in order that is not on show. A list with no spare logo stays. */
export function stepList(list: ShownLogos, length: number): ShownLogos {
  if (length <= list.slots.length) return list;
  let candidate = list.cursor;
  while (list.slots.includes(candidate)) candidate = (candidate + 1) % length;
  return {
    slots: list.slots.map((shown, slot) => (slot === list.nextSlot ? candidate : shown)),
    nextSlot: (list.nextSlot + 1) % list.slots.length,
    cursor: (candidate + 1) % length,
  };
}

export function stepNetwork(state: NetworkRotation, lengths: readonly [number, number]): NetworkRotation {
  const lists: [ShownLogos, ShownLogos] = [state.lists[0], state.lists[1]];
  lists[state.turn] = stepList(state.lists[state.turn], lengths[state.turn]);
  return { lists, turn: state.turn === 0 ? 1 : 0 };
}
