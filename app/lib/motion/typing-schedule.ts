import {
  MAIN_TEXT_EXTRA_DELAY_MS,
  MAIN_TEXT_MIN_DELAY_MS,
  SUBTITLE_DELAY_MS,
  TYPING_MS_PER_CHAR,
} from "./motion-timings";

// The carousel's typing rule: the subtitle starts 200 ms after its slide shows, the main text
// after max(600, subtitle length x 80 + 400) ms; both then gain one character every 80 ms. "Starts" means the
// typing begins then: character n appears n x 80 ms later.

export function subtitleDelayMs(): number {
  return SUBTITLE_DELAY_MS;
}

export function mainTextDelayMs(subtitleLength: number): number {
  return Math.max(MAIN_TEXT_MIN_DELAY_MS, subtitleLength * TYPING_MS_PER_CHAR + MAIN_TEXT_EXTRA_DELAY_MS);
}

/** When, after its slide shows, a slide's main text has finished typing. */
export function typingEndMs(subtitle: string, mainText: string): number {
  return mainTextDelayMs(subtitle.length) + mainText.length * TYPING_MS_PER_CHAR;
}

/**
 * Types `length` characters: after `delayMs`, one more every 80 ms, reporting the visible count each time.
 * Returns a function that stops it. Timers only, no framework, so fake timers can drive it.
 */
export function startTyping(length: number, delayMs: number, onCount: (count: number) => void): () => void {
  let count = 0;
  let interval: ReturnType<typeof setInterval> | undefined;
  const timeout = setTimeout(() => {
    if (length === 0) return;
    interval = setInterval(() => {
      count += 1;
      onCount(count);
      if (count >= length) clearInterval(interval);
    }, TYPING_MS_PER_CHAR);
  }, delayMs);
  return () => {
    clearTimeout(timeout);
    clearInterval(interval);
  };
}
