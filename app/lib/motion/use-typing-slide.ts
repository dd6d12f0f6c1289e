import { useState } from "react";
import { initialTyping, nextTyping } from "./carousel-clock";

/** The index of the slide whose texts type out now, or null (every text in full). See `nextTyping`. */
export function useTypingSlide(index: number, paused: boolean): number | null {
  const [state, setState] = useState(() => initialTyping(index, paused));
  const next = nextTyping(state, index, paused);
  // Adjusting state while rendering (not in an effect) keeps the incoming slide from painting its full text once.
  if (next !== state) setState(next);
  return next.typing;
}
