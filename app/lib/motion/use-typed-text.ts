import { useEffect, useState } from "react";
import { startTyping } from "./typing-schedule";

/**
 * How many characters of a text of `length` are visible: all of them unless `typing`; while typing, none until
 * `delayMs`, then one more every 80 ms. Turning `typing` on starts again from zero.
 */
export function useTypedText(length: number, delayMs: number, typing: boolean): number {
  const [count, setCount] = useState(0);
  const [wasTyping, setWasTyping] = useState(typing);
  if (typing !== wasTyping) {
    setWasTyping(typing);
    if (typing) setCount(0);
  }
  useEffect(() => {
    if (!typing) return;
    return startTyping(length, delayMs, setCount);
  }, [typing, length, delayMs]);
  return typing ? count : length;
}
